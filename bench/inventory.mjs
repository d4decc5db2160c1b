// `node bench/inventory.mjs` (D32 targets: the Inventory screen of a manufacturer with 20,000 slabs
// answers p95 < 100 ms over its pages and filters; a 2,000-slab CSV import takes < 10 s). The server in
// production mode on a scratch PostgreSQL database (no demo catalogue); the manufacturer, its 10
// products, 200 lots and 20,000 slabs are written with SQL (the statement triggers keep product_stock
// as they do for an import). Then:
//   1. the Inventory list (GET /api/v1/vendor/slabs) with distinct filter and page URLs (never one URL
//      twice), 4 at a time, each answer's latency recorded: p50 / p95 / p99 / max;
//   2. the same for the lots list (GET /api/v1/vendor/lots);
//   3. a 2,000-row CSV import (40 new blocks) for a fresh product: the preview, then the import.
// Writes results/inventory.json and prints Markdown for bench/README.md.
//   BENCH_PG_URL (server for the scratch database), BENCH_URLS (default 2,000 per list),
//   BENCH_KEEP_DB=1 (keep granite_bench_inventory for EXPLAIN ANALYZE)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root, scratchDatabase, startServer, stopServer } from './bench-server.mjs';

const PORT = 3994;
const base = `http://127.0.0.1:${PORT}`;
const DB = 'granite_bench_inventory';
const URLS = Number(process.env.BENCH_URLS ?? 2000);
const PASSWORD = 'Granite-Slab-2024';

