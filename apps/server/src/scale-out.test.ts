// docs/architecture.md, Growing past one machine: two server instances against one database, driven over
// real HTTP like a load balancer would, must agree on sessions, rate limits, content and catalogue.
// On PostgreSQL (TEST_DATABASE_URL) each instance opens its own connection pool to the one database,
// as two processes would. On PGlite (in memory, one connection) the instances share the one handle:
// the test then proves the app-level logic (no per-instance state) but not the database's part.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { CONTENT_DEFAULTS } from './modules/content/content.defaults';
import { createTestDatabase, onPostgres, type TestDatabase } from './test/app';

const ADMIN_EMAIL = 'scale-admin@example.com';
const ADMIN_PASSWORD = 'Granite-Slab-2024';
/** How long another instance may serve a stale cache: the version re-read interval plus slack. */
const PROPAGATION_MS = 2_000;

/** One instance as a client sees it: an address, and a cookie jar per caller. */
type Server = { name: string; app: FastifyInstance; url: string };

let a: Server;
let b: Server;
let config: Config;
let dataDir: string;
let database: TestDatabase;
let shared: DatabaseHandle | undefined;
/** Writes "by hand", as psql or a third process would: its own connection on PostgreSQL. */
let handWrite: (statement: string) => Promise<void>;
let handClient: pg.Client | undefined;

async function start(name: string): Promise<Server> {
  const app = await buildApp(config, shared ? { database: shared } : {});
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { name, app, url: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'granite-scale-'));
  config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SEED: 'none',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      // Behind a load balancer every instance has the same secret, public URL and admin settings.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The client address comes from X-Forwarded-For (one proxy: the test), so each test below is its own client.
      TRUST_PROXY: '1',
      PUBLIC_URL: 'http://localhost:3000',
    }),
    databaseUrl: database.url,
    inMemoryDb: !database.url,
    webDist: join(dataDir, 'no-web'),
  };
  if (!database.url) shared = await openDatabase(config, console);
  // One after the other, as a rolling start would (the second finds the migrations and admin done).
  a = await start('A');
  b = await start('B');
  if (database.url) {
    handClient = new pg.Client({ connectionString: database.url });
    await handClient.connect();
    handWrite = async (statement) => void (await handClient!.query(statement));
  } else {
    handWrite = async (statement) => void (await shared!.db.execute(sql.raw(statement)));
  }
});

