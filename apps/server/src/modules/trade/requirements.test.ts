// Open requirements (D38): who sees a requirement (matching stock, product type, delivery states),
// the seats decided by the database (20 manufacturers at once for the last seat), the reply made into
// a forwarded quote request of the requirement's group (quote sheet, above-target mark, accept),
// refusals by name (bad input 400, full/expired/closed/hidden 409, others 404) and masking (D30).
import { randomUUID } from 'node:crypto';
import { type BuyerQuoteBoard, indiaDay, type ManufacturerRequirement, sqftX100 } from '@granite/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  lots,
  mailOutbox,
  notifications,
  products,
  quoteReplies,
  quoteRequests,
  requirements,
  slabs,
  stoneVarieties,
  vendors,
} from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let black: number;
let white: number;
let galaxy: number;
beforeAll(async () => {
  t = await createTestApp();
  const c = await seedMiniCatalogue(t.app.deps.db);
  black = c.categoryIds.black;
  white = c.categoryIds.white;
  const [v] = await t.app.deps.db
    .insert(stoneVarieties)
    .values({ name: 'Black Galaxy', slug: `black-galaxy-${randomUUID().slice(0, 6)}`, colour: 'Black' })
    .returning({ id: stoneVarieties.id });
  galaxy = v!.id;
});
afterAll(async () => t?.close());

