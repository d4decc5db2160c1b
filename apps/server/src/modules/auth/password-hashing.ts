// How passwords are stretched. Production keeps better-auth's own scrypt (N=16384, r=16, p=1, 64-byte
// key; about 100 ms of a core per hash, which is the point). The server's tests create a thousand
// accounts a pass, two hashes each, and at that cost spent minutes of CI on key stretching alone: they
// set `passwordHashing: 'light'` in code (src/test/app.ts), the same scrypt and the same stored form
// ("salt:key", hex) at N=1024, r=8. No environment variable can choose it (config.ts).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';

const LIGHT = { N: 1024, r: 8, p: 1, keyLength: 64 } as const;

function lightKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      LIGHT.keyLength,
      { N: LIGHT.N, r: LIGHT.r, p: LIGHT.p },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

const light = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await lightKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await lightKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** better-auth's `emailAndPassword.password` option: undefined keeps its own (standard) hashing. */
export function passwordHashingOf(config: Pick<Config, 'passwordHashing'>): typeof light | undefined {
  return config.passwordHashing === 'light' ? light : undefined;
}
