// Writers of what the catalogue shows (categories, products, manufacturers and their images) say
// so here, and the catalogue's caches in this process re-read their version at once (D11); other
// processes notice through the version kept in the database (lib/version-check.ts). An event
// rather than a call keeps the catalogue module above the modules whose rows it shows, without an
// import cycle between them.
type Listener = () => void;

const listeners = new WeakMap<object, Set<Listener>>();

/** The catalogue subscribes its caches for one database handle. */
export function onCatalogChanged(db: object, listener: Listener): void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
}

/** Call after writing categories, products, manufacturers or their images. */
export function catalogChanged(deps: { db: object }): void {
  for (const listener of listeners.get(deps.db) ?? []) listener();
}
