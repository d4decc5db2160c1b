import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', SEED: 'none', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('config', () => {
  it('has working laptop defaults', () => {
    const sut = loadConfig({});
    expect(sut.port).toBe(3000);
    expect(sut.databaseUrl).toBeUndefined();
    expect(sut.seed).toBe('demo');
    expect(sut.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED: 'lots' }, 'SEED'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-1' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.in' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ S3_BUCKET: 'b' }, 'S3_ENDPOINT'],
    [{ NODE_ENV: 'production' }, 'AUTH_SECRET'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });
});

describe('start-up', () => {
  it('stops with a one-line error naming PORT when PORT is bad', () => {
    const result = start({ PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a whole number between 1 and 65535',
    );
  });

  it('stops with a clear message when DATABASE_URL is malformed', () => {
    const result = start({ DATABASE_URL: 'not a url' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Invalid configuration: DATABASE_URL must be a postgres:\/\//);
  });

  it('stops with a clear message when the database at DATABASE_URL cannot be reached', () => {
    const result = start({ DATABASE_URL: 'postgres://127.0.0.1:1/nowhere', PORT: '3999' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^Start-up failed: DATABASE_URL could not be used: .*ECONNREFUSED/);
  });
});
