// Field data (phones first): the endpoint takes a visitor's LCP, INP and CLS, refuses what is not a
// believable report, stores nothing from bots, limits one address, and admins read the 75th percentiles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webVitals } from '../../db/schema';
import { admin, buyer, call, nextIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { runDueJobs } from '../jobs/jobs.service';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const send = (body: unknown, ip = nextIp(), ua = PHONE_UA) =>
  call(t.app, 'POST', '/api/v1/vitals', { body, ip, headers: { 'user-agent': ua } });

describe('POST /vitals', () => {
  it('refuses a body over 2 KB, unknown metrics and pages, and values out of range, naming the field', async () => {
    const big = await send({ page: 'home', metrics: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(2100) });
    expect(big.statusCode).toBe(413);
    const cases: [unknown, string][] = [
      [{ page: 'home', metrics: [{ name: 'FID', value: 10 }] }, 'metrics.0.name'],
      [{ page: 'admin', metrics: [{ name: 'LCP', value: 10 }] }, 'page'],
      [{ page: 'home', metrics: [{ name: 'LCP', value: -1 }] }, 'metrics.0.value'],
      [{ page: 'home', metrics: [{ name: 'CLS', value: 50 }] }, 'metrics.0.value'],
      [{ page: 'home', metrics: [] }, 'metrics'],
      [
        {
          page: 'home',
          metrics: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        },
        'metrics',
      ],
      [{ page: 'home', metrics: [{ name: 'LCP', value: 1 }], url: 'https://x' }, 'url'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json().error.fields ?? res.json().error), JSON.stringify(body)).toContain(
        field,
      );
    }
    expect(await t.app.deps.db.select().from(webVitals)).toHaveLength(0);
  });

  it('stores a phone’s figures, nothing from a bot, and at most 10 reports a minute from one address', async () => {
    const bot = await send(
      { page: 'home', metrics: [{ name: 'LCP', value: 900 }] },
      nextIp(),
      'Googlebot/2.1',
    );
    expect(bot.statusCode).toBe(204);
    expect(await t.app.deps.db.select().from(webVitals)).toHaveLength(0);

    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const ok = await send({ page: 'home', metrics: [{ name: 'LCP', value: 1000 + i }] }, ip);
      expect(ok.statusCode).toBe(204);
    }
    const eleventh = await send({ page: 'home', metrics: [{ name: 'LCP', value: 5000 }] }, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(await t.app.deps.db.select().from(webVitals)).toHaveLength(10);
    // Another address is not held back by the first.
    expect((await send({ page: 'home', metrics: [{ name: 'CLS', value: 0.01 }] })).statusCode).toBe(204);
    await t.app.deps.db.delete(webVitals);
  });
});

describe('GET /admin/vitals', () => {
  it('shows admins the 75th percentile per page type for the last 7 and 28 days; buyers are refused', async () => {
    // Four phones on product pages today, one on the home page 20 days ago.
    for (const [lcp, inp, cls] of [
      [1000, 50, 0],
      [2000, 100, 0.1],
      [3000, 150, 0.2],
      [4000, 200, 0.3],
    ] as const) {
      const res = await send({
        page: 'product',
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'INP', value: inp },
          { name: 'CLS', value: cls },
        ],
      });
      expect(res.statusCode).toBe(204);
    }
    await t.app.deps.db.insert(webVitals).values({
      pageType: 'home',
      metric: 'LCP',
      value: 2600,
      createdAt: new Date(Date.now() - 20 * 86_400_000),
    });

    const a = await admin(t.app);
    const week = (await call(t.app, 'GET', '/api/v1/admin/vitals?days=7', { cookie: a.cookie })).json();
    const product = week.rows.find((r: { page: string }) => r.page === 'product');
    // percentile_cont(0.75) of 1000, 2000, 3000, 4000 = 3250.
    expect(product).toEqual({ page: 'product', lcpMs: 3250, inpMs: 163, cls: 0.225, samples: 12 });
    expect(week.rows.find((r: { page: string }) => r.page === 'home')).toMatchObject({
      lcpMs: null,
      samples: 0,
    });
    const month = (await call(t.app, 'GET', '/api/v1/admin/vitals?days=28', { cookie: a.cookie })).json();
    expect(month.rows.find((r: { page: string }) => r.page === 'home')).toMatchObject({
      lcpMs: 2600,
      samples: 1,
    });
    expect((await call(t.app, 'GET', '/api/v1/admin/vitals?days=30', { cookie: a.cookie })).statusCode).toBe(
      400,
    );

    const b = await buyer(t.app);
    expect((await call(t.app, 'GET', '/api/v1/admin/vitals', { cookie: b.cookie })).statusCode).toBe(403);
  });

  it('prunes figures older than 28 days in the daily job', async () => {
    await t.app.deps.db.insert(webVitals).values({
      pageType: 'search',
      metric: 'INP',
      value: 80,
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const outcomes = await runDueJobs(t.app.deps, new Date());
    expect(outcomes.find((o) => o.job === 'prune-web-vitals')).toMatchObject({ ran: true, handled: 1 });
    const left = await t.app.deps.db.select().from(webVitals);
    expect(left.some((r) => r.pageType === 'search')).toBe(false);
    expect(left.some((r) => r.pageType === 'home')).toBe(true);
  });
});
