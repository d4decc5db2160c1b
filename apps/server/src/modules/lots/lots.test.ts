// Lots and slabs through the API (D32): the manufacturer's lots and slab rows, the Inventory screen,
// edits and deletions of available slabs only, slabs sold outside, the storefront's lot views.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, quoteReplies, quoteRequests, slabs, vendors } from '../../db/schema';
import { buyer, call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

describe(`lots and slabs (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof manufacturer>>;
  let other: Awaited<ReturnType<typeof manufacturer>>;
  let productId: number;
  let otherProductId: number;
  let catalogue: Awaited<ReturnType<typeof seedMiniCatalogue>>;

  beforeAll(async () => {
    t = await createTestApp();
    catalogue = await seedMiniCatalogue(t.app.deps.db);
    m = await manufacturer(t.app);
    other = await manufacturer(t.app);
    const [p, q] = await t.app.deps.db
      .insert(products)
      .values([
        {
          name: 'Lot Test Black Galaxy',
          pricePaise: 25000,
          vendorId: m.vendorId,
          categoryId: catalogue.categoryIds.black,
        },
        {
          name: 'Other Maker Slab',
          pricePaise: 25000,
          vendorId: other.vendorId,
          categoryId: catalogue.categoryIds.black,
        },
      ])
      .returning({ id: products.id });
    productId = p!.id;
    otherProductId = q!.id;
  });
  afterAll(async () => t?.close());

  let blockCounter = 100;
  const lotBody = (overrides: Record<string, unknown> = {}) => ({
    productId,
    blockNumber: `B${blockCounter++}`,
    thicknessMm: 20,
    finish: 'Polished',
    grade: 'First',
    yardCity: 'Ongole',
    ...overrides,
  });

  async function newLot(overrides: Record<string, unknown> = {}) {
    const res = await call(t.app, 'POST', '/api/v1/vendor/lots', {
      cookie: m.cookie,
      body: lotBody(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function addRows(lotId: number, rows: unknown[], cookie = m.cookie) {
    return call(t.app, 'POST', `/api/v1/vendor/lots/${lotId}/slabs`, { cookie, body: { rows } });
  }

  it('adds a lot and its slabs from sizes in mm or feet and inches, with the gross sq.ft computed', async () => {
    const lot = await newLot({ lotNumber: 'L1', notes: 'Deep black with gold flecks' });
    expect(lot).toMatchObject({ productId, productName: 'Lot Test Black Galaxy', slabCount: 0, version: 1 });
    const res = await addRows(lot.id, [
      { sequence: 1, length: 3050, width: 1830 },
      { sequence: 2, length: `9'6"`, width: `5'2"`, usableSqft: 30.5, defects: 'Small pit near one corner' },
      { sequence: 3, length: '3000 mm', width: '1800' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json();
    expect(detail.slabs.map((s: { sequence: number }) => s.sequence)).toEqual([1, 2, 3]);
    expect(detail.slabs[0]).toMatchObject({
      lengthMm: 3050,
      widthMm: 1830,
      grossSqft: 60.08,
      usableSqft: 60.08,
    });
    expect(detail.slabs[1]).toMatchObject({
      lengthMm: 2896,
      widthMm: 1575,
      usableSqft: 30.5,
      status: 'available',
    });
    expect(detail).toMatchObject({ slabCount: 3, availableSlabs: 3, heldSlabs: 0 });
    expect(detail.availableSqft).toBeCloseTo(60.08 + 30.5 + 58.13, 2);
  });

  it('refuses bad slab rows all or none, naming each field as rows.N.field', async () => {
    const lot = await newLot();
    const res = await addRows(lot.id, [
      { sequence: 1, length: 3050, width: 1830 },
      { sequence: 2, length: 0, width: 1830 },
      { sequence: 3, length: 3700, width: 1830 },
      { sequence: 4, length: 3000, width: 2300 },
      { sequence: 5, length: `9'x`, width: 1830 },
      { sequence: 6, length: 3000, width: 1800, usableSqft: 99 },
      { sequence: 7, length: -5, width: 1800 },
    ]);
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'rows.1.length',
        'rows.2.length',
        'rows.3.width',
        'rows.4.length',
        'rows.5.usableSqft',
        'rows.6.length',
      ].sort(),
    );
    expect(fields['rows.2.length']).toContain('3,600 mm');
    expect(fields['rows.5.usableSqft']).toContain('gross');
    const after = await call(t.app, 'GET', `/api/v1/vendor/lots/${lot.id}`, { cookie: m.cookie });
    expect(after.json().slabs).toEqual([]);
  });

  it('refuses a sequence number used twice in one request or already in the block (any bundle of it)', async () => {
    const lot = await newLot({ lotNumber: 'A' });
    const twice = await addRows(lot.id, [
      { sequence: 4, length: 3000, width: 1800 },
      { sequence: 4, length: 3000, width: 1800 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields['rows.1.sequence']).toBeTruthy();
    expect((await addRows(lot.id, [{ sequence: 4, length: 3000, width: 1800 }])).statusCode).toBe(201);
    // A second bundle of the same block: its sequence numbers continue the block's.
    const bundle = await newLot({ blockNumber: lot.blockNumber, lotNumber: 'B' });
    const again = await addRows(bundle.id, [
      { sequence: 5, length: 3000, width: 1800 },
      { sequence: 4, length: 3000, width: 1800 },
    ]);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields['rows.1.sequence']).toContain(`${lot.blockNumber}-04`);
  });

  it('lets two racing requests for one sequence number make one slab; the other is a 409 naming it', async () => {
    const lot = await newLot();
    const results = await Promise.all(
      [1, 2, 3].map(() => addRows(lot.id, [{ sequence: 9, length: 3000, width: 1800 }])),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect([400, 409]).toContain(r.statusCode);
      expect(r.body).toContain(`${lot.blockNumber}-09`);
    }
  });

  it("refuses contact details in lot notes and slab defects (D30), and another manufacturer's product or lot is a 404", async () => {
    const notes = await call(t.app, 'POST', '/api/v1/vendor/lots', {
      cookie: m.cookie,
      body: lotBody({ notes: 'Call 9876543210 for photos' }),
    });
    expect(notes.statusCode).toBe(400);
    expect(notes.json().error.fields.notes).toBe(
      'Contact details are shared through the platform once a quote is accepted.',
    );
    const lot = await newLot();
    const defects = await addRows(lot.id, [
      { sequence: 1, length: 3000, width: 1800, defects: 'mail me at a@b.com' },
    ]);
    expect(defects.statusCode).toBe(400);
    expect(defects.json().error.fields['rows.0.defects']).toContain('Contact details');

    const theirs = await call(t.app, 'POST', '/api/v1/vendor/lots', {
      cookie: m.cookie,
      body: lotBody({ productId: otherProductId }),
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/v1/vendor/lots/${lot.id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await addRows(lot.id, [{ sequence: 1, length: 3000, width: 1800 }], other.cookie)).statusCode,
    ).toBe(404);
    const b = await buyer(t.app);
    expect((await call(t.app, 'GET', '/api/v1/vendor/lots', { cookie: b.cookie })).statusCode).toBe(403);
  });

  it('refuses a suspended manufacturer', async () => {
    const s = await manufacturer(t.app);
    await t.app.deps.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, s.vendorId));
    const res = await call(t.app, 'GET', '/api/v1/vendor/slabs', { cookie: s.cookie });
    expect(res.statusCode).toBe(403);
  });

  it('edits a lot over the version it loaded (D29) and refuses a duplicate block and lot number', async () => {
    const lot = await newLot({ lotNumber: 'X' });
    await addRows(lot.id, [{ sequence: 1, length: 3000, width: 1800 }]);
    const { productId: _p, ...fields } = lotBody({ blockNumber: `${lot.blockNumber}R`, lotNumber: 'X' });
    const ok = await call(t.app, 'PUT', `/api/v1/vendor/lots/${lot.id}`, {
      cookie: m.cookie,
      body: { ...fields, version: 1 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ blockNumber: `${lot.blockNumber}R`, version: 2 });
    expect(ok.json().slabs[0].blockNumber).toBe(`${lot.blockNumber}R`);
    const stale = await call(t.app, 'PUT', `/api/v1/vendor/lots/${lot.id}`, {
      cookie: m.cookie,
      body: { ...fields, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const twin = await call(t.app, 'POST', '/api/v1/vendor/lots', {
      cookie: m.cookie,
      body: lotBody({ blockNumber: `${lot.blockNumber}R`, lotNumber: 'X' }),
    });
    expect(twin.statusCode).toBe(409);
  });

  /** A reply of the test's own request, so a slab can be held as the quote path holds it. */
  async function holdSlab(slabId: number) {
    const [request] = await t.app.deps.db
      .insert(quoteRequests)
      .values({
        productId,
        productName: 'Lot Test Black Galaxy',
        vendorId: m.vendorId,
        vendorName: 'Vikram Granites',
        materialQuality: 'Premium',
        productType: 'Slabs',
        customerName: 'Asha',
        mobileNumber: '+919876543210',
        quantitySqft: 100,
        deliveryCity: 'Pune',
        deliveryPin: '411001',
      } as typeof quoteRequests.$inferInsert)
      .returning({ id: quoteRequests.id });
    const [reply] = await t.app.deps.db
      .insert(quoteReplies)
      .values({
        quoteRequestId: request!.id,
        vendorId: m.vendorId,
        revision: 1,
        pricePaise: 25000,
        leadTimeDays: 7,
        validUntil: '2099-01-01',
      } as typeof quoteReplies.$inferInsert)
      .returning({ id: quoteReplies.id });
    await t.app.deps.db
      .update(slabs)
      .set({ status: 'held', heldByReplyId: reply!.id, heldUntil: '2099-01-01' })
      .where(eq(slabs.id, slabId));
    return { requestId: request!.id, replyId: reply!.id };
  }

  it('edits and deletes only available slabs; a held one is a 409 naming it', async () => {
    const lot = await newLot();
    const added = (
      await addRows(lot.id, [
        { sequence: 7, length: 3000, width: 1800 },
        { sequence: 8, length: 3000, width: 1800 },
      ])
    ).json();
    const [a, b] = added.slabs;
    const edit = await call(t.app, 'PUT', `/api/v1/vendor/slabs/${a.id}`, {
      cookie: m.cookie,
      body: {
        sequence: 7,
        length: "10'",
        width: 1800,
        usableSqft: 50,
        defects: 'Hairline crack',
        version: a.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      lengthMm: 3048,
      usableSqft: 50,
      defects: 'Hairline crack',
      version: 2,
    });
    const dup = await call(t.app, 'PUT', `/api/v1/vendor/slabs/${a.id}`, {
      cookie: m.cookie,
      body: { sequence: 8, length: 3000, width: 1800, version: 2 },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.fields.sequence).toContain(`${lot.blockNumber}-08`);

    const { requestId } = await holdSlab(b.id);
    const heldEdit = await call(t.app, 'PUT', `/api/v1/vendor/slabs/${b.id}`, {
      cookie: m.cookie,
      body: { sequence: 8, length: 3000, width: 1700, version: b.version },
    });
    expect(heldEdit.statusCode).toBe(409);
    expect(heldEdit.json().error.message).toContain(`Slab ${lot.blockNumber}-08 is on hold for a quote`);
    const heldDelete = await call(t.app, 'DELETE', `/api/v1/vendor/slabs/${b.id}`, { cookie: m.cookie });
    expect(heldDelete.statusCode).toBe(409);
    const lotDelete = await call(t.app, 'DELETE', `/api/v1/vendor/lots/${lot.id}`, { cookie: m.cookie });
    expect(lotDelete.statusCode).toBe(409);
    expect(lotDelete.json().error.message).toContain(`${lot.blockNumber}-08`);

    const held = await call(t.app, 'GET', `/api/v1/vendor/slabs?lotId=${lot.id}&status=held`, {
      cookie: m.cookie,
    });
    expect(held.json().items[0]).toMatchObject({
      id: b.id,
      heldForRequestId: requestId,
      heldUntil: '2099-01-01',
    });

    expect(
      (await call(t.app, 'DELETE', `/api/v1/vendor/slabs/${a.id}`, { cookie: m.cookie })).statusCode,
    ).toBe(204);
    expect(
      (await call(t.app, 'DELETE', `/api/v1/vendor/slabs/${a.id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
  });

  it('marks available slabs sold outside the platform, all or none', async () => {
    const lot = await newLot();
    const added = (
      await addRows(lot.id, [
        { sequence: 1, length: 3000, width: 1800 },
        { sequence: 2, length: 3000, width: 1800 },
        { sequence: 3, length: 3000, width: 1800 },
      ])
    ).json();
    const ids = added.slabs.map((s: { id: number }) => s.id);
    await holdSlab(ids[2]);
    const refused = await call(t.app, 'POST', '/api/v1/vendor/slabs/mark-sold', {
      cookie: m.cookie,
      body: { slabIds: ids },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(`${lot.blockNumber}-03`);
    const ok = await call(t.app, 'POST', '/api/v1/vendor/slabs/mark-sold', {
      cookie: m.cookie,
      body: { slabIds: ids.slice(0, 2) },
    });
    expect(ok.json()).toEqual({ affected: 2 });
    const sold = await call(t.app, 'GET', `/api/v1/vendor/slabs?lotId=${lot.id}&status=sold`, {
      cookie: m.cookie,
    });
    expect(sold.json().items.map((s: { soldOutside: boolean }) => s.soldOutside)).toEqual([true, true]);
    const theirs = await call(t.app, 'POST', '/api/v1/vendor/slabs/mark-sold', {
      cookie: other.cookie,
      body: { slabIds: [ids[0]] },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('lists the Inventory with filters, pages and totals per status', async () => {
    const product2 = (
      await t.app.deps.db
        .insert(products)
        .values({
          name: 'Inventory Kashmir White',
          pricePaise: 30000,
          vendorId: m.vendorId,
          categoryId: catalogue.categoryIds.white,
        })
        .returning({ id: products.id })
    )[0]!.id;
    const lot = await newLot({ productId: product2, thicknessMm: 30 });
    const added = (
      await addRows(lot.id, [
        { sequence: 1, length: 3200, width: 2000 },
        { sequence: 2, length: 2700, width: 1600 },
        { sequence: 3, length: 1800, width: 650 },
        { sequence: 4, length: 2500, width: 700 },
      ])
    ).json();
    await call(t.app, 'POST', '/api/v1/vendor/slabs/mark-sold', {
      cookie: m.cookie,
      body: { slabIds: [added.slabs[3].id] },
    });
    const all = (
      await call(t.app, 'GET', `/api/v1/vendor/slabs?productId=${product2}`, { cookie: m.cookie })
    ).json();
    expect(all.total).toBe(4);
    expect(all.totals).toMatchObject({ availableSlabs: 3, soldSlabs: 1, heldSlabs: 0 });
    const big = (
      await call(
        t.app,
        'GET',
        `/api/v1/vendor/slabs?productId=${product2}&minLengthMm=2600&minWidthMm=1500&status=available`,
        {
          cookie: m.cookie,
        },
      )
    ).json();
    expect(big.items.map((s: { sequence: number }) => s.sequence)).toEqual([1, 2]);
    const thick = (
      await call(t.app, 'GET', '/api/v1/vendor/slabs?thicknessMm=30&pageSize=2&page=2', { cookie: m.cookie })
    ).json();
    expect(thick).toMatchObject({ total: 4, page: 2, totalPages: 2 });
    expect(thick.items.map((s: { sequence: number }) => s.sequence)).toEqual([3, 4]);
    const otherSees = (
      await call(t.app, 'GET', `/api/v1/vendor/slabs?productId=${product2}`, { cookie: other.cookie })
    ).json();
    expect(otherSees.total).toBe(0);
    const lotsList = (
      await call(t.app, 'GET', `/api/v1/vendor/lots?productId=${product2}`, { cookie: m.cookie })
    ).json();
    expect(lotsList.items[0]).toMatchObject({ id: lot.id, slabCount: 4, availableSlabs: 3, soldSlabs: 1 });
  });

  it('keeps the totals in step with every write, page after page', async () => {
    const lot = await newLot();
    const added = (
      await addRows(lot.id, [
        { sequence: 1, length: 3000, width: 1800 },
        { sequence: 2, length: 3000, width: 1800 },
      ])
    ).json();
    const totals = async (page: number) =>
      (
        await call(t.app, 'GET', `/api/v1/vendor/slabs?lotId=${lot.id}&pageSize=1&page=${page}`, {
          cookie: m.cookie,
        })
      ).json().totals;
    expect(await totals(1)).toMatchObject({ availableSlabs: 2, soldSlabs: 0 });
    expect(await totals(2)).toMatchObject({ availableSlabs: 2, soldSlabs: 0 });
    await call(t.app, 'POST', '/api/v1/vendor/slabs/mark-sold', {
      cookie: m.cookie,
      body: { slabIds: [added.slabs[0].id] },
    });
    expect(await totals(1)).toMatchObject({ availableSlabs: 1, soldSlabs: 1 });
    await call(t.app, 'DELETE', `/api/v1/vendor/slabs/${added.slabs[1].id}`, { cookie: m.cookie });
    expect(await totals(2)).toMatchObject({ availableSlabs: 0, soldSlabs: 1 });
  });

  it('shows buyers the lots with available and held slabs, never sold ones', async () => {
    const lot = await newLot();
    const added = (
      await addRows(lot.id, [
        { sequence: 1, length: 3000, width: 1800 },
        { sequence: 2, length: 2900, width: 1700 },
        { sequence: 3, length: 2800, width: 1600 },
      ])
    ).json();
    await holdSlab(added.slabs[1].id);
    await call(t.app, 'POST', '/api/v1/vendor/slabs/mark-sold', {
      cookie: m.cookie,
      body: { slabIds: [added.slabs[2].id] },
    });
    const res = await call(t.app, 'GET', `/api/v1/products/${productId}/lots`);
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().items.find((l: { id: number }) => l.id === lot.id);
    expect(shown.slabs.map((s: { sequence: number; status: string }) => [s.sequence, s.status])).toEqual([
      [1, 'available'],
      [2, 'held'],
    ]);
    expect(shown).toMatchObject({ slabCount: 2, availableSlabs: 1, availableSqft: 58.13 });
    expect(shown.sizeRange).toEqual({
      minLengthMm: 2900,
      maxLengthMm: 3000,
      minWidthMm: 1700,
      maxWidthMm: 1800,
    });
    expect((await call(t.app, 'GET', `/api/v1/lots/${lot.id}`)).json().id).toBe(lot.id);
    // A lot without slabs is not shown; a hidden product's lots are not found.
    const empty = await newLot();
    expect((await call(t.app, 'GET', `/api/v1/lots/${empty.id}`)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/v1/products/${catalogue.suspendedProductId}/lots`)).statusCode,
    ).toBe(404);
  });

  it("gives a product's lots as summaries with the first lot's first slabs; a lot opened gives them all", async () => {
    const older = await newLot();
    await addRows(older.id, [
      { sequence: 1, length: 2500, width: 1500 },
      { sequence: 2, length: 2600, width: 1550 },
    ]);
    const newer = await newLot();
    const rows = Array.from({ length: 14 }, (_, i) => ({
      sequence: i + 1,
      length: 2800 + i * 10,
      width: 1600,
    }));
    const added = (await addRows(newer.id, rows)).json();
    await holdSlab(added.slabs[13].id);
    // The older lot's second slab is photographed (the lot has no bundle photo): its picture.
    const variants = [320, 640, 960, 1920].map((w) => ({
      width: w,
      height: w / 2,
      key: `p-${w}.webp`,
      bytes: 1,
    }));
    const { rows: media } = await t.app.deps.db.execute<{ id: string }>(sql`
      insert into media (kind, hash, mime_type, width, height, bytes, variants)
      values ('slab', ${`h${Date.now()}`}, 'image/webp', 1920, 960, 10, ${JSON.stringify(variants)}::jsonb)
      returning id`);
    await t.app.deps.db
      .update(slabs)
      .set({ photoMediaId: media[0]!.id })
      .where(and(eq(slabs.lotId, older.id), eq(slabs.sequence, 2)));

    const items = (await call(t.app, 'GET', `/api/v1/products/${productId}/lots`)).json().items;
    const [first, second] = [items[0], items.find((l: { id: number }) => l.id === older.id)];
    expect(first.id).toBe(newer.id);
    expect(first.slabs.map((s: { sequence: number }) => s.sequence)).toEqual(
      rows.slice(0, 12).map((r) => r.sequence),
    );
    // Counts, sq.ft and sizes are over all 14 slabs, not the 12 sent.
    expect(first).toMatchObject({ slabCount: 14, availableSlabs: 13, slabsComplete: false, slabCover: null });
    expect(first.sizeRange).toEqual({
      minLengthMm: 2800,
      maxLengthMm: 2930,
      minWidthMm: 1600,
      maxWidthMm: 1600,
    });
    expect(second).toMatchObject({ slabs: [], slabCount: 2, availableSlabs: 2, slabsComplete: false });
    expect(second.slabCover.sequence).toBe(2);
    // The lot card's renditions only: the widest it draws is 640 px.
    expect(second.slabCover.photo.variants.map((v: { width: number }) => v.width)).toEqual([320, 640]);
    expect(second.slabCover.photo.width).toBe(640);
    expect(items.every((l: { slabs: unknown[] }, i: number) => i === 0 || l.slabs.length === 0)).toBe(true);

    const full = (await call(t.app, 'GET', `/api/v1/lots/${newer.id}`)).json();
    expect(full).toMatchObject({ slabCount: 14, availableSlabs: 13, slabsComplete: true });
    expect(full.slabs).toHaveLength(14);
    expect(full.slabs[13]).toMatchObject({ sequence: 14, status: 'held' });
    const olderFull = (await call(t.app, 'GET', `/api/v1/lots/${older.id}`)).json();
    expect(olderFull.slabs[1].photo.variants).toHaveLength(4);
    expect(olderFull.slabsComplete).toBe(true);
    // Two bundle photos: the product's lots carry the first (the card's picture), the lot both.
    await t.app.deps.db.execute(sql`
      insert into lot_photos (lot_id, media_id, position)
      values (${older.id}, ${media[0]!.id}, 0), (${older.id}, ${media[0]!.id}, 1)`);
    const again = (await call(t.app, 'GET', `/api/v1/products/${productId}/lots`)).json().items;
    const pictured = again.find((l: { id: number }) => l.id === older.id);
    expect(pictured.photos).toHaveLength(1);
    expect(pictured.slabCover).toBeNull();
    expect((await call(t.app, 'GET', `/api/v1/lots/${older.id}`)).json().photos).toHaveLength(2);
  });

  it('deletes a lot whose slabs are all available', async () => {
    const lot = await newLot();
    await addRows(lot.id, [{ sequence: 1, length: 3000, width: 1800 }]);
    expect(
      (await call(t.app, 'DELETE', `/api/v1/vendor/lots/${lot.id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/v1/vendor/lots/${lot.id}`, { cookie: m.cookie })).statusCode,
    ).toBe(204);
    expect((await call(t.app, 'GET', `/api/v1/vendor/lots/${lot.id}`, { cookie: m.cookie })).statusCode).toBe(
      404,
    );
  });
});
