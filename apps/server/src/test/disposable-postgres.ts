// A PostgreSQL server of a test's own (fault tests restart it and would disturb every other
// test on the shared one). initdb into a temporary directory, pg_ctl to start, stop and restart.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** The newest installed server's bin directory (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((d) => existsSync(join(root, d, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : null;
}

export type DisposablePostgres = {
  url: string;
  port: number;
  start(): void;
  /** Fast shutdown: every session ends at once (57P01), like a crash-restart or failover. */
  stop(): void;
  destroy(): void;
};

export async function startDisposablePostgres(): Promise<DisposablePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'granite-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  // initdb and the server refuse to run as root: run them as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  const run = (tool: string, args: string[]) => {
    const cmd = join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe', cwd: dir });
    else execFileSync(cmd, args, { stdio: 'pipe', cwd: dir });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
