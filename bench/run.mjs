// `npm run bench`: seeds the catalogue (100,000 products by default), starts the server and measures
// the catalogue API as visitors load it (ADR 010): a stream of distinct URLs, never one repeated —
// typo and word searches with page numbers; category + price range + finish + sort + page
// combinations; product pages; manufacturer filters — first alone, then with 5 product edits per
// second running (each edit's visibility in a list answer timed), then the old one-URL figures,
// labelled as cache hits. Targets: PostgreSQL at 100k ≥ 1,500 req/s and p99 < 50 ms; with edits
// p99 < 100 ms and each edit visible within 1 s; at 1M p99 < 100 ms; PGlite p99 within 3× of PostgreSQL.
//   BENCH_PG_URL   server to create the scratch database granite_bench on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_TARGETS  postgres,pglite (default both)   BENCH_SECONDS  per scenario (default 15)
//   BENCH_PRODUCTS (default 100000)                 BENCH_CONNECTIONS (default 32)
//   BENCH_SLABS    slabs in lots of the products (default 0): the mix then adds the stock filters
//                  (in stock, minimum slab size, thickness, grade) and the edits add slab holds/sales
//   BENCH_SETTLE_SECONDS after the index build (default 10)   BENCH_PROFILE  directory for the server's CPU profile
//   BENCH_DATABASE_URL a PostgreSQL database seeded before: no seed, not dropped (A/B runs on one seed)
//   BENCH_RESULTS  file name under results/ (default api-<products>.json)
//   BENCH_WRITES   writes a second in the edits scenario (default 5 price edits, + 5 slab writes with slabs)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** Slabs in stock over lots of the products (D32); 0 (the default) seeds none, as before. */
const slabCount = Number(process.env.BENCH_SLABS ?? 0);
/**
 * Writes a second in the edits scenario (BENCH_WRITES): price edits, and with slabs as many slab
 * holds/sales/releases beside them (half each). Default 5 price edits, and 5 more slab writes with
 * slabs, as before; the goal's load is 20.
 */
const writesPerSecond = Number(process.env.BENCH_WRITES ?? (slabCount > 0 ? 10 : 5));
/** Seconds between the index's build and the measurements (start-up work finishing). */
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const PORT = 3999;
const base = `http://127.0.0.1:${PORT}`;

const FINISHES = ['Polished', 'Honed', 'Flamed', 'Leathered', 'Brushed'];
const SORTS = ['featured', 'price-asc', 'price-desc', 'name-asc', 'vendor-asc', 'bestsellers'];
const QUALITIES = ['Commercial', 'Semi-Premium', 'Premium', 'Export Quality'];
const GRADES = ['First', 'Second', 'Commercial'];
const STOCK_THICKNESSES = [16, 18, 20, 30];

/** D32: the storefront's stock filters (in stock, minimum slab size, lot thickness, grade), or none. */
function stockFilters(rnd, pick) {
  if (rnd() < 0.5) return '';
  let q = '&inStock=true';
  if (rnd() < 0.5) q += `&minLengthMm=${2400 + Math.floor(rnd() * 12) * 100}`;
  if (rnd() < 0.3) q += `&minWidthMm=${1400 + Math.floor(rnd() * 8) * 100}`;
  if (rnd() < 0.3) q += `&stockThicknessMm=${pick(STOCK_THICKNESSES)}`;
  if (rnd() < 0.3) q += `&grade=${pick(GRADES)}`;
  return q;
}

