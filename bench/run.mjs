// `npm run bench`: seeds 100,000 products, starts the server, measures the catalogue endpoints with
// autocannon and stops the server again. Targets (issue 4): PostgreSQL p99 < 50 ms and >= 1,500 req/s
// at 32 connections; PGlite no request over 2 s at 8 connections.
//   BENCH_PG_URL   server to create the scratch database granite_bench on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_TARGETS  postgres,pglite (default both)   BENCH_SECONDS  per scenario (default 20)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = 3999;

const SCENARIOS = [
  ['product list, page 1', '/api/v1/products'],
  [
    'filtered + sorted list',
    '/api/v1/products?category=1&minPrice=100&maxPrice=300&finish=Polished&sort=price-asc&page=2',
  ],
  ['search with a typo', '/api/v1/products?search=black%20galxy'],
];

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
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', SEED: 'none', LOG_LEVEL: 'warn', ...env },
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

const cannon = (path, connections, duration) =>
  autocannon({ url: `http://127.0.0.1:${PORT}${path}`, connections, duration, timeout: 10 });

async function measure(target, connections) {
  const rows = [];
  for (const [name, path] of SCENARIOS) {
    await cannon(path, connections, 3); // warm-up: JIT, connection pool, first fill of the caches
    const r = await cannon(path, connections, seconds);
    rows.push({
      target,
      scenario: name,
      path,
      connections,
      seconds,
      requestsPerSecond: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    });
    console.log(rows.at(-1));
  }
  return rows;
}

async function main() {
  const results = [];
  const outDir = join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  for (const target of targets) {
    const dataDir = mkdtempSync(join(tmpdir(), `granite-bench-${target}-`));
    const env = { DATA_DIR: dataDir };
    if (target === 'postgres') env.DATABASE_URL = await withPgDatabase();
    try {
      console.log(tsx('bench/seed.ts', env).trim());
      writeFileSync(join(outDir, `explain-${target}.md`), tsx('bench/explain.ts', env));
      const server = await startServer(env);
      try {
        results.push(...(await measure(target, target === 'postgres' ? 32 : 8)));
      } finally {
        await stopServer(server);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      if (target === 'postgres') await dropPgDatabase();
    }
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  writeFileSync(
    join(outDir, 'api.json'),
    `${JSON.stringify({ machine, date: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.log(`\n${machine}\n`);
  console.log('| database | scenario | connections | req/s | p50 ms | p99 ms | max ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.target} | ${r.scenario} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors + r.timeouts} |`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
