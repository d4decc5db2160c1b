// One catalogue URL repeated (cache hits) against a bare Node server sending the same bytes, back to
// back, in alternating rounds: what the server's own per-request work (hooks, validation, the cache
// lookup, headers) costs beside the HTTP floor of this machine. The load generator shares the cores
// with both servers, so only figures from the same run compare. Usage:
//   CACHED_DATABASE_URL=postgres://…/<bench db> node bench/cached-path.mjs
//   CACHED_URL (default /api/v1/products)   CACHED_ROUNDS (default 3)   CACHED_SECONDS (default 5)
//   CACHED_CONNECTIONS (default 32)   CACHED_PROFILE=dir  the server writes a V8 CPU profile there
//   (read it with node bench/profile.mjs)   CACHED_PORT (default 3987; the bare server takes the next)
// Each round also reports the CPU time each server spent per request (/proc), steadier than req/s
// when the machine is shared.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const databaseUrl = process.env.CACHED_DATABASE_URL;
if (!databaseUrl) throw new Error('CACHED_DATABASE_URL: a seeded bench database (bench/seed.ts)');
const path = process.env.CACHED_URL ?? '/api/v1/products';
const rounds = Number(process.env.CACHED_ROUNDS ?? 3);
const seconds = Number(process.env.CACHED_SECONDS ?? 5);
const connections = Number(process.env.CACHED_CONNECTIONS ?? 32);
const port = Number(process.env.CACHED_PORT ?? 3987);

/**
 * CPU seconds a process has used (utime + stime from /proc, clock ticks of 10 ms): per request, the
 * figure that stays comparable when other work on the machine takes cores from both servers.
 */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function waitFor(url, child) {
  for (let i = 0; i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    if (child.exitCode !== null) throw new Error(`${url}: the server exited during start-up`);
  }
  throw new Error(`${url}: no answer within 5 minutes`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const profile = process.env.CACHED_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CACHED_PROFILE}`]
  : [];
const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  // As deployed (run.mjs): production mode, no seed, warnings only in the log.
  env: {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-0123456789abcdefghijklmnopqrstuv',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: 'none',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/api/v1/health`, server);
// The index's first build, then the answer the bare server will send too.
const first = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(300_000) });
const body = await first.text();

// The floor: node:http sending the same body with a JSON content type, nothing else.
const bareSource = `
const body = ${JSON.stringify(body)};
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}).listen(${port + 1}, '127.0.0.1');`;
const bare = spawn(process.execPath, ['-e', bareSource], { stdio: ['ignore', 'inherit', 'inherit'] });
await waitFor(`http://127.0.0.1:${port + 1}/`, bare);

const load = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds }, (err, r) => (err ? reject(err) : resolve(r))),
  );
await load(`${base}${path}`); // warm-up: JIT of both sides
const rows = [];
for (let round = 0; round < rounds; round++) {
  for (const [name, url, pid] of [
    ['server', `${base}${path}`, server.pid],
    ['bare node', `http://127.0.0.1:${port + 1}/`, bare.pid],
  ]) {
    const cpu0 = cpuSeconds(pid);
    const r = await load(url);
    const cpu = cpuSeconds(pid) - cpu0;
    const row = {
      round,
      target: name,
      requestsPerSecond: Math.round(r.requests.average),
      cpuUsPerRequest: Math.round((cpu / r.requests.total) * 1e6),
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      load1: Math.round(loadavg()[0] * 10) / 10,
    };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
}
await stop(bare);
await stop(server);
const of = (target) => rows.filter((r) => r.target === target).map((r) => r.requestsPerSecond);
const ratios = of('server').map((s, i) => Math.round((s / of('bare node')[i]) * 100));
const cpuOf = (target) => rows.filter((r) => r.target === target).map((r) => r.cpuUsPerRequest);
const results = {
  date: new Date().toISOString(),
  label: process.env.CACHED_LABEL ?? null,
  path,
  bodyBytes: Buffer.byteLength(body),
  connections,
  seconds,
  rows,
  serverPercentOfBare: ratios,
  cpuUsPerRequest: { server: cpuOf('server'), bare: cpuOf('bare node') },
};
console.log(JSON.stringify({ serverPercentOfBare: ratios, cpuUsPerRequest: results.cpuUsPerRequest }));
const suffix = process.env.CACHED_LABEL ? `-${process.env.CACHED_LABEL}` : '';
writeFileSync(join(root, `bench/results/cached-path${suffix}.json`), `${JSON.stringify(results, null, 2)}\n`);
