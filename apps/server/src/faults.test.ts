// Faults a real site meets, against a PostgreSQL server of the test's own (started with
// initdb and pg_ctl, so restarting it disturbs nobody): a restart during a stream of quote
// submissions, and a pool exhausted by slow queries. They run in the PostgreSQL pass of `npm test`
// (TEST_DATABASE_URL set), where the server binaries are known to be installed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from './test/accounts';
import { createTestApp, onPostgres, type TestApp } from './test/app';
import { type DisposablePostgres, postgresBinDir, startDisposablePostgres } from './test/disposable-postgres';
import { seedMiniCatalogue } from './test/mini-catalogue';

const runs = onPostgres && postgresBinDir() !== null;

const form = {
  customerName: 'Meera Iyer',
  mobileNumber: '+91 98450 12345',
  quantitySqft: 1200,
  deliveryCity: 'Chennai',
  deliveryPin: '600001',
  materialQuality: 'Premium',
  productType: 'Slabs',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createDatabase(server: DisposablePostgres, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return server.url.replace(/\/postgres$/, `/${name}`);
}

describe.runIf(runs)('faults on a PostgreSQL server of our own', () => {
  let server: DisposablePostgres;
  beforeAll(async () => {
    server = await startDisposablePostgres();
  }, 120_000);
  afterAll(() => server?.destroy());

  describe('PostgreSQL restarted during a stream of quote submissions', () => {
    let t: TestApp;
    let productId: number;
    beforeAll(async () => {
      const url = await createDatabase(server, 'restart');
      t = await createTestApp({ databaseUrl: url, inMemoryDb: false });
      productId = (await seedMiniCatalogue(t.app.deps.db)).productIds[0]!;
    }, 120_000);
    // After the restart, closing the app does not always finish (in about half of the CI runs since
    // the catalogue's LISTEN connection came, ADR 010; the cause is not found yet). The server's own
    // shutdown gives the drain 10 s and then exits (main.ts); the test gives its close the same.
    afterAll(
      () => Promise.race([t?.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 10_000))]),
      30_000,
    );

    it('loses no accepted request, answers 503 with Retry-After while down, and is back within 5 s', async () => {
      type Outcome = { key: string; statuses: number[]; retryAfter: (string | undefined)[] };
      const outcomes: Outcome[] = [];
      let stopAt = 0;
      let restartedAt = 0;
      let firstSuccessAfterRestart = 0;

      // What a browser does: submit with an idempotency key; on 503 wait and send the same request again.
      async function submit(): Promise<void> {
        const key = randomUUID();
        const outcome: Outcome = { key, statuses: [], retryAfter: [] };
        outcomes.push(outcome);
        for (let attempt = 0; attempt < 60; attempt++) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/v1/quote-requests',
            remoteAddress: nextIp(),
            headers: { origin: t.config.publicUrl, 'idempotency-key': key },
            // D31: a signed-out request gives an e-mail address (each its own: mails per address are limited).
            payload: { ...form, productId, email: `meera.${key}@example.com` },
          });
          outcome.statuses.push(res.statusCode);
          outcome.retryAfter.push(res.headers['retry-after'] as string | undefined);
          // 201 created; 200 the same request replayed (an earlier attempt committed, then its answer was lost).
          if (res.statusCode === 201 || res.statusCode === 200) {
            if (restartedAt && !firstSuccessAfterRestart) firstSuccessAfterRestart = Date.now();
            return;
          }
          if (res.statusCode !== 503) return;
          await sleep(250);
        }
      }

      const stream = (async () => {
        const workers = Array.from({ length: 4 }, async () => {
          const until = Date.now() + 9_000;
          while (Date.now() < until) await submit();
        });
        await Promise.all(workers);
      })();

      await sleep(1_500);
      stopAt = Date.now();
      server.stop();
      await sleep(2_000);
      server.start();
      restartedAt = Date.now();
      await stream;

      const all = outcomes.flatMap((o) => o.statuses);
      // Nothing but created, replayed and "briefly unavailable"; never a 500.
      expect(
        all.every((s) => s === 201 || s === 200 || s === 503),
        all.join(','),
      ).toBe(true);
      expect(all.filter((s) => s === 503).length).toBeGreaterThan(0);
      for (const o of outcomes) {
        o.statuses.forEach((status, i) => {
          if (status === 503) expect(o.retryAfter[i]).toBe('5');
        });
      }
      // Every request ends created or replayed (its client retried), and each created exactly once.
      expect(outcomes.every((o) => [200, 201].includes(o.statuses.at(-1)!))).toBe(true);
      const stored = await t.app.deps.db.execute<{ key: string; n: number }>(
        sql`select idempotency_key as key, count(*)::int as n from quote_requests group by idempotency_key`,
      );
      // Anonymous keys are stored as 'a:<key>' (keys belong to their requester, finding 5).
      const byKey = new Map(stored.rows.map((r) => [r.key.replace(/^a:/, ''), r.n]));
      expect(byKey.size).toBe(outcomes.length);
      for (const o of outcomes) expect(byKey.get(o.key), `${o.key}: ${o.statuses.join(',')}`).toBe(1);
      expect(stopAt).toBeGreaterThan(0);
      expect(firstSuccessAfterRestart - restartedAt).toBeLessThan(5_000);
    }, 120_000);
  });

  describe('a pool exhausted by slow queries', () => {
    let t: TestApp;
    beforeAll(async () => {
      const url = await createDatabase(server, 'exhausted');
      t = await createTestApp({
        databaseUrl: url,
        inMemoryDb: false,
        dbPool: { max: 3, waitMs: 500, statementTimeoutMs: 30_000 },
      });
      await seedMiniCatalogue(t.app.deps.db);
    }, 120_000);
    afterAll(async () => t?.close());

    it('answers a fast 503 with Retry-After (health too, within a second), then recovers', async () => {
      // Drizzle queries start when awaited: Promise.resolve starts all three now.
      const slow = Array.from({ length: 3 }, () =>
        Promise.resolve(t.app.deps.db.execute(sql`select pg_sleep(4)`)),
      );
      await sleep(200);

      const started = Date.now();
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/products?search=zz-no-cache&sort=price-asc',
      });
      const listMs = Date.now() - started;
      expect(list.statusCode, list.body).toBe(503);
      expect(list.headers['retry-after']).toBe('5');
      expect(list.json().error.code).toBe('unavailable');
      expect(listMs).toBeLessThan(1_500);

      const healthStarted = Date.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(503);
      expect(Date.now() - healthStarted).toBeLessThan(1_000);

      await Promise.all(slow);
      const after = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(after.statusCode).toBe(200);
      const again = await t.app.inject({ method: 'GET', url: '/api/v1/products?search=zz-again' });
      expect(again.statusCode).toBe(200);
    }, 60_000);
  });
});
