import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';

/**
 * AUTH_SECRET when set (required in production, config.ts); otherwise one secret generated per data
 * directory and kept in DATA_DIR/auth-secret (mode 600), so sessions survive restarts on a laptop.
 */
export function resolveAuthSecret(config: Pick<Config, 'authSecret' | 'dataDir' | 'env'>): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === 'production') throw new Error('AUTH_SECRET must be set when NODE_ENV is production');
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'w' });
  chmodSync(file, 0o600);
  return secret;
}
