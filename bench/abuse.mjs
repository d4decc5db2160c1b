// `npm run abuse -w @granite/bench` (cheap denial of service, as an outside security probe tried it):
// the probe's loads against the server on PostgreSQL (production mode, demo catalogue), each while a
// visitor asks /api/v1/health every 100 ms. Goal: health within 1 s, no 5xx (a quick 429 or 503
// with Retry-After). Writes results/abuse.json and prints a Markdown table for bench/README.md.
//   1. four clients sending 1 MB JSON bodies (one large array) to POST /api/v1/quote-requests, 10 s;
//   2. 200 concurrent POST /api/v1/contact from one address, five waves;
//   3. 200 concurrent POST /api/v1/contact from 200 addresses (each allowed: real writes), five waves.
//   BENCH_PG_URL (server for the scratch database)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { root, scratchDatabase, startServer, stopServer } from './bench-server.mjs';

const PORT = 3997;
const base = `http://127.0.0.1:${PORT}`;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Asks /api/v1/health every 100 ms until stopped; each answer's time and status. */
function healthProbe() {
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(30_000) });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = -1;
      }
      samples.push({ ms: performance.now() - started, status });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
    return {
      samples: samples.length,
      p50: Math.round(quantile(ms, 0.5)),
      p99: Math.round(quantile(ms, 0.99)),
      max: Math.round(ms.at(-1) ?? 0),
      notOk: samples.filter((s) => s.status !== 200).length,
    };
  };
}

/** Sends one request; its status (or -1 for a network error), time and Retry-After. */
async function send(path, body, ip) {
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    return {
      status: res.status,
      ms: performance.now() - started,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch {
    return { status: -1, ms: performance.now() - started, retryAfter: null };
  }
}

function summarise(name, answers, health) {
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const limited = answers.filter((a) => a.status === 429 || a.status === 503);
  return {
    scenario: name,
    requests: answers.length,
    statuses,
    fiveXx: answers.filter((a) => a.status >= 500).length,
    // The server answers 413 as soon as a body passes its limit and closes the connection without
    // reading the rest: a client still sending then sees the connection closed instead of the answer.
    closed: answers.filter((a) => a.status === -1).length,
    limitedWithoutRetryAfter: limited.filter((a) => !a.retryAfter).length,
    answerP50: Math.round(quantile(ms, 0.5)),
    answerP99: Math.round(quantile(ms, 0.99)),
    health,
  };
}

/** A 1 MB quote request: a valid shape with a large array where a string belongs. */
const bigBody = JSON.stringify({
  productId: 1,
  customerName: 'Probe',
  mobileNumber: '+91 98450 12345',
  quantitySqft: 100,
  deliveryCity: 'Bengaluru',
  deliveryPin: '560001',
  additionalNotes: Array.from({ length: 500_000 }, (_, i) => i % 10),
});

async function largeBodies() {
  const stop = healthProbe();
  const answers = [];
  const until = Date.now() + 10_000;
  await Promise.all(
    [1, 2, 3, 4].map(async (client) => {
      while (Date.now() < until)
        answers.push(await send('/api/v1/quote-requests', bigBody, `10.9.0.${client}`));
    }),
  );
  return summarise(
    `4 clients × 1 MB JSON to POST /api/v1/quote-requests, 10 s (body ${(bigBody.length / 1e6).toFixed(2)} MB)`,
    answers,
    await stop(),
  );
}

let wave = 0;
const contact = (i) =>
  JSON.stringify({
    name: 'Asha Rao',
    email: `asha${wave}.${i}@example.com`,
    message: 'Kitchen slabs, please.',
  });

async function contactWaves(distinct) {
  const stop = healthProbe();
  const answers = [];
  for (let w = 0; w < 5; w++) {
    wave++;
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          send(
            '/api/v1/contact',
            contact(i),
            distinct ? `10.${wave}.${i >> 8}.${i & 255}` : `10.200.0.${wave}`,
          ),
        ),
      )),
    );
    await new Promise((r) => setTimeout(r, 500));
  }
  return summarise(
    distinct
      ? '200 concurrent POST /api/v1/contact from 200 addresses, 5 waves'
      : '200 concurrent POST /api/v1/contact from one address, 5 waves',
    answers,
    await stop(),
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'granite-abuse-'));
  const server = await startServer(PORT, {
    DATA_DIR: dataDir,
    DATABASE_URL: await scratchDatabase('granite_abuse', 'create'),
  });
  const load = { start: loadavg()[0] };
  const results = [];
  try {
    await new Promise((r) => setTimeout(r, 5000)); // start-up work (index build) settles
    results.push(await largeBodies());
    results.push(await contactWaves(false));
    results.push(await contactWaves(true));
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    await scratchDatabase('granite_abuse', 'drop');
  }
  load.end = loadavg()[0];
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-min load ${load.start.toFixed(1)} → ${load.end.toFixed(1)}`;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/abuse.json'),
    `${JSON.stringify({ machine, date: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.log(`${machine}\n`);
  console.log(
    '| load | requests | answers (-1: connection closed) | 5xx | 429/503 without Retry-After | answer p50 / p99 | health p50 / p99 / max | health not 200 |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const answers = Object.entries(r.statuses)
      .map(([s, n]) => `${n} × ${s}`)
      .join(', ');
    console.log(
      `| ${r.scenario} | ${r.requests} | ${answers} | ${r.fiveXx} | ${r.limitedWithoutRetryAfter} | ${r.answerP50} / ${r.answerP99} ms | ${r.health.p50} / ${r.health.p99} / ${r.health.max} ms | ${r.health.notOk} of ${r.health.samples} |`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
