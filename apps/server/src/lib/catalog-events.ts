// Writers of what the catalogue shows (categories, products, manufacturers and their images) say
// so here, and the catalogue's caches in this process re-read their version at once (D11); other
// processes notice through the version kept in the database (lib/version-check.ts), and on
// PostgreSQL at once through a NOTIFY on the channel `catalog_changes` (ADR 010, "Processes and
// pushes"). An event rather than a call keeps the catalogue module above the modules whose rows it
// shows, without an import cycle between them.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

type Listener = () => void;

/** The NOTIFY channel other processes LISTEN on (modules/catalog/catalog.push.ts). */
export const CATALOG_CHANNEL = 'catalog_changes';

const listeners = new WeakMap<object, Set<Listener>>();
const announcers = new WeakMap<object, Listener>();

/** The catalogue subscribes its caches for one database handle. */
export function onCatalogChanged(db: object, listener: Listener): void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
}

/** How a committed change is told to the other processes on this database (one per handle). */
export function setCatalogAnnouncer(db: object, announce: Listener | undefined): void {
  if (announce) announcers.set(db, announce);
  else announcers.delete(db);
}

/** Call after writing categories, products, manufacturers or their images (after the commit). */
export function catalogChanged(deps: { db: object }): void {
  for (const listener of listeners.get(deps.db) ?? []) listener();
  announcers.get(deps.db)?.();
}

/**
 * For writers inside a transaction that do not call catalogChanged (slab holds and sales made by the
 * trade module's transactions): PostgreSQL delivers the notification when the transaction commits,
 * and drops it when it rolls back, exactly as a trigger's would be.
 */
export async function announceCatalogChangeIn(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}
