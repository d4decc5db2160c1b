import { normaliseSearchUrl, SAVED_SEARCH_LIMIT, type SavedSearch } from '@granite/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobRuns,
  lots,
  mailOutbox,
  notifications,
  priceDrops,
  products,
  savedSearches,
  slabs,
} from '../../db/schema';
import { buyer, call } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { JOBS, runJob } from '../jobs/jobs.service';
import { listUnsubscribeHeaders } from '../mail/list-unsubscribe';
import { ALERT_LIMITS, runSavedSearchAlerts } from './alerts.service';

let t: TestApp;
let cat: Awaited<ReturnType<typeof seedMiniCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  cat = await seedMiniCatalogue(t.app.deps.db);
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie, body });
/** A run as the job does it, without waiting for rows to settle (the test's writes are committed). */
const run = (now: Date) => runSavedSearchAlerts(t.app.deps, now, { ...ALERT_LIMITS, settleMs: 0 });
const later = (ms: number) => new Date(Date.now() + ms);

async function save(cookie: string, body: Record<string, unknown>) {
  const res = await api('POST', '/me/saved-searches', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SavedSearch;
}

const bellOf = (userId: string) =>
  t.app.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'saved_search')))
    .orderBy(desc(notifications.id))
    .then((rows) => asRead(rows));
const mailsTo = (email: string) =>
  t.app.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email.toLowerCase()), eq(mailOutbox.template, 'notify_saved_search')))
    .orderBy(desc(mailOutbox.id));

let counter = 0;
async function addProduct(fields: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.app.deps.db
    .insert(products)
    .values({
      name: `Alert Test Granite ${++counter}`,
      pricePaise: 25_000,
      vendorId: cat.vendorIds.ongole,
      categoryId: cat.categoryIds.black,
      materialQuality: 'Premium',
      ...fields,
    })
    .returning();
  return row!;
}

describe(`saved search addresses (D41)`, () => {
  it('keeps the filters in a fixed order, drops presentation, and refuses what the catalogue refuses', () => {
    const a = normaliseSearchUrl(
      '/products?quality=Premium,Export%20Quality&sort=price-asc&page=3&view=list',
    );
    expect(a).toMatchObject({ ok: true, url: '/products?quality=Export+Quality%2CPremium' });
    const b = normaliseSearchUrl('/category/4?finish=Polished&minPrice=100');
    expect(b).toMatchObject({ ok: true, url: '/category/4?finish=Polished&minPrice=100' });
    const c = normaliseSearchUrl('/products?minPrice=100&finish=Polished&category=4');
    expect(b.ok && c.ok && b.key === c.key).toBe(true);
    expect(normaliseSearchUrl('/products?colour=red').ok).toBe(false);
    expect(normaliseSearchUrl('/vendor/dashboard').ok).toBe(false);
    expect(normaliseSearchUrl('https://evil.example/products').ok).toBe(false);
  });
});

