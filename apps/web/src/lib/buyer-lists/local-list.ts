// Browser copies of the wishlist and comparison (spec 3: keys 'wishlist' and 'comparison'), read
// through useSyncExternalStore so every component and every tab sees the same list at once.
import type { ImageRef, ListItem } from '@granite/shared';

type Listener = () => void;

/** A stored image reference as the API gave it; anything else (older entries, edits) is dropped. */
function isImageRef(value: unknown): value is ImageRef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.url === 'string' &&
    typeof v.width === 'number' &&
    typeof v.height === 'number' &&
    Array.isArray(v.variants) &&
    v.variants.every(
      (x) =>
        typeof x === 'object' &&
        x !== null &&
        typeof (x as Record<string, unknown>).url === 'string' &&
        typeof (x as Record<string, unknown>).width === 'number',
    )
  );
}

function isListItem(value: unknown): value is ListItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    (v.id as number) > 0 &&
    typeof v.name === 'string' &&
    typeof v.pricePaise === 'number' &&
    typeof v.vendorName === 'string'
  );
}

/**
 * A corrupted value (not JSON, not a list, items of the wrong shape) is discarded, not thrown:
 * the page keeps working with an empty list (bad input).
 */
export function parseStoredList(raw: string | null): ListItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<number>();
  const items: ListItem[] = [];
  for (const entry of parsed) {
    if (!isListItem(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    items.push({
      id: entry.id,
      name: entry.name,
      pricePaise: entry.pricePaise,
      vendorName: entry.vendorName,
      manufacturerName:
        typeof entry.manufacturerName === 'string' ? entry.manufacturerName : entry.vendorName,
      imageUrl: typeof entry.imageUrl === 'string' ? entry.imageUrl : null,
      image: isImageRef(entry.image) ? entry.image : null,
    });
  }
  return items;
}

export type LocalList = {
  get(): ListItem[];
  set(items: ListItem[]): void;
  subscribe(listener: Listener): () => void;
};

export function createLocalList(key: string): LocalList {
  const listeners = new Set<Listener>();
  let raw: string | null | undefined;
  let cached: ListItem[] = [];

  const read = (): ListItem[] => {
    let current: string | null = null;
    try {
      current = window.localStorage.getItem(key);
    } catch {
      // Storage disabled (private mode, policy): the list lives in memory for this visit.
      return cached;
    }
    if (current !== raw) {
      raw = current;
      cached = parseStoredList(current);
      // Rewrite a corrupted value so the next visit starts clean.
      if (current !== null && JSON.stringify(cached) !== current) write(cached);
    }
    return cached;
  };

  const write = (items: ListItem[]) => {
    cached = items;
    raw = JSON.stringify(items);
    try {
      window.localStorage.setItem(key, raw);
    } catch {
      // Quota or disabled storage: keep the in-memory copy.
    }
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) for (const l of listeners) l();
  };

  return {
    get: read,
    set(items) {
      write(items);
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