let ipCounter = 1;
const nextIp = () => `10.9.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

async function signUpManufacturer(client) {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ name: 'Bench Maker', email, password: PASSWORD }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const { rows } = await client.query(
    `update "user" set email_verified = true where email = $1 returning id`,
    [email],
  );
  const userId = rows[0].id;
  const manufacturer = await client.query(
    `insert into vendors (owner_user_id, business_name, owner_name, email, city, state, status)
     values ($1, 'Bench Granites', 'Bench Maker', $2, 'Ongole', 'Andhra Pradesh', 'active') returning id`,
    [userId, email],
  );
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { manufacturerId: manufacturer.rows[0].id, cookie };
}

/** 10 products; 20 lots of 100 slabs each per product (thickness 18/20/30, grades, a few sold and held). */
async function seedStock(client, manufacturerId) {
  const category = await client.query(
    `insert into categories (name, description) values ('Bench Granite', 'Bench') returning id`,
  );
  const products = [];
  for (let p = 0; p < 11; p++) {
    const { rows } = await client.query(
      `insert into products (name, price_paise, vendor_id, category_id, product_type) values ($1, 25000, $2, $3, 'Slabs') returning id`,
      [`Bench Slab ${p + 1}`, manufacturerId, category.rows[0].id],
    );
    products.push(rows[0].id);
  }
  const stocked = products.slice(0, 10);
  await client.query(
    `insert into lots (product_id, vendor_id, block_number, lot_number, thickness_mm, finish, grade, yard_city)
     select p.pid, $1, 'B' || (p.i * 20 + g), '', (array[18, 20, 30])[1 + g % 3], 'Polished',
       (array['First', 'Second', 'Commercial'])[1 + g % 3], 'Ongole'
     from unnest($2::int[]) with ordinality p(pid, i), generate_series(1, 20) g`,
    [manufacturerId, stocked],
  );
  await client.query(
    `insert into slabs (lot_id, product_id, vendor_id, block_number, sequence, length_mm, width_mm,
       gross_sqft_x100, usable_sqft_x100, status, sold_outside, sold_at)
     select l.id, l.product_id, l.vendor_id, l.block_number, s,
       2700 + ((l.id * 7 + s * 13) % 500), 1600 + ((l.id * 11 + s * 17) % 400),
       ((2700 + ((l.id * 7 + s * 13) % 500))::bigint * (1600 + ((l.id * 11 + s * 17) % 400)) * 10000 + 4645152) / 9290304,
       ((2700 + ((l.id * 7 + s * 13) % 500))::bigint * (1600 + ((l.id * 11 + s * 17) % 400)) * 10000 + 4645152) / 9290304,
       case when s % 10 = 0 then 'sold' else 'available' end, s % 10 = 0, case when s % 10 = 0 then now() end
     from lots l, generate_series(1, 100) s where l.vendor_id = $1`,
    [manufacturerId],
  );
  const { rows } = await client.query('select count(*)::int as n from slabs where vendor_id = $1', [
    manufacturerId,
  ]);
  return { products, stocked, slabs: rows[0].n };
}

/** Distinct Inventory URLs: filters × page, shuffled with a fixed seed. */
function inventoryUrls(products, lotIds, count) {
  // mulberry32 with a fixed seed: the same URLs every run.
  let seed = 7;
  const rand = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const seen = new Set();
  const urls = [];
  while (urls.length < count) {
    const q = new URLSearchParams();
    const scope = rand();
    if (scope < 0.35) q.set('productId', String(pick(products)));
    else if (scope < 0.5) q.set('lotId', String(pick(lotIds)));
    const status = pick([undefined, undefined, 'available', 'held', 'sold']);
    if (status) q.set('status', status);
    const thickness = pick([undefined, undefined, 18, 20, 30]);
    if (thickness) q.set('thicknessMm', String(thickness));
    const length = pick([undefined, undefined, 2800, 2900, 3000, 3100]);
    if (length) q.set('minLengthMm', String(length));
    const width = pick([undefined, undefined, 1700, 1800, 1900]);
    if (width) q.set('minWidthMm', String(width));
    const pageSize = pick([25, 50, 100]);
    q.set('pageSize', String(pageSize));
    // Mostly the first pages, sometimes deep into the list (a manufacturer paging through 20,000).
    q.set(
      'page',
      String(rand() < 0.8 ? 1 + Math.floor(rand() * 5) : 1 + Math.floor(rand() * (20000 / pageSize))),
    );
    const url = `/api/v1/vendor/slabs?${q}`;
    if (!seen.has(url)) {
      seen.add(url);
      urls.push(url);
    }
  }
  return urls;
}

async function timeAll(urls, cookie, concurrency = 4) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const t0 = performance.now();
        const res = await fetch(base + url, { headers: { cookie, accept: 'application/json' } });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
  return {
    requests: latencies.length,
    rate: Math.round(latencies.length / ((Date.now() - started) / 1000)),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: Math.round(latencies[latencies.length - 1]),
    errors,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'granite-inventory-'));
  const url = await scratchDatabase(DB, 'create');
  const server = await startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: url, SEED: 'none' });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const load1 = loadavg()[0];
  const results = [];
  try {
    const { manufacturerId, cookie } = await signUpManufacturer(client);
    const seeded = Date.now();
    const { products, stocked, slabs } = await seedStock(client, manufacturerId);
    const seedMs = Date.now() - seeded;
    const lotIds = (
      await client.query('select id from lots where vendor_id = $1', [manufacturerId])
    ).rows.map((r) => r.id);
    await client.query('analyze');
    // Warm-up: the first answers compile the routes' schemas and fill PostgreSQL's buffers.
    await timeAll(inventoryUrls(stocked, lotIds, 100), cookie);

    const urls = inventoryUrls(stocked, lotIds, 2 * URLS + 100).slice(100);
    const single = await timeAll(urls.slice(0, URLS), cookie, 1);
    results.push({ scenario: `Inventory list, ${URLS} distinct filter/page URLs, one at a time`, ...single });
    const inventory = await timeAll(urls.slice(URLS), cookie);
    results.push({
      scenario: `Inventory list, ${URLS} other distinct filter/page URLs, 4 at a time`,
      ...inventory,
    });
    const lotsUrls = [];
    for (const pageSize of [10, 20, 25, 50]) {
      for (let page = 1; page <= 20; page++) {
        lotsUrls.push(`/api/v1/vendor/lots?page=${page}&pageSize=${pageSize}`);
        for (const p of stocked)
          lotsUrls.push(`/api/v1/vendor/lots?productId=${p}&page=${1 + (page % 2)}&pageSize=${pageSize}`);
      }
    }
    const lotsList = await timeAll([...new Set(lotsUrls)], cookie);
    results.push({ scenario: `Lots list, ${lotsList.requests} distinct URLs, 4 at a time`, ...lotsList });

    // A 2,000-row CSV import: 40 new blocks of 50 slabs for the product without stock.
    const header =
      'block_number,lot_number,thickness_mm,finish,grade,yard_city,sequence,length,width,usable_sqft,defects';
    const rows = Array.from(
      { length: 2000 },
      (_, i) =>
        `N${Math.floor(i / 50)},,20,Polished,First,Ongole,${(i % 50) + 1},${2700 + (i % 5) * 100},${i % 3 ? `${5 + (i % 2)}'${i % 12}"` : 1600 + (i % 4) * 100},,${i % 17 ? '' : 'Natural pit near one edge'}`,
    );
    const csv = [header, ...rows].join('\n');
    const importOnce = async (confirm) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/vendor/products/${products[10]}/slab-import`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ csv, confirm }),
      });
      const body = await res.json();
      const ms = Math.round(performance.now() - t0);
      if (res.status !== 200) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return { ms, valid: body.valid, created: body.createdSlabs };
    };
    const preview = await importOnce(false);
    const imported = await importOnce(true);
    results.push({
      scenario: '2,000-row CSV import: preview (nothing written)',
      ms: preview.ms,
      valid: preview.valid,
    });
    results.push({
      scenario: '2,000-row CSV import: confirm (40 lots, 2,000 slabs written)',
      ms: imported.ms,
      created: imported.created,
    });
    results.push({ scenario: `seed: ${slabs} slabs by SQL (triggers on)`, ms: seedMs });
  } finally {
    await client.end();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    // BENCH_KEEP_DB=1 keeps the database for EXPLAIN ANALYZE afterwards.
    if (!process.env.BENCH_KEEP_DB) await scratchDatabase(DB, 'drop');
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-min load ${load1.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/inventory.json'),
    `${JSON.stringify({ machine, date: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.log(`${machine}\n`);
  console.log('| scenario | requests | req/s | p50 | p95 | p99 | max | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results.filter((r) => r.p50 !== undefined))
    console.log(
      `| ${r.scenario} | ${r.requests} | ${r.rate} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.max} ms | ${r.errors} |`,
    );
  for (const r of results.filter((r) => r.ms !== undefined)) console.log(`- ${r.scenario}: ${r.ms} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
