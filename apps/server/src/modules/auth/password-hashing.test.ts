// Key stretching: production keeps better-auth's standard scrypt whatever the environment says; the
// server's tests use the light cost, set in code, and both sign in. PGlite and PostgreSQL.
import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { account, user } from '../../db/schema';
import { buyer, PASSWORD } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { passwordHashingOf } from './password-hashing';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

async function storedHash(t: TestApp, email: string): Promise<string> {
  const [row] = await t.app.deps.db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return row!.password!;
}

/** The key of `password` under `salt` at scrypt's cost N, r (better-auth's stored form is salt:key). */
const keyAt = (password: string, salt: string, N: number, r: number) =>
  scryptSync(password.normalize('NFKC'), salt, 64, { N, r, p: 1, maxmem: 128 * N * r * 2 }).toString('hex');

describe('password hashing', () => {
  it('is the standard cost in every configuration read from the environment', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const config = loadConfig({ NODE_ENV, AUTH_SECRET: 'x'.repeat(32), PASSWORD_HASHING: 'light' });
      expect(config.passwordHashing).toBeUndefined();
      expect(passwordHashingOf(config)).toBeUndefined();
    }
  });

  it('stores an N=16384, r=16 key at the standard cost and an N=1024, r=8 key in the tests, both signing in', async () => {
    const standard = await createTestApp({ passwordHashing: 'standard' });
    apps.push(standard);
    const light = await createTestApp();
    apps.push(light);
    const a = await buyer(standard.app);
    const b = await buyer(light.app);
    expect(a.cookie).toBeTruthy();
    expect(b.cookie).toBeTruthy();

    const [saltA, keyA] = (await storedHash(standard, a.email)).split(':');
    const [saltB, keyB] = (await storedHash(light, b.email)).split(':');
    expect(keyB).toHaveLength(128);
    // The password the helpers sign up with, at each app's own cost (and not at the other's).
    expect(keyAt(PASSWORD, saltA!, 16384, 16)).toBe(keyA);
    expect(keyAt(PASSWORD, saltB!, 1024, 8)).toBe(keyB);
    expect(keyAt(PASSWORD, saltB!, 16384, 16)).not.toBe(keyB);
  });

  it('refuses a wrong password at the light cost', async () => {
    const hashing = passwordHashingOf({ passwordHashing: 'light' })!;
    const hash = await hashing.hash('granite-slab-42');
    expect(await hashing.verify({ hash, password: 'granite-slab-42' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'granite-slab-43' })).toBe(false);
    expect(await hashing.verify({ hash: 'not-a-hash', password: 'granite-slab-42' })).toBe(false);
  });
});
