// `npm run soak -w @granite/bench`: a 10-minute soak at 200 requests per second of
// mixed browsing, search and quote requests against the server on PostgreSQL with the demo catalogue,
// from many simulated visitors (each request from its own X-Forwarded-For address, TRUST_PROXY=1).
// Prints errors, latency and the server's resident memory (RSS) every minute; writes results/soak.json.
//   SOAK_SECONDS (default 600)  SOAK_RATE (default 200)  BENCH_PG_URL (server for the scratch database)
//   SOAK_DB=pglite to run on the embedded database instead.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, rssMiB, scratchDatabase, startServer, stopServer } from './bench-server.mjs';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 200);
const onPglite = process.env.SOAK_DB === 'pglite';
const PORT = 3998;
const base = `http://127.0.0.1:${PORT}`;

/** What the demo catalogue offers to browse: product, category and manufacturer ids, and words. */
async function catalogue() {
  const products = [];
  for (let page = 1; page <= 20; page++) {
    const res = await fetch(`${base}/api/v1/products?page=${page}`);
    const body = await res.json();
    products.push(...body.items);
    if (page >= body.totalPages) break;
  }
  const categories = (await (await fetch(`${base}/api/v1/categories`)).json()).items.map((c) => c.id);
  const manufacturers = (await (await fetch(`${base}/api/v1/manufacturers`)).json()).items.map((m) => m.id);
  const words = [...new Set(products.flatMap((p) => p.name.toLowerCase().split(/\s+/)))].filter(
    (w) => w.length > 3,
  );
  return { productIds: products.map((p) => p.id), categories, manufacturers, words };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const typo = (word) => {
  const i = 1 + Math.floor(Math.random() * (word.length - 2));
  return word.slice(0, i) + word.slice(i + 1);
};
const FINISHES = ['Polished', 'Honed', 'Flamed', 'Leathered'];
const SORTS = ['featured', 'price-asc', 'price-desc', 'name-asc', 'vendor-asc', 'bestsellers'];

let visitor = 0;
/** One request as a visitor makes it; distinct URLs, about 2 % quote requests. */
function nextRequest(cat, withHtml) {
  visitor++;
  const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  const headers = { 'x-forwarded-for': ip };
  const r = Math.random();
  if (r < 0.02) {
    return {
      method: 'POST',
      path: '/api/v1/quote-requests',
      headers: {
        ...headers,
        'content-type': 'application/json',
        origin: base,
        'idempotency-key': `soak-${visitor}`,
      },
      body: JSON.stringify({
        productId: pick(cat.productIds),
        customerName: 'Soak Visitor',
        mobileNumber: '+91 98450 12345',
        quantitySqft: 100 + (visitor % 900),
        deliveryCity: 'Bengaluru',
        deliveryPin: '560001',
        materialQuality: 'Premium',
        productType: 'Slabs',
      }),
      kind: 'quote',
    };
  }
  const page = 1 + Math.floor(Math.random() * 4);
  let path;
  if (r < 0.3) path = `/api/v1/products/${pick(cat.productIds)}`;
  else if (r < 0.5)
    path = `/api/v1/products?category=${pick(cat.categories)}&minPrice=${50 + Math.floor(Math.random() * 100)}&maxPrice=${200 + Math.floor(Math.random() * 600)}&finish=${pick(FINISHES)}&sort=${pick(SORTS)}&page=${page}`;
  else if (r < 0.7) {
    const word = pick(cat.words);
    path = `/api/v1/products?search=${encodeURIComponent(Math.random() < 0.5 ? typo(word) : word)}&page=${page}`;
  } else if (r < 0.78) path = `/api/v1/manufacturers/${pick(cat.manufacturers)}`;
  else if (r < 0.84) path = '/api/v1/categories';
  else if (r < 0.9) path = `/api/v1/products?sort=${pick(SORTS)}&page=${page}`;
  else if (withHtml)
    path = pick(['/', '/products', `/product/${pick(cat.productIds)}`, '/vendors', '/about']);
  else path = `/api/v1/products?manufacturer=${pick(cat.manufacturers)}&page=1`;
  return { method: 'GET', path, headers, kind: 'browse' };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'granite-soak-'));
  const env = { DATA_DIR: dataDir };
  if (!onPglite) env.DATABASE_URL = await scratchDatabase('granite_soak', 'create');
  const server = await startServer(PORT, env);
  const samples = [];
  try {
    const cat = await catalogue();
    const withHtml = existsSync(join(root, 'apps/web/dist/index.html'));
    console.log(
      `soak: ${seconds} s at ${rate} req/s on ${onPglite ? 'PGlite' : 'PostgreSQL'}, ${cat.productIds.length} products${withHtml ? ', with HTML pages' : ''}`,
    );
    const started = Date.now();
    samples.push({ minute: 0, rssMiB: rssMiB(server.pid) });
    const sampler = setInterval(() => {
      const minute = Math.round((Date.now() - started) / 60_000);
      samples.push({ minute, rssMiB: rssMiB(server.pid) });
      console.log(`minute ${minute}: RSS ${samples.at(-1).rssMiB} MiB`);
    }, 60_000);
    const refusals = [];
    const result = await autocannon({
      url: base,
      connections: 64,
      overallRate: rate,
      duration: seconds,
      timeout: 10,
      requests: [
        {
          setupRequest(req, context) {
            const next = nextRequest(cat, withHtml);
            context.sent = { method: next.method, path: next.path, body: next.body };
            return { ...req, method: next.method, path: next.path, headers: next.headers, body: next.body };
          },
          // The first refusals with what was sent and the answer, so a 4xx can be explained.
          onResponse(status, body, context) {
            if (status >= 400 && refusals.length < 20)
              refusals.push({ status, ...context.sent, answer: String(body).slice(0, 300) });
          },
        },
      ],
    });
    clearInterval(sampler);
    samples.push({ minute: Math.round((Date.now() - started) / 60_000), rssMiB: rssMiB(server.pid) });
    const summary = {
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      date: new Date().toISOString(),
      database: onPglite ? 'pglite' : 'postgres',
      seconds,
      targetRate: rate,
      requests: result.requests.total,
      averageRate: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes: result.statusCodeStats,
      refusals,
      rss: samples,
    };
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, 'bench/results/soak.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (!onPglite) await scratchDatabase('granite_soak', 'drop');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
