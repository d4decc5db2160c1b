// Rate limits: counters that hold under load, sign-in guessing slowed without a
// lockout, and TRUST_PROXY that cannot be fooled by a rotating X-Forwarded-For.
import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, rateLimit } from '../../db/schema';
import { buyer, call, nextIp, PASSWORD, signIn, uniqueEmail } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { consumeRateLimit } from './rate-limit';
import { ALERT_AT_FAILURES, delayFor, MAX_DELAY_SECONDS, recordSignIn } from './sign-in-guard';

const contact = (i: number) => ({
  name: 'Asha',
  email: `a${i}@example.com`,
  message: 'Kitchen slabs, please.',
});

describe('rate limits under load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it(`200 concurrent contact posts from one address: no 5xx, quick 429s with Retry-After, health stays fast (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const ip = nextIp();
    const started = Date.now();
    const posts = Array.from({ length: 200 }, (_, i) =>
      call(t.app, 'POST', '/api/v1/contact', { body: contact(i), ip }),
    );
    const healthStart = Date.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const healthMs = Date.now() - healthStart;
    const answers = await Promise.all(posts);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(health.statusCode).toBe(200);
    // Before: 6-8 s. The goal is under 1 s; 2 s leaves room for a machine shared with other test runs.
    expect(healthMs).toBeLessThan(2000);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('the first line answers refusals without touching the shared counter', async () => {
    const key = `test|first-line|${nextIp()}`;
    const rule = { window: 60, max: 3 };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => consumeRateLimit(t.app.deps.db, key, rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const [row] = await t.app.deps.db.select().from(rateLimit).where(eq(rateLimit.key, key));
    // Only the requests that could still be allowed were counted in the database.
    expect(row?.count).toBe(3);
  });
});

describe('sign-in guessing (finding 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('ten wrong passwords from anyone do not lock the owner out', async () => {
    const owner = await buyer(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t.app, owner.email, 'Wrong-Password-1', nextIp())).res.statusCode).toBe(401);
    }
    // Before: 429 for about 14 minutes, from every address. Now the owner signs in at once, even
    // from an address never used before.
    expect((await signIn(t.app, owner.email, PASSWORD, nextIp())).res.statusCode).toBe(200);
  });

  it('doubles the delay per failure, capped, and e-mails the owner once at many failures', async () => {
    expect([9, 10, 11, 12, 14, 30].map(delayFor)).toEqual([0, 1, 2, 4, 16, MAX_DELAY_SECONDS]);
    const owner = await buyer(t.app);
    const home = nextIp();
    expect((await signIn(t.app, owner.email, PASSWORD, home)).res.statusCode).toBe(200);
    // The failures of a long many-address guess, recorded without waiting out each delay.
    const deps = { db: t.app.deps.db, mail: t.app.deps.mail, publicUrl: t.config.publicUrl };
    for (let i = 1; i < ALERT_AT_FAILURES; i++) {
      await recordSignIn(deps, owner.email, nextIp(), {
        ok: false,
        owner: { email: owner.email, name: 'Asha' },
      });
    }
    const alerts = () =>
      t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'sign_in_failures'));
    expect(await alerts()).toEqual([]);
    // The next guess from a new address gets its one slot, fails, and the owner hears of it.
    expect((await signIn(t.app, owner.email, 'Wrong-Password-1', nextIp())).res.statusCode).toBe(401);
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ toAddress: owner.email.toLowerCase() });
    expect(sent[0]!.textBody).toMatch(/20 times/);
    // Another new address waits out the (capped) delay; the owner's known address does not wait.
    const held = await signIn(t.app, owner.email, PASSWORD, nextIp());
    expect(held.res.statusCode).toBe(429);
    expect(Number(held.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(held.res.headers['retry-after'])).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
    expect((await signIn(t.app, owner.email, PASSWORD, home)).res.statusCode).toBe(200);
    expect(await alerts()).toHaveLength(1);
  });

  it('never mails an address that has no account', async () => {
    const nobody = uniqueEmail('nobody');
    const deps = { db: t.app.deps.db, mail: t.app.deps.mail, publicUrl: t.config.publicUrl };
    for (let i = 1; i < ALERT_AT_FAILURES; i++)
      await recordSignIn(deps, nobody, nextIp(), { ok: false, owner: null });
    expect((await signIn(t.app, nobody, 'Wrong-Password-1', nextIp())).res.statusCode).toBe(401);
    const mails = await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, nobody));
    expect(mails).toEqual([]);
  });
});

describe('TRUST_PROXY=1 (finding 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { TRUST_PROXY: '1' });
  });
  afterAll(async () => t?.close());

  it('a client rotating X-Forwarded-For behind one proxy still meets the per-address sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await call(t.app, 'POST', '/api/auth/sign-in/email', {
        body: { email: uniqueEmail('rotate'), password: 'Wrong-Password-1' },
        ip: '10.0.0.2', // the load balancer
        // The client's invented entries, then the address the load balancer saw and appended.
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.${i + 1}, 192.0.2.77` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });
});

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

describe.skipIf(!redisUrl)(
  'counters in Redis when REDIS_URL is set (skipped: TEST_REDIS_URL and REDIS_URL unset)',
  () => {
    let a: TestApp;
    let b: TestApp;
    let redis: Redis;
    beforeAll(async () => {
      a = await createTestApp({}, { REDIS_URL: redisUrl! });
      b = await createTestApp({}, { REDIS_URL: redisUrl! });
      redis = new Redis(redisUrl!);
    });
    afterAll(async () => {
      await redis?.quit();
      await a?.close();
      await b?.close();
    });

    it('two instances share one Redis counter, and the database holds none of it', async () => {
      // Random, as Redis outlives this test run.
      const ip = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const app = i % 2 ? a.app : b.app;
        statuses.push((await call(app, 'POST', '/api/v1/contact', { body: contact(i), ip })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      // Each instance's first line stops its own extra requests; the shared count is the real one.
      expect(Number(await redis.get(`granite:rl:ip|contact|${ip}`))).toBeGreaterThanOrEqual(6);
      expect(await redis.pttl(`granite:rl:ip|contact|${ip}`)).toBeGreaterThan(0);
      const rows = await a.app.deps.db
        .select()
        .from(rateLimit)
        .where(like(rateLimit.key, `%${ip}%`));
      expect(rows).toEqual([]);
    });
  },
);

describe.skipIf(!redisUrl)('Redis going away (skipped: TEST_REDIS_URL and REDIS_URL unset)', () => {
  let server: ChildProcess;
  let t: TestApp;
  beforeAll(async () => {
    // A Redis of this test's own, so stopping it disturbs nobody else's.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const url = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i++) {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => {}); // refused until the server is up: expected while waiting
      const up = await probe.connect().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    t = await createTestApp({}, { REDIS_URL: url });
  });
  afterAll(async () => {
    server?.kill();
    await t?.close();
  });

  it('keeps answering (no 5xx) while Redis is down, counting in the process alone', async () => {
    const ip = nextIp();
    expect((await call(t.app, 'POST', '/api/v1/contact', { body: contact(0), ip })).statusCode).toBe(201);
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
    const statuses: number[] = [];
    for (let i = 1; i < 8; i++) {
      statuses.push((await call(t.app, 'POST', '/api/v1/contact', { body: contact(i), ip })).statusCode);
    }
    // The process's own count still holds the limit of 5.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429]);
    const owner = await buyer(t.app);
    expect((await signIn(t.app, owner.email, PASSWORD, nextIp())).res.statusCode).toBe(200);
  });
});
