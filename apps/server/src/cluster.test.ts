// WEB_CONCURRENCY (ADR 010, "Processes and pushes"): the server started as it is deployed, with two
// worker processes sharing one port on one PostgreSQL database. Both answer (two process ids in
// /api/v1/health); a slab hold made through one worker shows in the other's catalogue within a
// second while their poll of the change feed is set to ten minutes (the push did it); a worker that
// dies is replaced; SIGTERM drains them all. The data is set up by an app in this process on the
// same database (same AUTH_SECRET, so its sessions are the workers' too). PostgreSQL only: PGlite
// belongs to one process (config.test.ts checks the refusal).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { type Agent, Agent as HttpAgent, request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CreatedQuoteRequests, indiaDay, sqftX100 } from '@granite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, products, slabs } from './db/schema';
import { admin, buyer, call, manufacturer, nextIp } from './test/accounts';
import { createTestApp, onPostgres, type TestApp } from './test/app';
import { freePort } from './test/free-port';
import { seedMiniCatalogue } from './test/mini-catalogue';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_URL = 'http://localhost:3000';

let t: TestApp;
let child: ChildProcess;
let base: string;
let output = '';
let exited: Promise<number | null>;
const agents: Agent[] = [];

/** One request over `agent` (a kept-alive socket stays with the worker that accepted it). */
function get(
  agent: Agent,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          origin: PUBLIC_URL,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.setTimeout(3_000, () => req.destroy(new Error(`no answer to ${method} ${path} within 3 s`)));
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const pidOf = async (agent: Agent) =>
  ((await get(agent, 'GET', '/api/v1/health')).json as { pid: number }).pid;

/** A connection of its own, to the worker the primary hands it to. */
function connection(): Agent {
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!onPostgres)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  beforeAll(async () => {
    const secret = randomBytes(32).toString('base64url');
    t = await createTestApp({}, { AUTH_SECRET: secret, PUBLIC_URL });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SEED: 'none',
        WEB_CONCURRENCY: '2',
        CATALOG_POLL_MS: '600000',
        DATABASE_URL: t.database.url!,
        AUTH_SECRET: secret,
        PUBLIC_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: t.dataDir,
      },
    });
    child.stdout!.on('data', (d) => {
      output += d;
    });
    child.stderr!.on('data', (d) => {
      output += d;
    });
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    // The primary says so once both workers listen. Each worker starts from source through tsx, which
    // beside CI's other test passes can take most of a minute.
    const deadline = Date.now() + 150_000;
    while (!output.includes('in 2 worker processes') && child.exitCode === null && Date.now() < deadline)
      await sleep(200);
  }, 180_000);

  afterAll(async () => {
    for (const agent of agents) agent.destroy();
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await t?.close();
  });

  it('answers from two worker processes, not the primary', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 10 && pids.size < 2; i++) pids.add(await pidOf(connection()));
    expect(pids.size, output).toBe(2);
    expect(pids.has(child.pid!)).toBe(false);
  });

  it("shows a slab hold made through one worker in the other's catalogue within a second", async () => {
    const one = connection();
    let other = connection();
    for (let i = 0; i < 10 && (await pidOf(other)) === (await pidOf(one)); i++) other = connection();
    expect(await pidOf(other)).not.toBe(await pidOf(one));

    const db = t.app.deps.db;
    const { categoryIds } = await seedMiniCatalogue(db);
    const m = await manufacturer(t.app);
    const [product] = await db
      .insert(products)
      .values({
        name: `Clustered Galaxy ${randomUUID().slice(0, 6)}`,
        pricePaise: 9_000,
        vendorId: m.vendorId,
        categoryId: categoryIds.black,
      })
      .returning({ id: products.id });
    const productId = product!.id;
    const [lot] = await db
      .insert(lots)
      .values({
        productId,
        vendorId: m.vendorId,
        blockNumber: 'C1',
        lotNumber: 'L1',
        thicknessMm: 18,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      })
      .returning();
    const [slab] = await db
      .insert(slabs)
      .values(
        [1, 2].map((sequence) => ({
          lotId: lot!.id,
          productId,
          vendorId: m.vendorId,
          blockNumber: 'C1',
          sequence,
          lengthMm: 3000,
          widthMm: 1800,
          grossSqftX100: sqftX100(3000, 1800),
          usableSqftX100: sqftX100(3000, 1800) - 100,
        })),
      )
      .returning();
    const someone = await buyer(t.app);
    const asked = await call(t.app, 'POST', '/api/v1/quote-requests', {
      cookie: someone.cookie,
      ip: nextIp(),
      body: {
        customerName: 'Meera Iyer',
        mobileNumber: '9845012345',
        deliveryCity: 'Chennai',
        deliveryPin: '600001',
        materialQuality: 'Premium',
        productType: 'Slabs',
        productId,
        quantitySqft: 50,
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = (asked.json() as CreatedQuoteRequests).requests[0]!.id;
    const anAdmin = await admin(t.app);
    const forwarded = await call(t.app, 'POST', `/api/v1/admin/quote-requests/${requestId}/forward`, {
      cookie: anAdmin.cookie,
    });
    expect(forwarded.statusCode).toBe(200);

    type Item = { id: number; stock: { availableSlabs: number } | null };
    const slabsOn = async (agent: Agent) => {
      const res = await get(agent, 'GET', '/api/v1/products?sort=price-asc&pageSize=48');
      expect(res.status).toBe(200);
      return (res.json as { items: Item[] }).items.find((p) => p.id === productId)?.stock?.availableSlabs;
    };
    // Both workers have built their catalogue with the product's two available slabs.
    const seen = Date.now();
    while (((await slabsOn(one)) !== 2 || (await slabsOn(other)) !== 2) && Date.now() - seen < 5_000)
      await sleep(50);
    expect([await slabsOn(one), await slabsOn(other)]).toEqual([2, 2]);

    const replied = await get(
      one,
      'POST',
      `/api/v1/vendor/quote-requests/${requestId}/replies`,
      { cookie: m.cookie },
      {
        price: 125,
        gstRate: 18,
        freight: 10000,
        leadTimeDays: 10,
        validUntil: indiaDay(new Date(Date.now() + 10 * 86_400_000)),
        slabIds: [slab!.id],
      },
    );
    expect(replied.status, JSON.stringify(replied.json)).toBe(201);
    const start = Date.now();
    while ((await slabsOn(other)) !== 1 && Date.now() - start < 1_000) await sleep(20);
    expect(await slabsOn(other)).toBe(1);
    expect(Date.now() - start).toBeLessThan(1_000);
  });

  it('starts another worker when one dies', { timeout: 60_000 }, async () => {
    const victim = await pidOf(connection());
    process.kill(victim, 'SIGKILL');
    const pids = new Set<number>();
    const start = Date.now();
    // A new worker takes a few seconds to start (it builds its app as the first ones did).
    while (pids.size < 2 && Date.now() - start < 45_000) {
      const pid = await pidOf(connection()).catch(() => undefined);
      if (pid !== undefined && pid !== victim) pids.add(pid);
      await sleep(200);
    }
    expect(pids.size, output).toBe(2);
    expect(output).toContain('worker died; starting another');
    expect(output).toContain('worker started');
  });

  it('drains and exits cleanly on SIGTERM', async () => {
    for (const agent of agents) agent.destroy();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down: draining the workers');
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
  });
});
