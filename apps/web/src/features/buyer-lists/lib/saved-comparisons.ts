// D22: 'Save for Later' keeps a comparison's page and filters on the account, or in the browser
// when signed out, and reopens it from the list.
import {
  SAVED_COMPARISONS_MAX,
  SAVED_COMPARISONS_STORAGE_KEY,
  type SavedComparison,
  type SavedComparisonQuery,
} from '@granite/shared';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useSession } from '@/lib/auth/session';
import { savedComparisonsQuery, useDeleteSavedComparison, useSaveComparison } from '../api/comparisons';
import { isSavedComparisonQuery } from './comparison-query';

const listeners = new Set<() => void>();
let raw: string | null | undefined;
let cached: SavedComparison[] = [];

function readLocal(): SavedComparison[] {
  let current: string | null = null;
  try {
    current = localStorage.getItem(SAVED_COMPARISONS_STORAGE_KEY);
  } catch {
    return cached;
  }
  if (current === raw) return cached;
  raw = current;
  cached = [];
  try {
    const parsed: unknown = current ? JSON.parse(current) : [];
    if (Array.isArray(parsed)) {
      for (const entry of parsed) {
        const e = entry as Partial<SavedComparison>;
        const query = e?.query;
        if (typeof e?.id === 'string' && typeof e.name === 'string' && isSavedComparisonQuery(query)) {
          cached.push({ id: e.id, name: e.name, query, createdAt: String(e.createdAt ?? '') });
        }
      }
    }
  } catch {
    // A corrupted value is discarded (same rule as the wishlist and comparison keys).
  }
  return cached;
}

function writeLocal(items: SavedComparison[]) {
  cached = items;
  raw = JSON.stringify(items);
  try {
    localStorage.setItem(SAVED_COMPARISONS_STORAGE_KEY, raw);
  } catch {
    // Storage disabled: kept for this visit only.
  }
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const EMPTY: SavedComparison[] = [];

export function useSavedComparisons() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const saveOnServer = useSaveComparison();
  const deleteOnServer = useDeleteSavedComparison();
  const server = useQuery({ ...savedComparisonsQuery, enabled: signedIn });
  const local = useSyncExternalStore(subscribe, readLocal, () => EMPTY);
  const items = signedIn ? (server.data?.items ?? EMPTY) : local;

  return {
    items,
    signedIn,
    async save(name: string, query: SavedComparisonQuery): Promise<void> {
      if (signedIn) {
        await saveOnServer.mutateAsync({ name, query });
        return;
      }
      const id = `local-${Date.now().toString(36)}`;
      writeLocal(
        [{ id, name, query, createdAt: new Date().toISOString() }, ...readLocal()].slice(
          0,
          SAVED_COMPARISONS_MAX,
        ),
      );
    },
    async remove(id: string): Promise<void> {
      if (signedIn) {
        await deleteOnServer.mutateAsync(id);
        return;
      }
      writeLocal(readLocal().filter((s) => s.id !== id));
    },
  };
}

/** The page address of a saved comparison. */
export function comparisonHref(query: SavedComparisonQuery): string {
  const { category, ...rest } = query;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(rest)) if (v) params.set(k, v);
  if (category && !query.product) {
    const qs = params.toString();
    return `/product/comparison/${category}${qs ? `?${qs}` : ''}`;
  }
  if (category) params.set('category', category);
  const qs = params.toString();
  return `/product/comparison${qs ? `?${qs}` : ''}`;
}
