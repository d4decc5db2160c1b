// `node --import tsx bench/alerts.ts` (D41): one run of the saved-search alert job with 10,000 saved
// searches over the bench catalogue (bench/seed.ts, 100,000 products) on a scratch PostgreSQL
// database. 500 buyers save 20 searches each from a realistic mix of catalogue addresses: a few
// hundred distinct filters (category, quality, finish, price range, search words, in stock), the
// popular ones shared by many buyers. 60 % alert immediately, 30 % daily, 10 % weekly; every search
// was last looked at long enough ago to be due. Then 200 new products, 60 new lots with slabs and
// 150 price drops arrive, and the job runs: the first run visits the 5,000 longest waiting (its
// bound per run), the second the rest, the third finds nothing new. Each run's time and the SQL
// statements it issued (counted on the pg client) are printed as a Markdown table for bench/README.md
// and written to results/alerts.json.
//   BENCH_PG_URL (server for the scratch database), BENCH_PRODUCTS (default 100,000)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import type { AppDeps } from '../apps/server/src/deps';
import {
  planSavedSearchAlerts,
  pruneOldPriceDrops,
  sendSavedSearchAlerts,
} from '../apps/server/src/modules/alerts/alerts.service';
import { refreshCatalogue } from '../apps/server/src/modules/catalog/catalog.service';
import { createMailer } from '../apps/server/src/modules/mail/mail.service';
import { root, scratchDatabase } from './bench-server.mjs';

const SEARCHES = 10_000;
const PER_BUYER = 20;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

// Every statement the pg client sends, counted (drizzle's node-postgres driver uses Client#query).
let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** A deterministic generator, so every run saves the same searches. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const QUALITIES = ['Commercial', 'Semi-Premium', 'Premium', 'Export Quality'];
const FINISHES = ['Polished', 'Honed', 'Flamed', 'Leathered'];
const WORDS = [
  'black',
  'galaxy',
  'white',
  'red',
  'kashmir',
  'tan brown',
  'steel grey',
  'absolute',
  'imperial',
  'green',
];

/** The distinct addresses buyers save, most popular first (buyers pick them by a Zipf-like law). */
function distinctUrls(categoryIds: number[]): string[] {
  const urls = new Set<string>();
  const next = rng(41);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!;
  urls.add('/products');
  for (const c of categoryIds) urls.add(`/category/${c}`);
  for (const w of WORDS) urls.add(`/products?search=${encodeURIComponent(w)}`);
  while (urls.size < 600) {
    const params = new URLSearchParams();
    const kind = next();
    if (kind < 0.5) params.set('category', String(pick(categoryIds)));
    if (next() < 0.5) params.set('quality', pick(QUALITIES));
    if (next() < 0.4) params.set('finish', pick(FINISHES));
    if (next() < 0.4) params.set('maxPrice', String(50 * (2 + Math.floor(next() * 10))));
    if (next() < 0.2) params.set('search', pick(WORDS));
    if (next() < 0.15) params.set('inStock', 'true');
    params.sort();
    urls.add(`/products${params.size ? `?${params}` : ''}`);
  }
  return [...urls];
}

