// The server as the load benchmarks start it (soak.mjs, abuse.mjs): production mode, the demo
// catalogue, a scratch PostgreSQL database (or PGlite in a temporary directory), visitors told apart
// by X-Forwarded-For (TRUST_PROXY=1).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export const root = new URL('..', import.meta.url).pathname;
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates (or drops) the scratch database `name` on BENCH_PG_URL's server; returns its URL. */
export async function scratchDatabase(name, action) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  if (action === 'create') await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts the server on `port` and resolves once /api/v1/health answers. */
export async function startServer(port, env) {
  const base = `http://127.0.0.1:${port}`;
  const webDist = join(root, 'apps/web/dist');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-test-secret-0123456789abcdefghijklmnop',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      TRUST_PROXY: '1',
      ...(existsSync(webDist) ? { WEB_DIST: webDist } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) return child;
    } catch {}
    if (child.exitCode !== null) throw new Error('server exited during start-up');
  }
  child.kill('SIGTERM');
  throw new Error('server did not answer within 10 minutes');
}

/** Stops a server started by startServer. */
export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The resident memory of a process, in MiB. */
export const rssMiB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