describe(`saved searches and alerts (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('signed out: 401 for every saved-search operation', async () => {
    expect((await api('GET', '/me/saved-searches')).statusCode).toBe(401);
    expect(
      (await api('POST', '/me/saved-searches', undefined, { name: 'x', url: '/products' })).statusCode,
    ).toBe(401);
    expect((await api('PUT', '/me/saved-searches/1', undefined, { frequency: 'none' })).statusCode).toBe(401);
    expect((await api('DELETE', '/me/saved-searches/1')).statusCode).toBe(401);
  });

  it('saves, lists, changes and deletes; bad addresses are 400 naming url; another buyer gets 404', async () => {
    const b = await buyer(t.app);
    const other = await buyer(t.app);
    const saved = await save(b.cookie, {
      name: 'Premium black',
      url: `/products?quality=Premium&category=${cat.categoryIds.black}&sort=name-asc`,
      frequency: 'weekly',
      priceDrops: false,
    });
    expect(saved).toMatchObject({
      name: 'Premium black',
      url: `/products?category=${cat.categoryIds.black}&quality=Premium`,
      frequency: 'weekly',
      priceDrops: false,
      lastAlertAt: null,
    });
    for (const url of ['/vendor/orders', '/products?quality=Gold', 'javascript:alert(1)']) {
      const bad = await api('POST', '/me/saved-searches', b.cookie, { name: 'Bad', url });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('url');
    }
    const noName = await api('POST', '/me/saved-searches', b.cookie, { name: ' ', url: '/products' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toHaveProperty('name');
    const tooLong = await api('POST', '/me/saved-searches', b.cookie, {
      name: 'x'.repeat(81),
      url: '/products',
    });
    expect(tooLong.statusCode).toBe(400);

    const list = await api('GET', '/me/saved-searches', b.cookie);
    expect(list.json()).toMatchObject({ items: [{ id: saved.id }], limit: SAVED_SEARCH_LIMIT });
    expect((await api('GET', '/me/saved-searches', other.cookie)).json().items).toEqual([]);

    expect(
      (await api('PUT', `/me/saved-searches/${saved.id}`, other.cookie, { frequency: 'none' })).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/me/saved-searches/${saved.id}`, other.cookie)).statusCode).toBe(404);
    const changed = await api('PUT', `/me/saved-searches/${saved.id}`, b.cookie, {
      frequency: 'daily',
      priceDrops: true,
    });
    expect(changed.json()).toMatchObject({ frequency: 'daily', priceDrops: true, name: 'Premium black' });
    expect((await api('DELETE', `/me/saved-searches/${saved.id}`, b.cookie)).statusCode).toBe(204);
    expect((await api('GET', '/me/saved-searches', b.cookie)).json().items).toEqual([]);
  });

  it('the same search twice and the 21st search are 409, decided by the database at the same moment', async () => {
    const b = await buyer(t.app);
    // The same address written differently, five times at once: one is saved.
    const same = await Promise.all(
      [
        '/products?finish=Polished&quality=Premium',
        '/products?quality=Premium&finish=Polished',
        '/products?finish=Polished&quality=Premium&page=2',
        '/products?quality=Premium&finish=Polished&view=list',
        '/products?finish=Polished&quality=Premium&sort=name-asc',
      ].map((url) => api('POST', '/me/saved-searches', b.cookie, { name: 'Polished premium', url })),
    );
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    // 25 different ones at once: the limit leaves exactly 20.
    const many = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        api('POST', '/me/saved-searches', b.cookie, {
          name: `Up to ₹${i + 10}`,
          url: `/products?maxPrice=${i + 10}`,
        }),
      ),
    );
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(SAVED_SEARCH_LIMIT - 1);
    expect(many.filter((r) => r.statusCode === 409)).toHaveLength(25 - (SAVED_SEARCH_LIMIT - 1));
    expect((await api('GET', '/me/saved-searches', b.cookie)).json().items).toHaveLength(SAVED_SEARCH_LIMIT);
  });

  it('a new matching product alerts once (bell and e-mail with its link and unsubscribe headers); a non-matching one does not', async () => {
    const b = await buyer(t.app, { name: 'Meera Iyer' });
    const s = await save(b.cookie, {
      name: 'Export quality black',
      url: `/category/${cat.categoryIds.black}?quality=Export%20Quality`,
      frequency: 'immediately',
    });
    await addProduct({ materialQuality: 'Premium', name: 'Alert Premium Not Wanted' });
    await run(later(HOUR));
    expect(await bellOf(b.userId)).toHaveLength(0);

    const p = await addProduct({ materialQuality: 'Export Quality', name: 'Alert Export Black' });
    await addProduct({
      materialQuality: 'Export Quality',
      categoryId: cat.categoryIds.white,
      name: 'Alert Export White',
    });
    await run(later(2 * HOUR));
    const bell = await bellOf(b.userId);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ title: 'Export quality black: 1 new product', link: s.url });
    expect(bell[0]!.emailedAt).not.toBeNull();
    const mails = await mailsTo(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Alert Export Black');
    expect(mails[0]!.textBody).not.toContain('Alert Export White');
    expect(mails[0]!.textBody).toContain(`/product/${p.id}`);
    const headers = listUnsubscribeHeaders(mails[0]!, {
      from: 'Granite <alerts@granite.example>',
      smtpConfigured: true,
    });
    expect(headers['List-Unsubscribe']).toMatch(/\/saved-searches\/unsubscribe\?token=/);

    // The second run has nothing new: nothing is sent.
    await run(later(3 * HOUR));
    expect(await bellOf(b.userId)).toHaveLength(1);
    expect(await mailsTo(b.email)).toHaveLength(1);
    const [row] = await t.app.deps.db.select().from(savedSearches).where(eq(savedSearches.id, s.id));
    expect(row!.lastAlertAt).not.toBeNull();
  });

  it('two runs at the same moment send one alert: the search is claimed by a conditional update', async () => {
    const b = await buyer(t.app);
    await save(b.cookie, { name: 'Brushed', url: '/products?finish=Brushed', frequency: 'immediately' });
    await addProduct({ finishType: 'Brushed', name: 'Alert Brushed Race' });
    const sent = await Promise.all([run(later(HOUR)), run(later(HOUR))]);
    expect(await bellOf(b.userId)).toHaveLength(1);
    expect(await mailsTo(b.email)).toHaveLength(1);
    expect(sent.reduce((a, n) => a + n, 0)).toBeGreaterThanOrEqual(1);
  });

  it('a new lot with available slabs alerts searches its product matches', async () => {
    const b = await buyer(t.app);
    const p = await addProduct({ materialQuality: 'Semi-Premium', name: 'Alert Lot Stone' });
    await save(b.cookie, {
      name: 'Semi-Premium',
      url: '/products?quality=Semi-Premium',
      frequency: 'immediately',
    });
    const [lot] = await t.app.deps.db
      .insert(lots)
      .values({
        productId: p.id,
        vendorId: p.vendorId,
        blockNumber: `B-A${counter}`,
        thicknessMm: 18,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      })
      .returning();
    await t.app.deps.db.insert(slabs).values(
      [1, 2].map((sequence) => ({
        lotId: lot!.id,
        productId: p.id,
        vendorId: p.vendorId,
        blockNumber: lot!.blockNumber,
        sequence,
        lengthMm: 3000,
        widthMm: 1800,
        grossSqftX100: 5812,
        usableSqftX100: 5600,
      })),
    );
    await run(later(HOUR));
    const [note] = await bellOf(b.userId);
    expect(note?.title).toBe('Semi-Premium: 1 new lot');
    expect(note?.body).toContain('2 slabs, 18 mm, grade First');
  });

  it('a price drop alerts searches with price drops on, not those with them off', async () => {
    const p = await addProduct({
      materialQuality: 'Commercial',
      name: 'Alert Price Stone',
      pricePaise: 40_000,
    });
    const on = await buyer(t.app);
    const off = await buyer(t.app);
    await save(on.cookie, {
      name: 'Commercial',
      url: '/products?quality=Commercial',
      frequency: 'immediately',
    });
    await save(off.cookie, {
      name: 'Commercial',
      url: '/products?quality=Commercial',
      frequency: 'immediately',
      priceDrops: false,
    });
    await t.app.deps.db.update(products).set({ pricePaise: 35_000 }).where(eq(products.id, p.id));
    const drops = await t.app.deps.db.select().from(priceDrops).where(eq(priceDrops.productId, p.id));
    expect(drops).toHaveLength(1);
    await run(later(HOUR));
    const [note] = await bellOf(on.userId);
    expect(note?.title).toBe('Commercial: 1 price drop');
    expect(note?.body).toContain('₹400 → ₹350/sq.ft');
    expect(await bellOf(off.userId)).toHaveLength(0);
  });

  it('daily waits a day, none never sends; turning alerts back on starts from then', async () => {
    const daily = await buyer(t.app);
    const none = await buyer(t.app);
    await save(daily.cookie, { name: 'Leathered', url: '/products?finish=Leathered', frequency: 'daily' });
    const stopped = await save(none.cookie, {
      name: 'Leathered',
      url: '/products?finish=Leathered',
      frequency: 'none',
    });
    await addProduct({ finishType: 'Leathered', name: 'Alert Leathered' });
    await run(later(HOUR));
    expect(await bellOf(daily.userId)).toHaveLength(0);
    await run(later(25 * HOUR));
    expect(await bellOf(daily.userId)).toHaveLength(1);
    expect(await bellOf(none.userId)).toHaveLength(0);
    await api('PUT', `/me/saved-searches/${stopped.id}`, none.cookie, { frequency: 'immediately' });
    await run(later(26 * HOUR));
    expect(await bellOf(none.userId)).toHaveLength(0);
  });

  it('the unsubscribe link shows the search, then stops only that alert (page button and RFC 8058 one-click)', async () => {
    const b = await buyer(t.app);
    const s1 = await save(b.cookie, {
      name: 'Flamed',
      url: '/products?finish=Flamed',
      frequency: 'immediately',
    });
    const s2 = await save(b.cookie, {
      name: 'Honed',
      url: '/products?finish=Honed',
      frequency: 'immediately',
    });
    await addProduct({ finishType: 'Flamed', name: 'Alert Flamed' });
    await addProduct({ finishType: 'Honed', name: 'Alert Honed' });
    await run(later(HOUR));
    const mails = await mailsTo(b.email);
    expect(mails).toHaveLength(2);
    const tokenOf = (name: string) => {
      const m = mails.find((x) => x.subject.startsWith(name))!;
      return /saved-searches\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(m.textBody)![1]!;
    };
    const flamed = tokenOf('Flamed');
    const preview = await call(t.app, 'GET', `/api/v1/saved-searches/unsubscribe?token=${flamed}`);
    expect(preview.json()).toEqual({ name: 'Flamed', frequency: 'immediately' });
    const stop = await call(t.app, 'POST', `/api/v1/saved-searches/unsubscribe?token=${flamed}`, {
      body: {},
    });
    expect(stop.json()).toEqual({ name: 'Flamed', frequency: 'none' });
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/saved-searches/unsubscribe?token=${tokenOf('Honed')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const rows = await t.app.deps.db.select().from(savedSearches).where(eq(savedSearches.userId, b.userId));
    expect(rows.map((r) => r.frequency)).toEqual(['none', 'none']);
    expect(rows.every((r) => !r.unsubscribeTokenHash.includes(flamed))).toBe(true);
    expect(
      (await call(t.app, 'GET', '/api/v1/saved-searches/unsubscribe?token=not-a-real-token-at-all'))
        .statusCode,
    ).toBe(404);
    // Stopped: new matches send nothing.
    await addProduct({ finishType: 'Flamed', name: 'Alert Flamed Again' });
    await run(later(2 * HOUR));
    expect(await mailsTo(b.email)).toHaveLength(2);
    expect([s1.id, s2.id]).toHaveLength(2);
  });

  it('is registered with the jobs module: runs under its lock, every five minutes, and prunes price drops older than 30 days', async () => {
    const job = JOBS.find((j) => j.name === 'saved-search-alerts')!;
    expect(job.everyMs).toBe(5 * 60_000);
    await t.app.deps.db.delete(jobRuns).where(eq(jobRuns.name, job.name));
    const p = await addProduct({ name: 'Alert Old Drop' });
    await t.app.deps.db.insert(priceDrops).values({
      productId: p.id,
      oldPricePaise: 30_000,
      newPricePaise: 25_000,
      createdAt: new Date(Date.now() - 31 * 24 * HOUR),
    });
    const first = await runJob(t.app.deps, job, later(HOUR));
    expect(first.ran).toBe(true);
    expect((await runJob(t.app.deps, job, later(HOUR + 60_000))).ran).toBe(false);
    const left = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(priceDrops)
      .where(eq(priceDrops.productId, p.id));
    expect(Number(left[0]!.n)).toBe(0);
  });
});
