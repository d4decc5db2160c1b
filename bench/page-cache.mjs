// `npm run page-cache -w @granite/bench` (target: "a cached page costs about what a cached API answer
// costs"): the server on PostgreSQL with the demo catalogue (production mode, the built web app) and
// 32 connections for 10 s in each of four scenarios over the same set of storefront addresses:
//   1. server-rendered pages, each address asked once (every one rendered: no cache);
//   2. the same pages again, cycling through all of them (every one from the page cache);
//   3. the API answers those pages are made of, cycling through all of them (from the API cache);
//   4. the API answers asked for the first time (for reference).
// Writes results/page-cache.json and prints a Markdown table for bench/README.md.
//   BENCH_PG_URL (server for the scratch database)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, scratchDatabase, startServer, stopServer } from './bench-server.mjs';

const PORT = 3996;
const base = `http://127.0.0.1:${PORT}`;
const SORTS = ['featured', 'price-asc', 'price-desc', 'name-asc', 'vendor-asc', 'bestsellers'];
const FINISHES = ['Polished', 'Honed', 'Flamed', 'Leathered'];

/** Storefront addresses (page and the API query it is made of), all distinct. */
async function addresses() {
  const json = async (path) => (await fetch(base + path)).json();
  const products = [];
  for (let page = 1; page <= 20; page++) {
    const body = await json(`/api/v1/products?page=${page}`);
    products.push(...body.items.map((p) => p.id));
    if (page >= body.totalPages) break;
  }
  const categories = (await json('/api/v1/categories')).items.map((c) => c.id);
  const manufacturers = (await json('/api/v1/manufacturers')).items.map((m) => m.id);
  const list = [];
  for (const id of products) list.push({ page: `/product/${id}`, api: `/api/v1/products/${id}` });
  for (const id of manufacturers)
    list.push({ page: `/vendor/profile/${id}`, api: `/api/v1/manufacturers/${id}` });
  for (const category of categories)
    for (const sort of SORTS)
      for (const finish of FINISHES) {
        const query = `category=${category}&sort=${sort}&finish=${finish}`;
        list.push({ page: `/products?${query}`, api: `/api/v1/products?${query}` });
      }
  return list;
}

/** 32 connections for 10 s, `paths` in turn; with `once`, each path asked once and then the run ends. */
function load(paths, headers = {}, once = false) {
  let i = 0;
  return autocannon({
    url: base,
    connections: 32,
    ...(once ? { amount: paths.length } : { duration: 10 }),
    timeout: 10,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
}

const row = (name, r) => ({
  scenario: name,
  requests: r.requests.total,
  rate: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  non2xx: r.non2xx,
  errors: r.errors,
});

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'granite-page-cache-'));
  const server = await startServer(PORT, {
    DATA_DIR: dataDir,
    DATABASE_URL: await scratchDatabase('granite_page_cache', 'create'),
  });
  const load1 = loadavg()[0];
  const results = [];
  const html = { accept: 'text/html', 'accept-encoding': 'br' };
  const apiHeaders = { accept: 'application/json', 'accept-encoding': 'br' };
  try {
    await new Promise((r) => setTimeout(r, 5000));
    const list = await addresses();
    // 1. Each page once: the run is cut to the addresses there are (each rendered once).
    const cold = await load(
      list.map((a) => a.page),
      html,
      true,
    );
    results.push(row(`server-rendered pages, each rendered once (${list.length} addresses)`, cold));
    results.push(
      row(
        'the same pages from the page cache',
        await load(
          list.map((a) => a.page),
          html,
        ),
      ),
    );
    // 4 before 3: the API's first answers, then the same answers from its cache.
    const apiCold = await load(
      list.map((a) => a.api),
      apiHeaders,
      true,
    );
    results.push(
      row(
        'their API answers from the API cache',
        await load(
          list.map((a) => a.api),
          apiHeaders,
        ),
      ),
    );
    results.push(
      row(
        'their API answers, each asked once after the page renders (reference: the renders may have filled the caches)',
        apiCold,
      ),
    );
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    await scratchDatabase('granite_page_cache', 'drop');
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-min load ${load1.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/page-cache.json'),
    `${JSON.stringify({ machine, date: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.log(`${machine}\n`);
  console.log('| scenario | requests | req/s | p50 | p99 | max | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.scenario} | ${r.requests} | ${r.rate} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${r.non2xx} | ${r.errors} |`,
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