afterAll(async () => {
  await handClient?.end();
  await Promise.allSettled([a?.app.close(), b?.app.close()]);
  await shared?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let ipCounter = 1;
const nextIp = () => `10.77.${ipCounter >> 8}.${ipCounter++ & 255}`;

/** A browser-like client: one address, its cookies, and the Origin better-auth checks. */
function client() {
  const ip = nextIp();
  const jar = new Map<string, string>();
  return {
    ip,
    async fetch(server: Server, method: string, path: string, body?: unknown): Promise<Response> {
      const headers: Record<string, string> = { origin: config.publicUrl, 'x-forwarded-for': ip };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attributes.some((x) => /^\s*max-age=0\s*$/i.test(x)) || value === '';
        if (expired) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    },
    /** The cookies as they are now, to replay them elsewhere (a second tab, a stolen copy). */
    cookies: () => new Map(jar),
    restore(cookies: Map<string, string>) {
      jar.clear();
      for (const [k, v] of cookies) jar.set(k, v);
    },
  };
}

async function signIn(c: ReturnType<typeof client>, server: Server, email = ADMIN_EMAIL) {
  const res = await c.fetch(server, 'POST', '/api/auth/sign-in/email', { email, password: ADMIN_PASSWORD });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Polls `read` until `done` holds or the deadline passes; returns the last value and the time taken. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < PROPAGATION_MS) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return { value, ms: Date.now() - started };
}

describe(`two server instances, one database (${
  onPostgres ? 'PostgreSQL, a connection pool each' : 'PGlite, one shared handle: app-level logic only'
})`, () => {
  it('run on different ports and both answer', async () => {
    expect(a.url).not.toBe(b.url);
    for (const server of [a, b]) expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
  });

  it('share sessions: signed in through A, accepted by B; signed out through B, refused by A', async () => {
    const c = client();
    await signIn(c, a);
    const cookies = c.cookies();
    for (const server of [a, b]) {
      const me = await c.fetch(server, 'GET', '/api/v1/me');
      expect(me.status, server.name).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email, server.name).toBe(ADMIN_EMAIL);
    }
    const out = await c.fetch(b, 'POST', '/api/auth/sign-out', {});
    expect(out.status, await out.clone().text()).toBe(200);
    // The same cookie replayed (another tab, a copy) is dead on both instances.
    c.restore(cookies);
    for (const server of [a, b])
      expect((await c.fetch(server, 'GET', '/api/v1/me')).status, server.name).toBe(401);
  });

  it("share better-auth's per-address sign-in limit: 10 attempts split over A and B, the 11th is 429", async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A new unknown address each time, so only the per-client-address counter grows.
      const res = await c.fetch(i % 2 ? b : a, 'POST', '/api/auth/sign-in/email', {
        email: `nobody${i}.${c.ip}@example.com`,
        password: 'Wrong-Password-1',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // The other instance refuses this client too.
    const other = await c.fetch(a, 'POST', '/api/auth/sign-in/email', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(other.status).toBe(429);
  });

  it('share the per-account failure count: wrong passwords through A and B add up, then unknown addresses wait', async () => {
    // Sequential: a failure is counted after its password check (no lockout, a delay).
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await client().fetch(i % 2 ? a : b, 'POST', '/api/auth/sign-in/email', {
        email: 'target@example.com',
        password: 'Wrong-Password-1',
      });
      statuses.push(res.status);
    }
    // Ten free failures and one slot after them (1 s), then the next address waits its 2 s.
    expect(statuses).toEqual([...Array(11).fill(401), 429]);
  });

  it('share content: a hero saved through A is served by B within about a second', async () => {
    const admin = client();
    await signIn(admin, a);
    const visitor = client();
    const heroOn = async (server: Server) => {
      const res = await visitor.fetch(server, 'GET', '/api/v1/content/hero');
      expect(res.status).toBe(200);
      return ((await res.json()) as { value: { title: string } }).value.title;
    };
    // Both instances have the defaults cached.
    expect(await heroOn(a)).toBe(CONTENT_DEFAULTS.hero.title);
    expect(await heroOn(b)).toBe(CONTENT_DEFAULTS.hero.title);

    const title = 'Granite cut to size, delivered across India';
    const put = await admin.fetch(a, 'PUT', '/api/v1/admin/content/hero', {
      version: 0, // never saved before (D29)
      value: { ...CONTENT_DEFAULTS.hero, title },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await heroOn(a)).toBe(title); // the writer at once
    const seen = await until(
      () => heroOn(b),
      (t) => t === title,
    );
    expect(seen.value).toBe(title);
    expect(seen.ms).toBeLessThan(1_500);
  });

  it('share the catalogue: a category added by hand shows through B within about a second', async () => {
    const visitor = client();
    const namesOn = async (server: Server) => {
      const res = await visitor.fetch(server, 'GET', '/api/v1/categories');
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { name: string }[] }).items.map((c) => c.name);
    };
    // Both instances have the (empty) list cached.
    expect(await namesOn(a)).toEqual([]);
    expect(await namesOn(b)).toEqual([]);

    // Not through either instance, so neither is told: only the catalogue version can tell them. (On
    // PGlite both instances share one catalogue cache, keyed by the shared handle; on PostgreSQL each
    // has its own.)
    await handWrite(`insert into categories (name) values ('Scale-out Black')`);
    for (const server of [b, a]) {
      const seen = await until(
        () => namesOn(server),
        (names) => names.includes('Scale-out Black'),
      );
      expect(seen.value, server.name).toContain('Scale-out Black');
      expect(seen.ms, server.name).toBeLessThan(1_500);
    }
  });

  it("share the catalogue index: a price changed through A's database connection shows through B within a second", async () => {
    const visitor = client();
    const priceOn = async (server: Server) => {
      const res = await visitor.fetch(server, 'GET', '/api/v1/products?sort=price-asc&minPrice=1');
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: { name: string; pricePaise: number }[]; total: number };
      return body.items.find((p) => p.name === 'Scale-out Slab')?.pricePaise ?? null;
    };
    await handWrite(`insert into categories (name) values ('Scale-out Index')`);
    await handWrite(
      `insert into vendors (business_name, owner_name, email) values ('Scale-out Quarry', 'Owner', 'so@example.com')`,
    );
    await handWrite(
      `insert into products (name, price_paise, vendor_id, category_id)
       select 'Scale-out Slab', 12000, (select max(id) from vendors), (select max(id) from categories)`,
    );
    for (const server of [a, b]) {
      const seen = await until(
        () => priceOn(server),
        (price) => price === 12000,
      );
      expect(seen.value, server.name).toBe(12000);
    }
    // Both answers are cached now; a manufacturer changes the price (a write neither instance is told of).
    await handWrite(`update products set price_paise = 15500 where name = 'Scale-out Slab'`);
    for (const server of [b, a]) {
      const seen = await until(
        () => priceOn(server),
        (price) => price === 15500,
      );
      expect(seen.value, server.name).toBe(15500);
      expect(seen.ms, server.name).toBeLessThan(1_500);
    }
  });
});