/** A deterministic stream of distinct request paths over the seeded vocabulary. */
function urlStream(vocab, seed = 1, searchShare = 0.3) {
  let state = seed >>> 0 || 1;
  const rnd = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const typo = (w) => {
    const i = 1 + Math.floor(rnd() * (w.length - 2));
    return rnd() < 0.5 ? w.slice(0, i) + w.slice(i + 1) : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  };
  const seen = new Set();
  // Stock filters only when the seed has slabs (BENCH_SLABS): the stream stays the same without.
  const stock = (vocab.slabs?.length ?? 0) > 0;
  return () => {
    for (;;) {
      // Without searches the other kinds keep their proportions (r scaled into 0.3..1).
      const r = searchShare > 0 ? rnd() : 0.3 + rnd() * 0.7;
      const page = 1 + Math.floor(rnd() * 5);
      let path;
      if (r < 0.3) {
        const words = [pick(vocab.words)];
        if (rnd() < 0.4) words.push(pick(vocab.words));
        const q = words.map((w) => (rnd() < 0.6 ? typo(w) : w)).join(' ');
        path = `/api/v1/products?search=${encodeURIComponent(q)}&page=${page}`;
      } else if (r < 0.7) {
        const lo = 50 + Math.floor(rnd() * 40) * 5;
        const hi = lo + 50 + Math.floor(rnd() * 60) * 5;
        path = `/api/v1/products?category=${pick(vocab.categoryIds)}&minPrice=${lo}&maxPrice=${hi}&finish=${pick(FINISHES)}${
          rnd() < 0.3 ? `&quality=${encodeURIComponent(pick(QUALITIES))}` : ''
        }${stock ? stockFilters(rnd, pick) : ''}&sort=${pick(SORTS)}&page=${page}`;
      } else if (r < 0.85) {
        path = `/api/v1/products/${pick(vocab.productIds)}`;
      } else {
        path = `/api/v1/products?manufacturer=${pick(vocab.manufacturerIds)}${
          stock ? stockFilters(rnd, pick) : ''
        }&sort=${pick(SORTS)}&page=${1 + Math.floor(rnd() * 2)}`;
      }
      if (seen.has(path)) continue; // never one repeated: every request is a URL not asked before
      seen.add(path);
      return path;
    }
  };
}

const tsx = (script, env) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${script} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
};

async function withPgDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists granite_bench with (force)');
  await admin.query('create database granite_bench');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/granite_bench';
  return url.toString();
}

async function dropPgDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists granite_bench with (force)');
  await admin.end();
}

async function startServer(env) {
  // BENCH_PROFILE=dir: the server writes a V8 CPU profile there when it stops (bench/profile.mjs reads it).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // As deployed: production skips the development-only check of every answer against its schema.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-0123456789abcdefghijklmnopqrstuv',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/health`);
      if (res.ok) return child;
    } catch {}
    if (child.exitCode !== null) throw new Error('server exited during start-up');
  }
  child.kill('SIGTERM');
  throw new Error('server did not answer within 60 s');
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const run = (options) => autocannon({ url: base, timeout: 10, ...options });

function summarise(target, scenario, r, extra = {}) {
  const row = {
    target,
    scenario,
    connections: r.connections ?? connections,
    seconds: r.duration,
    requests: r.requests.total,
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    ...extra,
  };
  console.log(row);
  return row;
}

/** The distinct-URL mix for `duration` seconds. */
function mix(vocab, seed, duration, searchShare = 0.3) {
  const next = urlStream(vocab, seed, searchShare);
  return run({
    connections,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
  });
}

/** How a slab changes hands (D32, D33): held for the seed's quote reply, sold, then available again. */
const SLAB_WRITES = [
  `update slabs set status = 'held', held_by_reply_id = $2, held_until = current_date + 7, updated_at = now()
   where id = $1`,
  `update slabs set status = 'sold', held_by_reply_id = null, held_until = null, sold_outside = true,
   sold_at = now(), updated_at = now() where id = $1`,
  `update slabs set status = 'available', held_by_reply_id = null, held_until = null, sold_outside = false,
   sold_at = null, updated_at = now() where id = $1`,
];

/**
 * Price edits (BENCH_WRITES a second, half of them with slabs) through a connection of its own, and
 * with slabs seeded (BENCH_SLABS) as many slab holds, sales and releases; each change's visibility in a list answer timed.
 */
