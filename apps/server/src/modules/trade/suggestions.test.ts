// Suggestions beside a multi-manufacturer quote request (D16): same stone and product type, in stock
// (D32, product_stock), ranked by D27's median first reply (never slower than 72 h), and only
// manufacturers that can answer (D31), never one already chosen. Reasons carry the real figures.
import { randomUUID } from 'node:crypto';
import type { QuoteSuggestion } from '@granite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  categories,
  lots,
  products,
  quoteRequests,
  slabs,
  stoneVarieties,
  user,
  vendors,
} from '../../db/schema';
import { call, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { reasonFor, replyWithin } from './suggestions.service';

let t: TestApp;
let db: Database;
const ids: Record<string, number> = {};
const manufacturerIds: Record<string, number> = {};
let blackGalaxy: number;
let absoluteBlack: number;
let black: number;
let white: number;

type Owner = 'active' | 'suspended' | 'banned' | 'none';

async function manufacturer(
  name: string,
  options: { owner?: Owner; status?: 'active' | 'suspended'; deleted?: boolean } = {},
): Promise<number> {
  const owner = options.owner ?? 'active';
  let ownerUserId: string | null = null;
  if (owner !== 'none') {
    const [u] = await db
      .insert(user)
      .values({
        id: randomUUID(),
        name,
        email: `owner-${randomUUID()}@example.com`,
        emailVerified: true,
        status: owner === 'suspended' ? 'suspended' : 'active',
        banned: owner === 'banned',
      })
      .returning({ id: user.id });
    ownerUserId = u!.id;
  }
  const [v] = await db
    .insert(vendors)
    .values({
      businessName: name,
      ownerName: name,
      ownerUserId,
      email: `${randomUUID()}@example.com`,
      status: options.status ?? 'active',
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning({ id: vendors.id });
  manufacturerIds[name] = v!.id;
  return v!.id;
}

async function product(
  key: string,
  manufacturerId: number,
  fields: Partial<typeof products.$inferInsert> = {},
): Promise<number> {
  const [p] = await db
    .insert(products)
    .values({
      name: key,
      pricePaise: 15_000,
      vendorId: manufacturerId,
      categoryId: black,
      varietyId: blackGalaxy,
      productType: 'Slabs',
      availabilityStatus: 'Out of Stock',
      ...fields,
    })
    .returning({ id: products.id });
  ids[key] = p!.id;
  return p!.id;
}

/** A lot of `count` slabs of `usableX100` hundredths of a sq.ft each (product_stock follows by trigger). */
async function lot(
  productId: number,
  manufacturerId: number,
  count: number,
  usableX100: number,
  status = 'available',
) {
  const block = `B${productId}-${randomUUID().slice(0, 4)}`;
  const [l] = await db
    .insert(lots)
    .values({
      productId,
      vendorId: manufacturerId,
      blockNumber: block,
      thicknessMm: 18,
      finish: 'Polished',
      grade: 'First',
      yardCity: 'Hosur',
    })
    .returning({ id: lots.id });
  await db.insert(slabs).values(
    Array.from({ length: count }, (_, i) => ({
      lotId: l!.id,
      productId,
      vendorId: manufacturerId,
      blockNumber: block,
      sequence: i + 1,
      lengthMm: 3050,
      widthMm: 1980,
      grossSqftX100: usableX100,
      usableSqftX100: usableX100,
      status,
    })),
  );
}

/** Requests forwarded `daysAgo`, first answered after each of `replyHours` (null: not answered). */
async function history(manufacturerId: number, replyHours: (number | null)[], daysAgo = 10) {
  const forwardedAt = new Date(Date.now() - daysAgo * 86_400_000);
  await db.insert(quoteRequests).values(
    replyHours.map((h) => ({
      productName: 'Earlier request',
      vendorId: manufacturerId,
      vendorName: 'Earlier',
      customerName: 'Asha',
      mobileNumber: '9876543210',
      quantitySqft: 500,
      deliveryCity: 'Chennai',
      deliveryPin: '600001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      status: h === null ? 'forwarded' : 'responded',
      forwardedAt,
      respondedAt: h === null ? null : new Date(forwardedAt.getTime() + h * 3_600_000),
    })),
  );
}

const suggest = (productIds: string, ip = nextIp()) =>
  call(t.app, 'GET', `/api/v1/quote-requests/suggestions?productIds=${productIds}`, { ip });

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.deps.db;
  const [b, w] = await db
    .insert(categories)
    .values([{ name: 'Black Granite' }, { name: 'White Granite' }])
    .returning({ id: categories.id });
  black = b!.id;
  white = w!.id;
  const [bg, ab] = await db
    .insert(stoneVarieties)
    .values([
      { name: 'Black Galaxy', slug: 'black-galaxy' },
      { name: 'Absolute Black', slug: 'absolute-black' },
    ])
    .returning({ id: stoneVarieties.id });
  blackGalaxy = bg!.id;
  absoluteBlack = ab!.id;

  // The buyer's choice, and another Black Galaxy of the same manufacturer (already asked: never suggested).
  const chosen = await manufacturer('Chosen Granites');
  await product('chosen', chosen, { availabilityStatus: 'Available' });
  await lot(await product('chosen-other', chosen), chosen, 10, 6500);

  // Quick with history: 5 answered requests, median 2 h. 36 slabs of 65 sq.ft = 2,340 sq.ft.
  const fast = await manufacturer('Fast Stones');
  await lot(await product('fast', fast, { pricePaise: 14_500 }), fast, 36, 6500);
  await history(fast, [1, 2, 2, 3, 5]);
  // A smaller Black Galaxy of the same manufacturer: one suggestion per manufacturer, its best stock.
  await lot(await product('fast-small', fast), fast, 1, 6500);
  // Slower but within 72 h: median 10 h; sold without lots, listed Available.
  const steady = await manufacturer('Steady Exports');
  await product('steady', steady, { availabilityStatus: 'Available', productType: 'Both' });
  await history(steady, [10, 10, 10, 10, 10]);
  // No history yet (2 requests is below D27's 5): after those with history, most stock first.
  for (const [i, name] of ['New One', 'New Two', 'New Three', 'New Four'].entries()) {
    const v = await manufacturer(name);
    await lot(await product(`new-${i + 1}`, v), v, 4 - i, 6500);
    if (i === 0) await history(v, [1, 1]);
  }

  // Never suggested:
  const slow = await manufacturer('Slow Quarry'); // median 80 h (> 72 h)
  await lot(await product('slow', slow), slow, 50, 6500);
  await history(slow, [80, 80, 80, 80, 80]);
  const silent = await manufacturer('Silent Quarry'); // forwarded 5, answered none
  await lot(await product('silent', silent), silent, 50, 6500);
  await history(silent, [null, null, null, null, null], 5);
  const soldOut = await manufacturer('Sold Out Granites'); // its lots sold, and listed Available
  await lot(
    await product('sold-out', soldOut, { availabilityStatus: 'Available' }),
    soldOut,
    20,
    6500,
    'sold',
  );
  const noLots = await manufacturer('Out Of Stock Granites'); // no lots, not listed Available
  await product('no-lots', noLots, { availabilityStatus: 'Limited Stock' });
  for (const [name, options] of [
    ['Suspended Granites', { status: 'suspended' }],
    ['Ownerless Granites', { owner: 'none' }],
    ['Owner Suspended Granites', { owner: 'suspended' }],
    ['Owner Banned Granites', { owner: 'banned' }],
    ['Deleted Granites', { deleted: true }],
  ] as const) {
    const v = await manufacturer(name, options);
    await lot(await product(name, v), v, 50, 6500);
  }
  const other = await manufacturer('Other Stone Co'); // another variety, another type, a hidden product
  await lot(await product('absolute', other, { varietyId: absoluteBlack }), other, 50, 6500);
  await lot(await product('tiles', other, { productType: 'Tiles' }), other, 50, 6500);
  await lot(await product('hidden', other, { status: 'suspended' }), other, 50, 6500);

  // A product without a variety is matched by its category.
  const plain = await manufacturer('Plain White Co');
  await product('white-chosen', plain, {
    categoryId: white,
    varietyId: null,
    availabilityStatus: 'Available',
  });
  const whiteSeller = await manufacturer('White Yard');
  await lot(
    await product('white-stock', whiteSeller, { categoryId: white, varietyId: null }),
    whiteSeller,
    2,
    10_000,
  );
});
afterAll(async () => t?.close());

describe(`quote suggestions (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('suggests at most 5: in stock, quick repliers first, then those without history by stock', async () => {
    const res = await suggest(String(ids.chosen));
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as QuoteSuggestion[];
    expect(items.map((i) => i.productId)).toEqual([
      ids.fast,
      ids.steady,
      ids['new-1'],
      ids['new-2'],
      ids['new-3'],
    ]);
    const [fast, steady, fresh] = items;
    expect(fast).toMatchObject({
      manufacturerName: 'Fast Stones',
      productName: 'fast',
      pricePaise: 14_500,
      stone: 'Black Galaxy',
      availableSqft: 2340,
      medianReplyMinutes: 120,
      reason: 'Has 2,340 sq.ft of Black Galaxy in stock · usually replies within 2 hours',
    });
    expect(steady).toMatchObject({
      availableSqft: null,
      medianReplyMinutes: 600,
      productType: 'Both',
      reason: 'Lists Black Galaxy as available · usually replies within 10 hours',
    });
    // Two requests are not yet D27's figures: no reply time is claimed.
    expect(fresh).toMatchObject({
      medianReplyMinutes: null,
      reason: 'Has 260 sq.ft of Black Galaxy in stock',
    });
  });

  it('never suggests a manufacturer that cannot answer, is slow, has no stock or is already chosen', async () => {
    const res = await suggest(`${ids.chosen},${ids['new-1']}`);
    const names = (res.json().items as QuoteSuggestion[]).map((i) => i.manufacturerName);
    expect(names).toEqual(['Fast Stones', 'Steady Exports', 'New Two', 'New Three', 'New Four']);
    for (const never of [
      'Chosen Granites',
      'New One',
      'Slow Quarry',
      'Silent Quarry',
      'Sold Out Granites',
      'Out Of Stock Granites',
      'Suspended Granites',
      'Ownerless Granites',
      'Owner Suspended Granites',
      'Owner Banned Granites',
      'Deleted Granites',
      'Other Stone Co',
    ]) {
      expect(names).not.toContain(never);
    }
  });

  it('matches the category when the chosen product names no variety', async () => {
    const items = (await suggest(String(ids['white-chosen']))).json().items as QuoteSuggestion[];
    expect(items).toEqual([
      expect.objectContaining({
        productId: ids['white-stock'],
        stone: 'White Granite',
        reason: 'Has 200 sq.ft of White Granite in stock',
      }),
    ]);
  });

  it('leaves room only for what the request can still take (10 products in all)', async () => {
    const seven = [
      ids.chosen,
      ids.absolute,
      ids.tiles,
      ids.slow,
      ids.silent,
      ids['sold-out'],
      ids['no-lots'],
    ];
    const items = (await suggest(seven.join(','))).json().items as QuoteSuggestion[];
    expect(items).toHaveLength(3);
    const ten = [...seven, ids['new-1'], ids['new-2'], ids['new-3']];
    expect((await suggest(ten.join(','))).json().items).toEqual([]);
  });

  it('answers an unknown product with no suggestions, and bad input with a 400 naming productIds', async () => {
    expect((await suggest('999999')).json()).toEqual({ items: [] });
    for (const bad of ['', 'abc', '1,,2', '0', Array.from({ length: 11 }, (_, i) => i + 1).join(',')]) {
      const res = await suggest(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), bad).toContain('productIds');
    }
    const none = await call(t.app, 'GET', '/api/v1/quote-requests/suggestions', { ip: nextIp() });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toHaveProperty('productIds');
  });

  it('is rate limited per client', async () => {
    const ip = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await suggest(String(ids.chosen), ip)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe('reasons', () => {
  it('round reply times up and say stock in Indian grouping', () => {
    expect(replyWithin(20)).toBe('within an hour');
    expect(replyWithin(61)).toBe('within 2 hours');
    expect(replyWithin(23 * 60 + 1)).toBe('within a day');
    expect(replyWithin(50 * 60)).toBe('within 3 days');
    expect(reasonFor({ stone: 'Kashmir White', availableSqftX100: 12_345_678 }, null)).toBe(
      'Has 1,23,456 sq.ft of Kashmir White in stock',
    );
    expect(reasonFor({ stone: 'Kashmir White', availableSqftX100: 50 }, 30)).toBe(
      'Has under 1 sq.ft of Kashmir White in stock · usually replies within an hour',
    );
  });
});
