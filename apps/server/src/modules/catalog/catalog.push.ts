// ADR 010, "Processes and pushes": a change committed through any server process reaches every
// other process's catalogue index at once, not at its next read of the change feed. On PostgreSQL
// each process LISTENs on `catalog_changes` over a connection of its own; writers NOTIFY after their
// commit (catalogChanged) or inside their transaction (slab holds and sales, lots/holds.service). A
// notification wakes the index (one sync in flight, one queued) and empties this process's cached
// answers keyed by the catalogue version. The feed is still read every CATALOG_POLL_MS when nothing
// woke the index: a notification lost while the connection was down is then late, never lost.
// PGlite belongs to one process, whose own writes already call catalogChanged: nothing to listen to.
import type { FastifyInstance } from 'fastify';
import { announceCatalogChangeIn, CATALOG_CHANNEL, setCatalogAnnouncer } from '../../lib/catalog-events';
import { listen } from '../../lib/pg-listen';
import { catalogCache } from './catalog.cache';
import { catalogIndex } from './catalog.index';

export const LISTENER_APPLICATION_NAME = 'granite catalogue listener';

export function startCatalogPush(app: FastifyInstance): void {
  const { config, database, db } = app.deps;
  const index = catalogIndex(db);
  if (config.catalogPollMs) index.pollMs = config.catalogPollMs;
  if (database.kind !== 'postgres' || !config.databaseUrl) return;

  setCatalogAnnouncer(db, () => {
    announceCatalogChangeIn(db).catch((err: Error) =>
      app.log.warn({ err: err.message }, 'catalogue change not announced; other processes poll for it'),
    );
  });
  const listening = listen(
    config.databaseUrl,
    CATALOG_CHANNEL,
    () => {
      // Cached answers keyed by the catalogue version re-read it; the index reads the feed in the
      // background (requests are not held up by another process's change, unlike by their own).
      catalogCache(app.deps).invalidate();
      index.wake();
    },
    app.log,
    { applicationName: LISTENER_APPLICATION_NAME },
  );
  app.addHook('onClose', async () => {
    setCatalogAnnouncer(db, undefined);
    await listening.close();
  });
}
