// D49: the yard's loading list — scans by label or typed number (each slab once, whatever races),
// refusals that name why (another manufacturer's label is the same 404 as a forged one), bundle
// photos (images only, no file left by a refused one), the slabs missing and why, and the order that
// does not ship while a sold slab is unaccounted for; the buyer reads the list and accepts a
// replacement.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firmMembers,
  lots,
  media,
  notifications,
  orderLoadingScans,
  products,
  quoteReplySlabs,
  slabs,
} from '../../db/schema';
import { buyer, call } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { multipart, solidImage } from '../../test/images';
import { type OrderParties, orderParties } from '../../test/orders';

type Person = { cookie: string; userId: string };
type SlabRow = typeof slabs.$inferSelect;

describe(`the loading list of an order of slabs (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let p: OrderParties;
  let lotSlabs: SlabRow[];
  let otherSlab: SlabRow;
  let yard: Person;
  let sales: Person;
  let block = 0;

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who: { cookie: string }, body?: unknown) =>
    call(t.app, method, `/api/v1${url}`, { cookie: who.cookie, body });

  /** A lot of `count` slabs of `manufacturerId`'s product, as the yard entered them. */
  async function lotOf(manufacturerId: number, productId: number, count: number): Promise<SlabRow[]> {
    const blockNumber = `B${114 + block++}`;
    const [lot] = await t.app.deps.db
      .insert(lots)
      .values({
        productId,
        vendorId: manufacturerId,
        blockNumber,
        thicknessMm: 18,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      })
      .returning();
    return t.app.deps.db
      .insert(slabs)
      .values(
        Array.from({ length: count }, (_, i) => ({
          lotId: lot!.id,
          productId,
          vendorId: manufacturerId,
          blockNumber,
          sequence: i + 1,
          lengthMm: 3050,
          widthMm: 1850,
          grossSqftX100: 6073,
          usableSqftX100: 5900 - i * 100,
        })),
      )
      .returning();
  }

  /** A confirmed order that sold `sold` (the accepted reply's copy of each, D33). */
  async function slabOrder(sold: SlabRow[]) {
    const billed = sold.reduce((s, x) => s + x.usableSqftX100, 0);
    const order = await p.order({ billedSqftX100: billed, quantitySqft: Math.ceil(billed / 100) });
    await t.app.deps.db.insert(quoteReplySlabs).values(
      sold.map((s, position) => ({
        quoteReplyId: order.quoteReplyId,
        slabId: s.id,
        lotId: s.lotId,
        position,
        blockNumber: s.blockNumber,
        lotNumber: 'L1',
        sequence: s.sequence,
        lengthMm: s.lengthMm,
        widthMm: s.widthMm,
        grossSqftX100: s.grossSqftX100,
        usableSqftX100: s.usableSqftX100,
      })),
    );
    await t.app.deps.db
      .update(slabs)
      .set({ status: 'sold', soldAt: new Date() })
      .where(
        inArray(
          slabs.id,
          sold.map((s) => s.id),
        ),
      );
    return order;
  }

  const label = (s: SlabRow) => `${t.app.deps.config.publicUrl}/slab/${s.passportToken}`;
  const transport = { transporter: 'VRL Logistics', vehicleNumber: 'KA01AB1234', distanceKm: 120 };

  beforeAll(async () => {
    t = await createTestApp();
    p = await orderParties(t.app);
    lotSlabs = await lotOf(p.m.vendorId, p.productId, 6);
    const [mine] = await t.app.deps.db.select().from(products).where(eq(products.id, p.productId));
    const [q] = await t.app.deps.db
      .insert(products)
      .values({
        name: 'Other Black',
        pricePaise: 9_000,
        vendorId: p.other.vendorId,
        categoryId: mine!.categoryId,
      })
      .returning();
    otherSlab = (await lotOf(p.other.vendorId, q!.id, 1))[0]!;
    for (const role of ['yard', 'sales'] as const) {
      const person = await buyer(t.app, { name: `Member ${role}` });
      await t.app.deps.db
        .insert(firmMembers)
        .values({ manufacturerId: p.m.vendorId, userId: person.userId, role });
      if (role === 'yard') yard = person;
      else sales = person;
    }
  });
  afterAll(() => t?.close());

  it('loads slabs by label or typed number, once each whatever races, with totals in sq.ft and m²', async () => {
    const order = await slabOrder(lotSlabs.slice(0, 3));
    const [a, b, c] = lotSlabs;
    const empty = await api('GET', `/vendor/orders/${order.id}/loading`, p.m);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({
      applies: true,
      open: true,
      blocking: ['B114-01', 'B114-02', 'B114-03'],
      totals: { ordered: { slabs: 3, sqft: 174, sqm: 16.17 }, loaded: { slabs: 0, sqft: 0, sqm: 0 } },
    });

    // Two phones scan the same label at the same moment, a third the next slab by hand.
    const [one, two, typed] = await Promise.all([
      api('POST', `/vendor/orders/${order.id}/loading/scans`, yard, { code: label(a!), bundle: 1 }),
      api('POST', `/vendor/orders/${order.id}/loading/scans`, p.m, { code: label(a!), bundle: 1 }),
      api('POST', `/vendor/orders/${order.id}/loading/scans`, yard, { block: 'b114', slab: 2, bundle: 1 }),
    ]);
    for (const res of [one, two, typed]) expect(res.statusCode, res.body).toBe(200);
    expect([one.json().slab.added, two.json().slab.added].sort()).toEqual([false, true]);
    expect(typed.json().slab).toEqual({ slabId: b!.id, name: 'B114-02', added: true });
    const rows = await t.app.deps.db
      .select()
      .from(orderLoadingScans)
      .where(eq(orderLoadingScans.orderId, order.id));
    expect(rows.map((r) => r.slabId).sort()).toEqual([a!.id, b!.id].sort());

    // The Hindi page's address and the bare token are labels too.
    const hi = await api('POST', `/vendor/orders/${order.id}/loading/scans`, yard, {
      code: `/hi/slab/${c!.passportToken}`,
    });
    expect(hi.statusCode, hi.body).toBe(200);
    const list = hi.json().loading;
    expect(list.slabs.map((s: { state: string }) => s.state)).toEqual(['scanned', 'scanned', 'scanned']);
    expect(list.slabs[0]).toMatchObject({ name: 'B114-01', bundle: 1, scannedBy: expect.any(String) });
    expect(list.totals).toEqual({
      ordered: { slabs: 3, sqft: 174, sqm: 16.17 },
      loaded: { slabs: 3, sqft: 174, sqm: 16.17 },
      missing: { slabs: 0, sqft: 0, sqm: 0 },
    });
    expect(list.blocking).toEqual([]);

    // Taken off again: missing once more.
    const off = await api('DELETE', `/vendor/orders/${order.id}/loading/scans/${c!.id}`, yard);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().totals.missing).toEqual({ slabs: 1, sqft: 57, sqm: 5.3 });
    expect(off.json().blocking).toEqual(['B114-03']);
  });

  it('refuses, naming why: another manufacturer’s label as a forged one (404), a slab not on the order, after shipping', async () => {
    const order = await slabOrder([lotSlabs[3]!]);
    const scan = (body: unknown, who: { cookie: string } = yard) =>
      api('POST', `/vendor/orders/${order.id}/loading/scans`, who, body);
    const theirs = await scan({ code: label(otherSlab) });
    const forged = await scan({ code: `${t.app.deps.config.publicUrl}/slab/${'0'.repeat(32)}` });
    const junk = await scan({ code: 'hello' });
    for (const res of [theirs, forged, junk]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe('No slab of yours has this label');
    }
    const notOurs = await scan({ block: 'B114', slab: 5 });
    expect(notOurs.statusCode).toBe(409);
    expect(notOurs.json().error.message).toBe('Slab B114-05 is not on this order');
    const sold = await scan({ code: label(lotSlabs[0]!) });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().error.message).toBe('Slab B114-01 belongs to another order');
    const unknown = await scan({ block: 'B999', slab: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Slab B999-01 is not in your yard');
    const neither = await scan({ bundle: 2 });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields).toMatchObject({
      block: expect.any(String),
      slab: expect.any(String),
    });

    // The order of another manufacturer is a 404; a sales member may read the list, not scan (403).
    const elsewhere = await api('POST', `/vendor/orders/${order.id}/loading/scans`, p.other, {
      block: 'B114',
      slab: 4,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await scan({ block: 'B114', slab: 4 }, sales)).statusCode).toBe(403);
    expect((await api('GET', `/vendor/orders/${order.id}/loading`, sales)).statusCode).toBe(200);

    expect((await scan({ block: 'B114', slab: 4 })).statusCode).toBe(200);
    const shipped = await api('POST', `/vendor/orders/${order.id}/ship`, p.m, transport);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const late = await scan({ block: 'B114', slab: 4 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This order has shipped; its loading list is closed');
    expect(
      (await api('DELETE', `/vendor/orders/${order.id}/loading/scans/${lotSlabs[3]!.id}`, yard)).statusCode,
    ).toBe(409);
  });

  it('keeps photos of the loaded bundles: a file that is not an image is refused (415) and leaves nothing', async () => {
    const order = await slabOrder([lotSlabs[4]!]);
    const upload = async (bytes: Buffer, who: { cookie: string } = yard) => {
      const form = multipart(bytes);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/vendor/orders/${order.id}/loading/photos`,
        payload: form.payload,
        headers: { ...form.headers, cookie: who.cookie, origin: t.app.deps.config.publicUrl },
      });
    };
    const files = () => {
      try {
        return readdirSync(join(t.dataDir, 'media')).length;
      } catch {
        return 0;
      }
    };
    const mediaBefore = (await t.app.deps.db.select().from(media)).length;
    const filesBefore = files();
    const bad = await upload(Buffer.from('%PDF-1.4 not an image'));
    // As every photo upload answers a file that is not an image (media.inspect.ts): 415, nothing kept.
    expect(bad.statusCode, bad.body).toBe(415);
    expect((await t.app.deps.db.select().from(media)).length).toBe(mediaBefore);
    expect(files()).toBe(filesBefore);
    expect((await upload(await solidImage('jpeg', 1200, 900), sales)).statusCode).toBe(403);
    const good = await upload(await solidImage('jpeg', 1200, 900));
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().photos).toHaveLength(1);
    const photoId = good.json().photos[0].id as number;
    const buyerView = await api('GET', `/me/orders/${order.id}/loading`, p.b);
    expect(buyerView.statusCode, buyerView.body).toBe(200);
    expect(buyerView.json().photos).toHaveLength(1);
    const gone = await api('DELETE', `/vendor/orders/${order.id}/loading/photos/${photoId}`, yard);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().photos).toEqual([]);
    expect((await t.app.deps.db.select().from(media)).length).toBe(mediaBefore);
    expect(files()).toBe(filesBefore);
  });

  it('does not ship while a sold slab is unaccounted for; broken or replaced (accepted by the buyer) lets it go', async () => {
    const extra = await lotOf(p.m.vendorId, p.productId, 4);
    const order = await slabOrder(extra.slice(0, 3));
    const [a, b, c, spare] = extra;
    expect(
      (await api('POST', `/vendor/orders/${order.id}/loading/scans`, yard, { code: label(a!) })).statusCode,
    ).toBe(200);
    const held = await api('POST', `/vendor/orders/${order.id}/ship`, p.m, transport);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(
      `Not every slab of the order is loaded: ${b!.blockNumber}-02, ${c!.blockNumber}-03. Scan each one, or record why it is missing.`,
    );

    // Nothing to announce while a slab keeps the order.
    const early = await api('POST', `/vendor/orders/${order.id}/loading/complete`, yard, {});
    expect(early.statusCode).toBe(409);
    const shortfall = (body: unknown) =>
      api('POST', `/vendor/orders/${order.id}/loading/shortfalls`, yard, body);
    const noNote = await shortfall({ slabId: b!.id, reason: 'broken' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toHaveProperty('note');
    const notOurs = await shortfall({ slabId: spare!.id, reason: 'broken', note: 'Cracked while lifting' });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().error.fields).toEqual({ slabId: 'is not a slab of this order' });
    const scanned = await shortfall({ slabId: a!.id, reason: 'broken', note: 'Cracked while lifting' });
    expect(scanned.statusCode).toBe(409);
    expect(
      (await shortfall({ slabId: b!.id, reason: 'broken', note: 'Cracked while lifting' })).statusCode,
    ).toBe(200);
    const wrongProduct = await shortfall({
      slabId: c!.id,
      reason: 'replaced',
      note: 'Edge chipped; sending the next slab',
      replacement: { block: otherSlab.blockNumber, slab: 1 },
    });
    expect(wrongProduct.statusCode).toBe(400);
    expect(wrongProduct.json().error.fields).toHaveProperty('replacement');
    const replaced = await shortfall({
      slabId: c!.id,
      reason: 'replaced',
      note: 'Edge chipped; sending the next slab',
      replacement: { block: spare!.blockNumber, slab: spare!.sequence },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().blocking).toEqual([
      `${c!.blockNumber}-03 (replacement ${spare!.blockNumber}-04 awaits the buyer’s acceptance)`,
    ]);
    const stillHeld = await api('POST', `/vendor/orders/${order.id}/ship`, p.m, transport);
    expect(stillHeld.statusCode).toBe(409);
    expect(stillHeld.json().error.fields).toEqual({
      slabs: `${c!.blockNumber}-03 (replacement ${spare!.blockNumber}-04 awaits the buyer’s acceptance)`,
    });

    // The buyer is told in the bell (and by e-mail, as every order notice), in their language.
    const told = asRead(
      await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, p.b.userId)),
    ).filter((n) => n.kind === 'order_replacement');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'A slab of your order is replaced: Absolute Black',
      body: `Vikram Granites cannot send slab ${c!.blockNumber}-03 (Edge chipped; sending the next slab) and offers slab ${spare!.blockNumber}-04 instead. Accept it on your order before it is dispatched.`,
    });

    // The buyer reads the list (no member names) and accepts; another buyer gets a 404.
    const seen = await api('GET', `/me/orders/${order.id}/loading`, p.b);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().slabs.every((s: { scannedBy: unknown }) => s.scannedBy === null)).toBe(true);
    expect(seen.json().slabs[2].shortfall).toMatchObject({
      reason: 'replaced',
      replacement: { name: `${spare!.blockNumber}-04`, acceptedAt: null },
    });
    expect(
      (await api('POST', `/me/orders/${order.id}/loading/replacements/${c!.id}/accept`, p.b2)).statusCode,
    ).toBe(404);
    const accepted = await api('POST', `/me/orders/${order.id}/loading/replacements/${c!.id}/accept`, p.b);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().blocking).toEqual([
      `${c!.blockNumber}-03 (replacement ${spare!.blockNumber}-04 is not scanned)`,
    ]);
    const loadSpare = await api('POST', `/vendor/orders/${order.id}/loading/scans`, yard, {
      code: label(spare!),
    });
    expect(loadSpare.statusCode, loadSpare.body).toBe(200);
    expect(loadSpare.json().loading.totals.loaded.slabs).toBe(2);

    // The yard says the lorry is loaded: the buyer is told, with the totals (sales may not say so).
    expect((await api('POST', `/vendor/orders/${order.id}/loading/complete`, sales, {})).statusCode).toBe(
      403,
    );
    const done = await api('POST', `/vendor/orders/${order.id}/loading/complete`, yard, {});
    expect(done.statusCode, done.body).toBe(200);
    const loadedNotice = asRead(
      await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, p.b.userId)),
    ).filter((n) => n.kind === 'order_loaded');
    expect(loadedNotice).toHaveLength(1);
    expect(loadedNotice[0]).toMatchObject({
      title: 'Your order is loaded: Absolute Black',
      body: 'Vikram Granites loaded 2 of 3 slabs of your order: 115.00 of 174.00 sq.ft (10.68 of 16.17 m²). See the slabs and the bundle photos on your order before it is dispatched.',
    });

    const shipped = await api('POST', `/vendor/orders/${order.id}/ship`, p.m, transport);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const states = await t.app.deps.db
      .select({ id: slabs.id, status: slabs.status })
      .from(slabs)
      .where(
        inArray(
          slabs.id,
          extra.map((s) => s.id),
        ),
      );
    const stateOf = new Map(states.map((s) => [s.id, s.status]));
    expect([a, b, c, spare].map((s) => stateOf.get(s!.id))).toEqual([
      'dispatched',
      'sold',
      'sold',
      'dispatched',
    ]);
  });

  it('an order by sq.ft without chosen slabs has nothing to load and ships as before', async () => {
    const order = await p.order();
    const list = await api('GET', `/vendor/orders/${order.id}/loading`, p.m);
    expect(list.json()).toMatchObject({ applies: false, slabs: [], blocking: [] });
    const scan = await api('POST', `/vendor/orders/${order.id}/loading/scans`, yard, {
      block: 'B114',
      slab: 6,
    });
    expect(scan.statusCode).toBe(409);
    expect(scan.json().error.message).toBe('This order has no chosen slabs to load');
    expect((await api('POST', `/vendor/orders/${order.id}/ship`, p.m, transport)).statusCode).toBe(200);
  });
});
