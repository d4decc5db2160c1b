// `node bench/product-page-lots.mjs` (D32 target: a product page with 40 lots and 600 slabs is
// server-rendered in < 50 ms on a page-cache miss). The server in production mode (the built web app)
// on a scratch PostgreSQL database without the demo catalogue; one product of one manufacturer gets
// 40 lots of 15 slabs (every slab photographed, a few sold, which the page leaves out) by SQL. Then:
//   1. GET /product/:id with a distinct query string each time (never a page-cache hit), one at a time;
//   2. the same, 4 at a time;
//   3. GET /api/v1/products/:id/lots (the lots' data alone: every lot's summary and the first lot's
//      first slabs, which the page embeds), one at a time, for reference;
//   4. GET /api/v1/lots/:id (one lot with all its slabs, what the page fetches when a lot is opened).
// Writes results/product-page-lots.json and prints Markdown for bench/README.md.
//   BENCH_PG_URL (server for the scratch database), BENCH_REQUESTS (default 300 per scenario)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root, scratchDatabase, startServer, stopServer } from './bench-server.mjs';

const PORT = 3993;
const base = `http://127.0.0.1:${PORT}`;
const DB = 'granite_bench_product_lots';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

async function seed(client) {
  const category = await client.query(
    `insert into categories (name, description) values ('Black Granite', 'Black stones') returning id`,
  );
  const manufacturer = await client.query(
    `insert into vendors (business_name, owner_name, email, city, state, status)
     values ('Bench Lots Granites', 'Bench', 'bench-lots@example.com', 'Ongole', 'Andhra Pradesh', 'active') returning id`,
  );
  const product = await client.query(
    `insert into products (name, price_paise, vendor_id, category_id, product_type, description)
     values ('Black Galaxy Polished Slab', 25000, $1, $2, 'Slabs', 'Deep black with golden flecks') returning id`,
    [manufacturer.rows[0].id, category.rows[0].id],
  );
  // One stored image for every slab photo: the page renders its URLs, the files are not fetched.
  const variants = [320, 640, 720].map((w) => ({
    width: w,
    height: Math.round(w * 0.625),
    key: `${'a'.repeat(32)}-${w}.webp`,
    bytes: 20000,
  }));
  const media = await client.query(
    `insert into media (kind, hash, mime_type, width, height, bytes, variants)
     values ('slab', $1, 'image/webp', 720, 450, 60000, $2::jsonb) returning id`,
    ['a'.repeat(32), JSON.stringify(variants)],
  );
  const productId = product.rows[0].id;
  await client.query(
    `insert into lots (product_id, vendor_id, block_number, lot_number, thickness_mm, finish, grade, yard_city, notes)
     select $1, $2, 'B' || (100 + g), '', (array[18, 20, 30])[1 + g % 3], 'Polished',
       (array['First', 'Second', 'Commercial'])[1 + g % 3], 'Ongole', 'Bundle in the yard, slabs numbered off the gangsaw'
     from generate_series(1, 40) g`,
    [productId, manufacturer.rows[0].id],
  );
  await client.query(
    `insert into lot_photos (lot_id, media_id, position) select id, $1, 0 from lots where product_id = $2`,
    [media.rows[0].id, productId],
  );
  await client.query(
    `insert into slabs (lot_id, product_id, vendor_id, block_number, sequence, length_mm, width_mm,
       gross_sqft_x100, usable_sqft_x100, defects, photo_media_id, status, sold_outside, sold_at)
     select l.id, l.product_id, l.vendor_id, l.block_number, s,
       2700 + ((l.id * 7 + s * 13) % 500), 1600 + ((l.id * 11 + s * 17) % 400),
       ((2700 + ((l.id * 7 + s * 13) % 500))::bigint * (1600 + ((l.id * 11 + s * 17) % 400)) * 10000 + 4645152) / 9290304,
       ((2700 + ((l.id * 7 + s * 13) % 500))::bigint * (1600 + ((l.id * 11 + s * 17) % 400)) * 10000 + 4645152) / 9290304,
       case when s % 7 = 0 then 'Natural pit near one edge' end, $2,
       case when s = 15 then 'sold' else 'available' end, s = 15, case when s = 15 then now() end
     from lots l, generate_series(1, 15) s where l.product_id = $1`,
    [productId, media.rows[0].id],
  );
  return productId;
}

