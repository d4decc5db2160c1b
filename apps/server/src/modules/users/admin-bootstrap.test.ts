// D3: the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD at start, or from `npm run admin:create`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { buyer, call, PASSWORD, signIn, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { resolveAuthSecret } from '../auth/auth.secret';
import { AdminBootstrapError, ensureAdmin } from './admin-bootstrap';

const ADMIN = 'owner@granite.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: 'Quarry-Master-2024' });
});
afterAll(async () => {
  await t?.close();
});

describe('admin bootstrap', () => {
  it('creates a verified administrator from ADMIN_EMAIL/ADMIN_PASSWORD at start', async () => {
    const { res, cookie } = await signIn(t.app, ADMIN, 'Quarry-Master-2024');
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie })).json().roles).toContain('admin');
  });

  it('is idempotent and promotes an existing account without touching its password', async () => {
    expect(await ensureAdmin(t.app.deps.db, t.app.auth, { email: ADMIN, password: 'Whatever-Else-1' })).toBe(
      'unchanged',
    );
    const b = await buyer(t.app);
    expect(
      await ensureAdmin(t.app.deps.db, t.app.auth, { email: b.email, password: 'Other-Password-9' }),
    ).toBe('promoted');
    const [row] = await t.app.deps.db.select().from(user).where(eq(user.id, b.userId));
    expect(row!.role).toBe('admin');
    expect((await signIn(t.app, b.email, PASSWORD)).res.statusCode).toBe(200);
  });

  it('refuses a common or short password', async () => {
    await expect(
      ensureAdmin(t.app.deps.db, t.app.auth, { email: uniqueEmail('a'), password: 'password1' }),
    ).rejects.toThrow(AdminBootstrapError);
    await expect(
      ensureAdmin(t.app.deps.db, t.app.auth, { email: uniqueEmail('a'), password: 'short' }),
    ).rejects.toThrow(/8 to 128/);
  });
});

describe('auth secret', () => {
  it('uses AUTH_SECRET, or generates one per data directory kept with mode 600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'granite-secret-'));
    try {
      expect(resolveAuthSecret({ authSecret: 'x'.repeat(32), dataDir: dir, env: 'development' })).toBe(
        'x'.repeat(32),
      );
      const first = resolveAuthSecret({ authSecret: undefined, dataDir: dir, env: 'development' });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
      expect(resolveAuthSecret({ authSecret: undefined, dataDir: dir, env: 'development' })).toBe(first);
      expect(() => resolveAuthSecret({ authSecret: undefined, dataDir: dir, env: 'production' })).toThrow(
        /AUTH_SECRET/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run admin:create', () => {
  const run = promisify(execFile);
  const serverDir = new URL('../../..', import.meta.url).pathname;
  it('creates the administrator, then reports it exists; refuses missing arguments', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'granite-cli-'));
    const env = { PATH: process.env.PATH, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' };
    // Node with tsx's loader, as `npm run admin:create` runs it, without npx's own start-up.
    const cli = ['--import', 'tsx', 'src/cli/admin-create.ts'];
    try {
      const created = await run(
        process.execPath,
        [...cli, '--email', 'Boss@Granite.example', '--password', 'Quarry-Master-2024'],
        { cwd: serverDir, env },
      );
      expect(created.stdout).toContain('Administrator boss@granite.example created.');
      const again = await run(
        process.execPath,
        [...cli, '--email', 'boss@granite.example', '--password', 'Quarry-Master-2024'],
        { cwd: serverDir, env },
      );
      expect(again.stdout).toContain('already an administrator');
      await expect(
        run(process.execPath, [...cli, '--email', 'x@y.example'], { cwd: serverDir, env }),
      ).rejects.toMatchObject({ code: 2 });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Three starts from source: 30–40 s idle, up to 120 s each beside other test runs.
  }, 400_000);
});
