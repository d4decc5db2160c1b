import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

// Source: src/db/migrations; bundle: dist/migrations (copied by build.mjs). Both sit beside this code.
export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies pending drizzle-kit migrations; safe to run on every start, and from several server
 * processes starting at once (drizzle's migrator takes no lock of its own).
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  // The PGlite and node-postgres migrators run the same SQL through the same dialect.
  await handle.exclusively('granite:migrations', () => migratePg(handle.db, { migrationsFolder }));
}