async function editLoad(vocab, stopAt, env) {
  const latencies = [];
  const stockLatencies = [];
  let misses = 0;
  let stockMisses = 0;
  let edits = 0;
  let slabWrites = 0;
  // Another writer, as a manufacturer's panel on another server process would be (PostgreSQL only:
  // PGlite belongs to the server process).
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  const tick = async (i) => {
    const id = vocab.productIds[(i * 7919) % vocab.productIds.length];
    // A price no seeded product has (seed prices stay under ₹1,000), so the probe's list holds only this product.
    const price = 20_000 + i; // rupees
    const started = Date.now();
    await client.query('update products set price_paise = $1 where id = $2', [price * 100, id]);
    // As the server's writers do after their commit (catalogChanged): the other processes are woken
    // at once (ADR 010, "Processes and pushes").
    await client.query(`select pg_notify('catalog_changes', '')`);
    edits++;
    const probe = `/api/v1/products?minPrice=${price}&maxPrice=${price}&sort=price-asc&page=1`;
    for (;;) {
      const body = await (await fetch(`${base}${probe}`)).json();
      if (body.items?.some((p) => p.id === id && p.pricePaise === price * 100)) break;
      if (Date.now() - started > 5_000) {
        misses++;
        break;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    latencies.push(Date.now() - started);
  };
  // A slab of the seed's available ones goes on hold, is sold, is available again; the probe lists its
  // manufacturer's products at its product's price and waits for the product's available slabs.
  // A slab is held, then sold, then made available again, SPREAD slab writes apart (2 s at 10 slab writes a
  // second): at 20 writes a second the three writes of one slab 100 ms apart overtook each other's
  // probes (a hold's probe then never saw its count, the release having restored it).
  const SPREAD = 20;
  const slabTick = async (i) => {
    const cycle = Math.floor(i / (3 * SPREAD));
    const slab = vocab.slabs[(cycle * SPREAD + (i % SPREAD)) % vocab.slabs.length];
    const write = Math.floor(i / SPREAD) % 3;
    if (write === 0 && !vocab.replyId) return;
    const started = Date.now();
    await client.query(SLAB_WRITES[write], write === 0 ? [slab.id, vocab.replyId] : [slab.id]);
    // A hold or sale made by the trade module notifies inside its transaction (lots/holds.service).
    await client.query(`select pg_notify('catalog_changes', '')`);
    slabWrites++;
    const {
      rows: [now],
    } = await client.query(
      `select p.price_paise as price, coalesce(s.available_slabs, 0) as available
       from products p left join product_stock s on s.product_id = p.id where p.id = $1`,
      [slab.productId],
    );
    const rupees = now.price / 100;
    // At 1,000,000 products a manufacturer has up to 120 products at one price: the product is looked
    // for on the first pages of 100, not on the first 12 (it would often be on none of them).
    const probe = (page) =>
      `/api/v1/products?manufacturer=${slab.vendorId}&minPrice=${rupees}&maxPrice=${rupees}&sort=price-asc&pageSize=100&page=${page}`;
    const find = async () => {
      for (let page = 1; page <= 3; page++) {
        const body = await (await fetch(`${base}${probe(page)}`)).json();
        const item = body.items?.find((p) => p.id === slab.productId);
        if (item || page >= (body.totalPages ?? 1)) return item;
      }
      return undefined;
    };
    for (;;) {
      const item = await find();
      if (item && (item.stock?.availableSlabs ?? 0) === now.available) break;
      if (Date.now() - started > 5_000) {
        stockMisses++;
        break;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    stockLatencies.push(Date.now() - started);
  };
  let i = 0;
  const pending = [];
  const kinds = vocab.slabs?.length ? 2 : 1;
  while (Date.now() < stopAt) {
    pending.push(tick(i));
    if (vocab.slabs?.length) pending.push(slabTick(i));
    i++;
    await new Promise((r) => setTimeout(r, (1000 * kinds) / writesPerSecond));
  }
  await Promise.all(pending);
  await client.end();
  latencies.sort((a, b) => a - b);
  stockLatencies.sort((a, b) => a - b);
  return {
    edits,
    visibleP50: latencies[Math.floor(latencies.length * 0.5)] ?? null,
    visibleP99: latencies[Math.floor(latencies.length * 0.99)] ?? null,
    visibleMax: latencies.at(-1) ?? null,
    notVisibleIn5s: misses,
    ...(vocab.slabs?.length
      ? {
          slabWrites,
          stockVisibleP50: stockLatencies[Math.floor(stockLatencies.length * 0.5)] ?? null,
          stockVisibleP99: stockLatencies[Math.floor(stockLatencies.length * 0.99)] ?? null,
          stockVisibleMax: stockLatencies.at(-1) ?? null,
          stockNotVisibleIn5s: stockMisses,
        }
      : {}),
  };
}

async function measure(target, env) {
  const vocab = JSON.parse(readFileSync(join(root, 'bench/results/vocabulary.json'), 'utf8'));
  const rows = [];
  // The index's first build (seconds at 100,000 products, longer on PGlite) is start-up, not load.
  await fetch(`${base}/api/v1/products?page=2`, { signal: AbortSignal.timeout(300_000) });
  // So is the build of the search's word lists beside it (ADR 010), and the work that follows start-up.
  await new Promise((r) => setTimeout(r, settleSeconds * 1000));
  await mix(vocab, 999, 3); // warm-up on other URLs: JIT, pool, caches
  rows.push(summarise(target, 'distinct-URL mix', await mix(vocab, 1, seconds)));
  rows.push(summarise(target, 'distinct-URL mix without text search', await mix(vocab, 3, seconds, 0)));
  if (target === 'postgres') {
    const stopAt = Date.now() + seconds * 1000;
    const [r, edits] = await Promise.all([mix(vocab, 2, seconds), editLoad(vocab, stopAt, env)]);
    const each = vocab.slabs?.length ? writesPerSecond / 2 : writesPerSecond;
    const writes = vocab.slabs?.length ? ` + ${each} slab holds/sales/s` : '';
    rows.push(summarise(target, `distinct-URL mix + ${each} edits/s${writes}`, r, edits));
  }
  const repeated = await run({
    connections,
    duration: Math.min(seconds, 10),
    url: `${base}/api/v1/products`,
  });
  rows.push(summarise(target, 'one URL repeated (cache hits, for reference only)', repeated));
  return rows;
}

async function main() {
  const results = [];
  const outDir = join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  for (const target of targets) {
    const dataDir = mkdtempSync(join(tmpdir(), `granite-bench-${target}-`));
    const env = { DATA_DIR: dataDir, BENCH_PRODUCTS: String(productCount), BENCH_SLABS: String(slabCount) };
    // BENCH_DATABASE_URL: a database seeded before (bench/seed.ts, vocabulary.json from the same
    // seed), measured as it is and kept, so that runs of two server versions share one seed.
    const kept = target === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined;
    if (target === 'postgres') env.DATABASE_URL = kept ?? (await withPgDatabase());
    try {
      if (!kept) {
        console.log(tsx('bench/seed.ts', env).trim());
        writeFileSync(join(outDir, `explain-${target}.md`), tsx('bench/explain.ts', env));
      }
      const server = await startServer(env);
      try {
        const rssOf = (pid) =>
          Math.round(
            Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
          );
        // With WEB_CONCURRENCY > 1 the started process is the primary; each worker holds its own index.
        const workers = () =>
          readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8')
            .split(/\s+/)
            .filter(Boolean)
            .map(Number);
        const rows = await measure(target, env);
        const rss = rssOf(server.pid);
        const workerRss = workers().map(rssOf);
        for (const row of rows) {
          row.serverRssMiB = rss;
          if (workerRss.length) row.workerRssMiB = workerRss;
        }
        results.push(...rows);
      } finally {
        await stopServer(server);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      if (target === 'postgres' && !kept) await dropPgDatabase();
    }
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  writeFileSync(
    join(outDir, process.env.BENCH_RESULTS ?? `api-${productCount}.json`),
    `${JSON.stringify({ machine, load, products: productCount, date: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.log(
    `\n${machine}; load average at the end ${load}; ${productCount.toLocaleString('en-IN')} products\n`,
  );
  console.log(
    '| database | scenario | conn. | req/s | p50 ms | p99 ms | max ms | non-2xx | errors | edit visible p50/p99/max ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const stock = r.slabWrites
      ? `; stock ${r.stockVisibleP50}/${r.stockVisibleP99}/${r.stockVisibleMax} (${r.slabWrites} slab writes)`
      : '';
    const vis = r.edits ? `${r.visibleP50}/${r.visibleP99}/${r.visibleMax} (${r.edits} edits)${stock}` : '';
    console.log(
      `| ${r.target} | ${r.scenario} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors} | ${vis} |`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