type Who = { cookie: string };
const api = (method: 'GET' | 'POST', url: string, who?: Who, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

/** A manufacturer (owner account active) with one active product. */
async function maker(
  product: { categoryId: number; varietyId?: number; productType?: string; name?: string },
  deliveryStates: string[] | null = null,
) {
  const m = await manufacturer(t.app);
  if (deliveryStates)
    await t.app.deps.db.update(vendors).set({ deliveryStates }).where(eq(vendors.id, m.vendorId));
  const [p] = await t.app.deps.db
    .insert(products)
    .values({
      name: product.name ?? `Galaxy slab ${randomUUID().slice(0, 6)}`,
      pricePaise: 15_000,
      vendorId: m.vendorId,
      categoryId: product.categoryId,
      varietyId: product.varietyId ?? null,
      productType: product.productType ?? 'Slabs',
    })
    .returning({ id: products.id });
  return { ...m, productId: p!.id };
}

const form = {
  categoryId: 0,
  productType: 'Slabs',
  finish: 'Polished',
  thickness: '18mm',
  quantitySqft: 1200,
  targetPrice: 140,
  deliveryCity: 'Chennai',
  deliveryPin: '600001',
  expiresInDays: 7,
  description: 'Kitchen counters. Call me on 98450 12345 or meera@example.com',
  customerName: 'Meera Iyer',
  mobileNumber: '9845012345',
};

const validUntil = () => indiaDay(new Date(Date.now() + 10 * 86_400_000));
const replyBody = (productId: number, price: number, message = 'Ready stock in our yard') => ({
  productId,
  price,
  gstRate: 18,
  freight: 12000,
  leadTimeDays: 7,
  validUntil: validUntil(),
  message,
});

async function post(b: Who, extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/requirements', b, { ...form, categoryId: black, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; groupId: string; status: string; deliveryState: string };
}

async function visibleTo(m: Who): Promise<ManufacturerRequirement[]> {
  const res = await api('GET', '/vendor/requirements?pageSize=50', m);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

describe(`open requirements (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses bad input naming the field, and a signed-out poster', async () => {
    const b = await buyer(t.app);
    const yesterday = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ quantitySqft: 0 }, 'quantitySqft'],
      [{ deliveryPin: '60001' }, 'deliveryPin'],
      [{ neededBy: yesterday }, 'neededBy'],
      [{ expiresInDays: 2 }, 'expiresInDays'],
      [{ expiresInDays: 31 }, 'expiresInDays'],
      [{ targetPrice: 0 }, 'targetPrice'],
      [{ targetPrice: 10_000_001 }, 'targetPrice'],
      [{ categoryId: undefined }, 'categoryId'],
      [{ categoryId: 999_999 }, 'categoryId'],
      [{ status: 'hidden' }, 'status'],
    ];
    for (const [change, field] of cases) {
      const res = await api('POST', '/requirements', b, { ...form, categoryId: black, ...change });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(JSON.stringify(res.json().error), field).toContain(field);
    }
    expect((await api('POST', '/requirements', undefined, { ...form, categoryId: black })).statusCode).toBe(
      401,
    );
    expect(
      await t.app.deps.db.select().from(requirements).where(eq(requirements.customerName, 'nobody')),
    ).toEqual([]);
  });

  it('is shown to matching manufacturers only, with the match reason, and announced to them', async () => {
    const b = await buyer(t.app);
    const match = await maker({ categoryId: black, name: 'Black Galaxy slabs' });
    const tamilNadu = await maker({ categoryId: black }, ['Tamil Nadu', 'Kerala']);
    const otherState = await maker({ categoryId: black }, ['Rajasthan']);
    const otherStone = await maker({ categoryId: white });
    const otherType = await maker({ categoryId: black, productType: 'Monuments' });
    const r = await post(b);
    expect(r).toMatchObject({ status: 'open', deliveryState: 'Tamil Nadu', replyCount: 0, seatsLeft: 10 });

    const seen = (await visibleTo(match)).find((x) => x.id === r.id)!;
    expect(seen).toMatchObject({
      matchReason: 'Matches your Black Galaxy slabs (Slabs)',
      deliveryState: 'Tamil Nadu',
      targetPricePaise: 14_000,
      seatsLeft: 10,
      myQuoteRequestId: null,
      products: [{ id: match.productId }],
    });
    // D30: the buyer's texts reach manufacturers masked; the mobile number never.
    expect(seen.description).not.toContain('12345');
    expect(seen.description).not.toContain('meera@example.com');
    expect(JSON.stringify(seen)).not.toContain('9845012345');
    expect((await visibleTo(tamilNadu)).some((x) => x.id === r.id)).toBe(true);
    for (const m of [otherState, otherStone, otherType]) {
      expect((await visibleTo(m)).some((x) => x.id === r.id)).toBe(false);
      const res = await api('POST', `/vendor/requirements/${r.id}/replies`, m, replyBody(m.productId, 130));
      expect(res.statusCode, res.body).toBe(404);
    }
    // A matching manufacturer replying with a product that does not match: 400 naming it.
    const wrong = await api(
      'POST',
      `/vendor/requirements/${r.id}/replies`,
      match,
      replyBody(otherStone.productId, 130),
    );
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('productId');

    const bells = await t.app.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'requirement_posted'),
          eq(notifications.link, `/vendor/quotes?tab=requirements&requirement=${r.id}`),
        ),
      )
      .then((rows) => asRead(rows));
    const told = new Set(bells.map((n) => n.userId));
    expect(told.has(match.userId)).toBe(true);
    expect(told.has(tamilNadu.userId)).toBe(true);
    for (const m of [otherState, otherStone, otherType]) expect(told.has(m.userId)).toBe(false);
  });

  it('follows the states a manufacturer sets in its profile (none = all India)', async () => {
    const b = await buyer(t.app);
    const m = await maker({ categoryId: black });
    const r = await post(b);
    const profile = async (deliveryStates: unknown) => {
      const current = (await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: m.cookie })).json();
      return call(t.app, 'PUT', '/api/v1/vendor/profile', {
        cookie: m.cookie,
        body: {
          businessName: current.businessName,
          ownerName: current.ownerName,
          email: current.email,
          city: 'Ongole',
          state: 'Andhra Pradesh',
          pincode: '523001',
          deliveryStates,
          version: current.version,
        },
      });
    };
    const bad = await profile(['Atlantis']);
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error.fields).toHaveProperty(['deliveryStates.0']);
    const rajasthan = await profile(['Rajasthan']);
    expect(rajasthan.statusCode, rajasthan.body).toBe(200);
    expect(rajasthan.json().deliveryStates).toEqual(['Rajasthan']);
    expect((await visibleTo(m)).some((x) => x.id === r.id)).toBe(false);
    const everywhere = await profile([]);
    expect(everywhere.statusCode, everywhere.body).toBe(200);
    expect(everywhere.json().deliveryStates).toEqual([]);
    expect((await visibleTo(m)).some((x) => x.id === r.id)).toBe(true);
  });

  it('matches a chosen variety only with products of that variety', async () => {
    const b = await buyer(t.app);
    const galaxyMaker = await maker({ categoryId: black, varietyId: galaxy });
    const plainBlack = await maker({ categoryId: black });
    const r = await post(b, { categoryId: undefined, varietyId: galaxy });
    expect((await visibleTo(galaxyMaker)).some((x) => x.id === r.id)).toBe(true);
    expect((await visibleTo(plainBlack)).some((x) => x.id === r.id)).toBe(false);
  });

  it('turns a reply into a forwarded request of the group: quote sheet, above-target mark, revision, accept', async () => {
    const b = await buyer(t.app);
    const cheap = await maker({ categoryId: black });
    const dear = await maker({ categoryId: black });
    const r = await post(b, { stone: 'with gold flecks' });
    const first = await api(
      'POST',
      `/vendor/requirements/${r.id}/replies`,
      cheap,
      replyBody(cheap.productId, 130, 'Call 9876543210'),
    );
    expect(first.statusCode, first.body).toBe(201);
    const above = await api(
      'POST',
      `/vendor/requirements/${r.id}/replies`,
      dear,
      replyBody(dear.productId, 155),
    );
    expect(above.statusCode, above.body).toBe(201);
    const [request] = await t.app.deps.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, first.json().quoteRequestId));
    expect(request).toMatchObject({
      groupId: r.groupId,
      requirementId: r.id,
      vendorId: cheap.vendorId,
      productId: cheap.productId,
      status: 'responded',
      quantitySqft: 1200,
      deliveryPin: '600001',
      customerName: 'Meera Iyer',
    });
    expect(request!.forwardedAt).not.toBeNull();

    // A second reply by the same manufacturer revises its reply; it takes no second seat.
    const revised = await api(
      'POST',
      `/vendor/requirements/${r.id}/replies`,
      cheap,
      replyBody(cheap.productId, 128),
    );
    expect(revised.statusCode, revised.body).toBe(201);
    expect(revised.json().quoteRequestId).toBe(first.json().quoteRequestId);
    const mine = (await api('GET', '/me/requirements', b))
      .json()
      .items.find((x: { id: number }) => x.id === r.id);
    expect(mine).toMatchObject({ replyCount: 2, seatsLeft: 8, status: 'open', groupId: r.groupId });
    expect((await visibleTo(cheap)).find((x) => x.id === r.id)?.myQuoteRequestId).toBe(
      first.json().quoteRequestId,
    );

    const board = (await api('GET', '/me/quote-board', b)).json() as BuyerQuoteBoard;
    const group = board.items.find((g) => g.groupId === r.groupId)!;
    expect(group.items).toHaveLength(2);
    // The group is the requirement's, named by its stone in the buyer's own words (not masked).
    expect(group.requirement).toEqual({ id: r.id, stone: 'Black Granite (with gold flecks)' });
    const [cheapItem, dearItem] = group.items;
    expect(cheapItem!.replies.map((x) => [x.revision, x.pricePaise, x.aboveTarget])).toEqual([
      [2, 12_800, false],
      [1, 13_000, false],
    ]);
    expect(cheapItem!.replies[1]!.message).not.toContain('9876543210');
    expect(dearItem!.replies[0]).toMatchObject({ pricePaise: 15_500, aboveTarget: true });

    const accepted = await api('POST', `/me/quote-replies/${cheapItem!.replies[0]!.id}/accept`, b, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = (await api('GET', '/me/quote-board', b)).json() as BuyerQuoteBoard;
    const items = after.items.find((g) => g.groupId === r.groupId)!.items;
    expect(items[0]!.order).not.toBeNull();
    expect(items[1]!.replies[0]!.status).toBe('not_chosen');
  });

  it('gives the last seat to exactly one of 20 manufacturers replying at the same moment', async () => {
    const b = await buyer(t.app);
    const makers = await Promise.all(Array.from({ length: 20 }, () => maker({ categoryId: black })));
    const r = await post(b);
    await t.app.deps.db.update(requirements).set({ replyCount: 9 }).where(eq(requirements.id, r.id));
    const results = await Promise.all(
      makers.map((m) => api('POST', `/vendor/requirements/${r.id}/replies`, m, replyBody(m.productId, 135))),
    );
    const codes = results.map((x) => x.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((x) => x.statusCode === 409)!.json().error.message).toContain('full');
    const made = await t.app.deps.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.requirementId, r.id));
    expect(made).toHaveLength(1);
    const [row] = await t.app.deps.db.select().from(requirements).where(eq(requirements.id, r.id));
    expect(row!.replyCount).toBe(10);
    const mine = (await api('GET', '/me/requirements', b))
      .json()
      .items.find((x: { id: number }) => x.id === r.id);
    expect(mine).toMatchObject({ status: 'full', seatsLeft: 0 });
  });

  it('takes one seat for two replies of the same manufacturer at the same moment: the other revises it', async () => {
    const b = await buyer(t.app);
    const m = await maker({ categoryId: black });
    const r = await post(b);
    const both = await Promise.all([
      api('POST', `/vendor/requirements/${r.id}/replies`, m, replyBody(m.productId, 131)),
      api('POST', `/vendor/requirements/${r.id}/replies`, m, replyBody(m.productId, 132)),
    ]);
    expect(both.map((x) => x.statusCode)).toEqual([201, 201]);
    expect(new Set(both.map((x) => x.json().quoteRequestId)).size).toBe(1);
    const [row] = await t.app.deps.db.select().from(requirements).where(eq(requirements.id, r.id));
    expect(row!.replyCount).toBe(1);
    const board = (await api('GET', '/me/quote-board', b)).json() as BuyerQuoteBoard;
    const item = board.items.find((g) => g.groupId === r.groupId)!.items;
    expect(item).toHaveLength(1);
    expect(item[0]!.replies.map((x) => x.revision)).toEqual([2, 1]);
  });

  it('refuses replies once expired, closed or hidden (409 naming why); admins hide with a reason', async () => {
    const b = await buyer(t.app);
    const other = await buyer(t.app);
    const a = await admin(t.app);
    const m = await maker({ categoryId: black });
    const expired = await post(b);
    await t.app.deps.db
      .update(requirements)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(requirements.id, expired.id));
    const late = await api(
      'POST',
      `/vendor/requirements/${expired.id}/replies`,
      m,
      replyBody(m.productId, 130),
    );
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().error.message).toContain('expired');
    expect((await visibleTo(m)).some((x) => x.id === expired.id)).toBe(false);

    const closed = await post(b);
    expect((await api('POST', `/me/requirements/${closed.id}/close`, other, {})).statusCode).toBe(404);
    const close = await api('POST', `/me/requirements/${closed.id}/close`, b, {});
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json().status).toBe('closed');
    const afterClose = await api(
      'POST',
      `/vendor/requirements/${closed.id}/replies`,
      m,
      replyBody(m.productId, 130),
    );
    expect(afterClose.statusCode).toBe(409);
    expect(afterClose.json().error.message).toContain('closed');

    const hidden = await post(b);
    expect((await api('POST', `/admin/requirements/${hidden.id}/hide`, a, {})).statusCode).toBe(400);
    const hide = await api('POST', `/admin/requirements/${hidden.id}/hide`, a, {
      reason: 'Duplicate of an earlier post',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toMatchObject({ status: 'hidden', hiddenReason: 'Duplicate of an earlier post' });
    const log = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'requirement.hide'), eq(activityLog.entityId, String(hidden.id))));
    expect(log).toHaveLength(1);
    const toHidden = await api(
      'POST',
      `/vendor/requirements/${hidden.id}/replies`,
      m,
      replyBody(m.productId, 130),
    );
    expect(toHidden.statusCode).toBe(409);
    expect(toHidden.json().error.message).toContain('hidden');
    expect((await visibleTo(m)).some((x) => x.id === hidden.id)).toBe(false);

    const listed = (await api('GET', '/me/requirements', b)).json().items as { id: number; status: string }[];
    expect(Object.fromEntries(listed.map((x) => [x.id, x.status]))).toMatchObject({
      [expired.id]: 'expired',
      [closed.id]: 'closed',
      [hidden.id]: 'hidden',
    });
    const adminList = await api('GET', '/admin/requirements?status=expired', a);
    expect(adminList.statusCode, adminList.body).toBe(200);
    expect(adminList.json().items.map((x: { id: number }) => x.id)).toContain(expired.id);
    expect((await api('GET', '/me/requirements', other)).json().items).toEqual([]);
  });

  it('holds the slabs a first reply offers (D33) for that reply', async () => {
    const b = await buyer(t.app);
    const m = await maker({ categoryId: black });
    const db = t.app.deps.db;
    const [lot] = await db
      .insert(lots)
      .values({
        productId: m.productId,
        vendorId: m.vendorId,
        blockNumber: `R${randomUUID().slice(0, 6)}`,
        lotNumber: 'L1',
        thicknessMm: 18,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      })
      .returning();
    const rows = await db
      .insert(slabs)
      .values(
        [1, 2, 3].map((sequence) => ({
          lotId: lot!.id,
          productId: m.productId,
          vendorId: m.vendorId,
          blockNumber: lot!.blockNumber,
          sequence,
          lengthMm: 3000,
          widthMm: 1800,
          grossSqftX100: sqftX100(3000, 1800),
          usableSqftX100: sqftX100(3000, 1800) - 150,
        })),
      )
      .returning({ id: slabs.id });
    const r = await post(b);
    const offered = [rows[0]!.id, rows[2]!.id];
    const res = await api('POST', `/vendor/requirements/${r.id}/replies`, m, {
      ...replyBody(m.productId, 130),
      slabIds: offered,
      billsOn: 'usable',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [reply] = await db
      .select({ id: quoteReplies.id })
      .from(quoteReplies)
      .where(eq(quoteReplies.quoteRequestId, res.json().quoteRequestId));
    const held = await db
      .select({ id: slabs.id, status: slabs.status, heldByReplyId: slabs.heldByReplyId })
      .from(slabs)
      .where(inArray(slabs.id, offered));
    expect(held).toHaveLength(2);
    for (const slab of held) expect(slab).toMatchObject({ status: 'held', heldByReplyId: reply!.id });
    const [left] = await db.select({ status: slabs.status }).from(slabs).where(eq(slabs.id, rows[1]!.id));
    expect(left!.status).toBe('available');
  });

  it('tells the buyer by bell and e-mail why the marketplace hid the requirement', async () => {
    const b = await buyer(t.app);
    const a = await admin(t.app);
    const r = await post(b);
    // The admin's text is shown as written (D30 masks what buyers and manufacturers write).
    const reason = 'Posted twice; call 98450 12345 for the other one';
    const hide = await api('POST', `/admin/requirements/${r.id}/hide`, a, { reason });
    expect(hide.statusCode, hide.body).toBe(200);
    const bell = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.userId), eq(notifications.kind, 'requirement_hidden')))
      .then((rows) => asRead(rows));
    expect(bell).toHaveLength(1);
    expect(bell[0]!.body).toContain(`Reason: ${reason}`);
    expect(bell[0]!.link).toBe('/dashboard?tab=requirements');
    const mail = await t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, b.email.toLowerCase()),
          eq(mailOutbox.template, 'notify_requirement_hidden'),
        ),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(bell[0]!.title);
    const mine = (await api('GET', '/me/requirements', b)).json().items as {
      id: number;
      hiddenReason: string | null;
    }[];
    expect(mine.find((x) => x.id === r.id)?.hiddenReason).toBe(reason);
    expect((await api('POST', `/admin/requirements/${r.id}/hide`, a, { reason })).statusCode).toBe(409);
    const again = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.userId), eq(notifications.kind, 'requirement_hidden')))
      .then((rows) => asRead(rows));
    expect(again).toHaveLength(1);
  });
});