async function main() {
  const url = await scratchDatabase('granite_bench_alerts', 'create');
  const dataDir = mkdtempSync(join(tmpdir(), 'granite-bench-alerts-'));
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, BENCH_PRODUCTS: String(PRODUCTS) },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stdout}\n${seeded.stderr}`);
  console.log(seeded.stdout.trim());

  const log = { info() {}, warn() {}, error() {}, debug() {} };
  const handle = await openDatabase(
    { databaseUrl: url, dataDir, inMemoryDb: false, dbPool: 10 } as never,
    log as never,
  );
  const db = handle.db;
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  // The seed spreads its products over the last 100,000 minutes; saved searches are younger than all of them.
  // (Triggers off for this one statement: it is the seed's history, not a change anyone should hear of.)
  await db.execute(sql`alter table products disable trigger user`);
  await db.execute(sql`update products set created_at = created_at - interval '80 days'`);
  await db.execute(sql`alter table products enable trigger user`);
  const categoryIds = rows<{ id: number }>(
    await db.execute(sql`select id from categories where is_active order by id`),
  ).map((r) => Number(r.id));
  const urls = distinctUrls(categoryIds);

  // 500 buyers × 20 searches; address i is chosen with weight 1/(i+1) (many buyers share the popular ones).
  const buyers = SEARCHES / PER_BUYER;
  await db.execute(
    sql.raw(`insert into "user" (id, name, email, email_verified)
    select 'bench-buyer-' || g, 'Bench Buyer ' || g, 'bench.buyer.' || g || '@example.com', true
    from generate_series(1, ${buyers}) g`),
  );
  const weights = urls.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const next = rng(7);
  const choose = () => {
    let r = next() * total;
    for (let i = 0; i < urls.length; i++) {
      r -= weights[i]!;
      if (r <= 0) return i;
    }
    return urls.length - 1;
  };
  const values: string[] = [];
  const { normaliseSearchUrl } = await import('@granite/shared');
  for (let b = 1; b <= buyers; b++) {
    const mine = new Set<string>();
    while (mine.size < PER_BUYER) {
      const n = normaliseSearchUrl(urls[choose()]!);
      if (n.ok) mine.add(n.url);
    }
    let k = 0;
    for (const u of mine) {
      const r = next();
      const [frequency, ago] =
        r < 0.6 ? ['immediately', '10 minutes'] : r < 0.9 ? ['daily', '25 hours'] : ['weekly', '8 days'];
      values.push(
        `('bench-buyer-${b}', 'Search ${k++}', '${u.replaceAll("'", "''")}', '${frequency}', ${next() < 0.7}, 'bench-${b}-${k}', now() - interval '${ago}')`,
      );
    }
  }
  for (let i = 0; i < values.length; i += 2_000)
    await db.execute(
      sql.raw(`insert into saved_searches (user_id, name, url, frequency, price_drops, unsubscribe_token_hash, checked_through)
      values ${values.slice(i, i + 2_000).join(',')}`),
    );
  const distinctSaved = rows<{ n: number }>(
    await db.execute(sql`select count(distinct url)::int as n from saved_searches`),
  )[0]!.n;

  // What happened since: new products (copies of existing ones), lots with slabs, lowered prices.
  await db.execute(
    sql.raw(`insert into products (name, price_paise, vendor_id, category_id, is_best_seller, status,
      material_quality, product_type, thickness, finish_type, origin, availability_status, variety_id, created_at)
    select name || ' (new)', price_paise, vendor_id, category_id, false, 'active', material_quality, product_type,
      thickness, finish_type, origin, availability_status, variety_id, now() - interval '1 minute'
    from products where status = 'active' order by id desc limit 200`),
  );
  const lotProducts = rows<{ id: number; vendor_id: number }>(
    await db.execute(sql`select id, vendor_id from products where status = 'active' order by id limit 60`),
  );
  for (const [i, p] of lotProducts.entries()) {
    const lot = rows<{ id: number }>(
      await db.execute(sql`insert into lots (product_id, vendor_id, block_number, thickness_mm, finish, grade, yard_city, created_at)
        values (${p.id}, ${p.vendor_id}, ${`BENCH-${i}`}, 20, 'Polished', 'First', 'Hosur', now() - interval '1 minute') returning id`),
    )[0]!;
    await db.execute(sql`insert into slabs (lot_id, product_id, vendor_id, block_number, sequence, length_mm, width_mm, gross_sqft_x100, usable_sqft_x100)
      select ${lot.id}, ${p.id}, ${p.vendor_id}, ${`BENCH-${i}`}, g, 3000, 1800, 5812, 5600 from generate_series(1, 5) g`);
  }
  await db.execute(
    sql.raw(`update products set price_paise = price_paise - 500
    where id in (select id from products where status = 'active' and price_paise > 1000 order by id limit 150 offset 1000)`),
  );
  await db.execute(sql.raw(`update price_drops set created_at = now() - interval '1 minute'`));

  const mail = createMailer({
    db,
    smtpUrl: undefined,
    from: 'Granite <alerts@granite.example>',
    log: log as never,
  });
  const deps = {
    db,
    mail,
    config: {
      publicUrl: 'https://granite.example',
      authSecret: 'bench-secret-bench-secret-bench-secret',
      dataDir,
      env: 'production',
    },
  } as unknown as AppDeps;
  // The catalogue's in-memory index is built once per server process (a running server has it already).
  const indexStarted = performance.now();
  await refreshCatalogue({ db });
  const indexMs = Math.round(performance.now() - indexStarted);
  console.log(`catalogue index built in ${indexMs} ms`);
  const runs: Record<string, unknown>[] = [];
  for (const label of [
    'first run (5,000 longest waiting)',
    'second run (the other 5,000)',
    'third run (nothing new)',
  ]) {
    const before = statements;
    const alertsBefore = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from notifications where kind = 'saved_search'`),
    )[0]!.n;
    const started = performance.now();
    const limits = { searchesPerRun: 5_000, candidatesPerKind: 2_000, settleMs: 5_000, priceDropDays: 30 };
    const plan = await planSavedSearchAlerts(deps as never, new Date(), limits);
    const planMs = performance.now() - started;
    const planStatements = statements - before;
    const sent = await db.transaction(async (tx) => {
      const n = await sendSavedSearchAlerts({ ...deps, db: tx } as never, new Date(), plan);
      await pruneOldPriceDrops({ db: tx } as never, new Date());
      return n;
    });
    const ms = performance.now() - started;
    const issued = statements - before;
    const alertsAfter = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from notifications where kind = 'saved_search'`),
    )[0]!.n;
    runs.push({
      label,
      ms: Math.round(ms),
      planMs: Math.round(planMs),
      statements: issued,
      planStatements,
      visited: plan.searches.length,
      distinctFilters: plan.distinctFilters,
      sent,
      bellItems: alertsAfter - alertsBefore,
    });
    console.log(`${label}: ${Math.round(ms)} ms, ${issued} statements, ${sent} alerts`);
  }
  await mail.stop();
  await handle.close();
  await scratchDatabase('granite_bench_alerts', 'drop');

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const result = {
    at: new Date().toISOString(),
    machine,
    loadavg: loadavg().map((l) => Number(l.toFixed(2))),
    products: PRODUCTS,
    searches: SEARCHES,
    distinctUrls: distinctSaved,
    indexMs,
    runs,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/alerts.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Catalogue index built beforehand in ${indexMs} ms (once per server process).`);
  console.log(`\nMeasured ${result.at} on ${machine}; load average ${result.loadavg.join(', ')}.`);
  console.log(
    `${SEARCHES.toLocaleString('en')} saved searches (${distinctSaved} distinct addresses), ${PRODUCTS.toLocaleString('en')} products.\n`,
  );
  console.log(
    '| run | searches visited | distinct filters evaluated | time (reading and matching) | SQL statements (reading) | alerts sent (bell + e-mail each) |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of runs)
    console.log(
      `| ${r.label} | ${r.visited} | ${r.distinctFilters} | ${r.ms} ms (${r.planMs} ms) | ${r.statements} (${r.planStatements}) | ${r.sent} |`,
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