async function timeAll(paths, concurrency, accept) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  let bytes = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++];
        const t0 = performance.now();
        const res = await fetch(base + path, { headers: { accept } });
        const body = await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        bytes = body.byteLength;
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
    bytes,
    errors,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'granite-product-lots-'));
  const url = await scratchDatabase(DB, 'create');
  const server = await startServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: url, SEED: 'none' });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const load1 = loadavg()[0];
  const results = [];
  let lotsShown = 0;
  let slabsSent = 0;
  let pageShowsLots = false;
  let pageHtml = '';
  try {
    const productId = await seed(client);
    await client.query('analyze');
    const lots = await (await fetch(`${base}/api/v1/products/${productId}/lots`)).json();
    lotsShown = lots.items.length;
    slabsSent = lots.items.reduce((n, l) => n + l.slabs.length, 0);
    const page = await (
      await fetch(`${base}/product/${productId}?check=1`, { headers: { accept: 'text/html' } })
    ).text();
    pageShowsLots = page.includes('B101') && page.includes('B140');
    pageHtml = page;
    // Warm-up: compile the routes and fill PostgreSQL's buffers.
    await timeAll(
      Array.from({ length: 30 }, (_, i) => `/product/${productId}?warm=${i}`),
      2,
      'text/html',
    );
    const pages = (tag) => Array.from({ length: REQUESTS }, (_, i) => `/product/${productId}?${tag}=${i}`);
    results.push({
      scenario: 'product page, server-rendered (page-cache miss), one at a time',
      ...(await timeAll(pages('a'), 1, 'text/html')),
    });
    results.push({
      scenario: 'product page, server-rendered (page-cache miss), 4 at a time',
      ...(await timeAll(pages('b'), 4, 'text/html')),
    });
    results.push({
      scenario: `GET /api/v1/products/:id/lots (${lotsShown} lots, ${slabsSent} of 560 slabs sent), one at a time`,
      ...(await timeAll(
        Array.from({ length: REQUESTS }, () => `/api/v1/products/${productId}/lots`),
        1,
        'application/json',
      )),
    });
    const opened = lots.items[lots.items.length - 1].id;
    results.push({
      scenario: 'GET /api/v1/lots/:id (one lot opened: 14 slabs), one at a time',
      ...(await timeAll(
        Array.from({ length: REQUESTS }, () => `/api/v1/lots/${opened}`),
        1,
        'application/json',
      )),
    });
  } finally {
    await client.end();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    await scratchDatabase(DB, 'drop');
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-min load ${load1.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/product-page-lots.json'),
    `${JSON.stringify({ machine, date: new Date().toISOString(), lotsShown, slabsSent, pageShowsLots, results }, null, 2)}\n`,
  );
  // The page as rendered, to see where its bytes go (inline CSS, data for the app, markup).
  const htmlFile = join(tmpdir(), 'product-page-lots.html');
  writeFileSync(htmlFile, pageHtml);
  const part = (re) => (pageHtml.match(re)?.[1]?.length ?? 0).toLocaleString('en');
  console.log(
    `page HTML ${pageHtml.length.toLocaleString('en')} bytes (${htmlFile}): inline CSS ${part(/<style>([\s\S]*?)<\/style>/)}, data for the app ${part(/id="ssr-data">([\s\S]*?)<\/script>/)}, lots section markup ${part(/(data-testid="lots-section"[\s\S]*?<\/section>)/)}`,
  );
  console.log(
    `${machine}\nlots in the API answer: ${lotsShown}, slabs sent with them: ${slabsSent}; page HTML shows the lots: ${pageShowsLots}\n`,
  );
  console.log('| scenario | requests | req/s | p50 | p95 | p99 | max | bytes | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.scenario} | ${r.requests} | ${r.rate} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.max} ms | ${r.bytes} | ${r.errors} |`,
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
