// Wishlist and comparison for everyone (spec 2.7, 2.10, 5, 8; D15). The browser copy is what the
// page shows; for a signed-in buyer every change is also sent to the server, and at sign-in the two
// are merged so the lists follow the buyer to another device.
import {
  type BuyerList,
  COMPARISON_MAX,
  COMPARISON_STORAGE_KEY,
  type ImageRef,
  type ListItem,
  WISHLIST_STORAGE_KEY,
} from '@granite/shared';
import { useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api';
import {
  addToServerList,
  clearServerList,
  fetchServerList,
  mergeServerList,
  removeFromServerList,
} from '@/lib/api/buyer-lists';
import { toast } from '@/lib/toast';
import { createLocalList } from './local-list';

const stores: Record<BuyerList, ReturnType<typeof createLocalList>> = {
  wishlist: createLocalList(WISHLIST_STORAGE_KEY),
  comparison: createLocalList(COMPARISON_STORAGE_KEY),
};

const EMPTY: ListItem[] = [];

export function useBuyerList(list: BuyerList): ListItem[] {
  const store = stores[list];
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
}

/** Anything with the fields a list keeps: a product card, a product page, a comparison row. */
export type ListableProduct = {
  id: number;
  name: string;
  pricePaise: number;
  vendorName: string;
  imageUrl: string | null;
  image: ImageRef | null;
};

const toItem = (p: ListableProduct): ListItem => ({
  id: p.id,
  name: p.name,
  pricePaise: p.pricePaise,
  manufacturerName: p.vendorName,
  vendorName: p.vendorName,
  imageUrl: p.imageUrl,
  image: p.image,
});

const TEXT = {
  wishlist: {
    added: 'Added to Wishlist',
    addedText: (name: string) => `${name} has been added to your wishlist`,
    removed: 'Removed from Wishlist',
    removedText: 'Item has been removed from your wishlist',
    cleared: 'Wishlist Cleared',
    clearedText: 'All items have been removed from your wishlist',
  },
  comparison: {
    added: 'Added to Comparison',
    addedText: (name: string) => `${name} has been added to comparison`,
    removed: 'Removed from Comparison',
    removedText: 'Item has been removed from comparison',
    cleared: 'Comparison Cleared',
    clearedText: 'All items have been removed from comparison',
  },
} as const;

/** Set while a buyer is signed in (BuyerListsSync); null for visitors. */
let accountUserId: string | null = null;

/** A server change that failed: say so, then show the account's list as the server has it. */
function syncWithServer(list: BuyerList, change: () => Promise<unknown>) {
  if (!accountUserId) return;
  const userId = accountUserId;
  change().catch(async (error: unknown) => {
    toast.error('Error', { description: isApiError(error) ? error.message : 'Could not save your list' });
    try {
      const view = await fetchServerList(list);
      if (accountUserId === userId) stores[list].set(view.items);
    } catch {
      // Offline: keep the browser's copy; the next sign-in merges it.
    }
  });
}

/** Spec 5: an item already present is ignored; the comparison stops at 4 with a destructive toast. */
export function addToList(list: BuyerList, product: ListableProduct): boolean {
  const items = stores[list].get();
  if (items.some((i) => i.id === product.id)) return false;
  if (list === 'comparison' && items.length >= COMPARISON_MAX) {
    toast.error('Comparison Limit Reached', {
      description: `You can compare up to ${COMPARISON_MAX} products at a time`,
    });
    return false;
  }
  stores[list].set([...items, toItem(product)]);
  toast.success(TEXT[list].added, { description: TEXT[list].addedText(product.name) });
  syncWithServer(list, () => addToServerList(list, product.id));
  return true;
}

export function removeFromList(list: BuyerList, productId: number): void {
  const items = stores[list].get();
  if (!items.some((i) => i.id === productId)) return;
  stores[list].set(items.filter((i) => i.id !== productId));
  toast.success(TEXT[list].removed, { description: TEXT[list].removedText });
  syncWithServer(list, () => removeFromServerList(list, productId));
}

export function toggleInList(list: BuyerList, product: ListableProduct): void {
  if (stores[list].get().some((i) => i.id === product.id)) removeFromList(list, product.id);
  else addToList(list, product);
}

export function clearList(list: BuyerList): void {
  stores[list].set([]);
  toast.success(TEXT[list].cleared, { description: TEXT[list].clearedText });
  syncWithServer(list, () => clearServerList(list));
}

/**
 * At sign-in (and on each visit while signed in) the browser's lists join the account's; the
 * merged lists replace the browser's. At sign-out the browser's copy is emptied: the lists are
 * kept in the account, and the next person on a shared computer must not see or inherit them.
 */
export async function mergeWithAccount(userId: string | null): Promise<void> {
  const previous = accountUserId;
  accountUserId = userId;
  if (!userId) {
    if (previous) for (const list of ['wishlist', 'comparison'] as const) stores[list].set([]);
    return;
  }
  await Promise.all(
    (['wishlist', 'comparison'] as const).map(async (list) => {
      const before = stores[list].get();
      try {
        const merged = await mergeServerList(
          list,
          before.map((i) => i.id),
        );
        if (accountUserId !== userId) return;
        const items = withChangesSince(before, stores[list].get(), merged.items);
        stores[list].set(list === 'comparison' ? items.slice(0, COMPARISON_MAX) : items);
      } catch {
        // The server copy catches up at the next visit; the browser's list still works meanwhile.
      }
    }),
  );
}

/**
 * The merged list, with what the buyer did while the merge was on its way: a click on "Add to
 * wishlist" right after the page loads must not be undone by the answer to a merge sent before it
 * (each such change also went to the server on its own, so the account agrees).
 */
export function withChangesSince(before: ListItem[], now: ListItem[], merged: ListItem[]): ListItem[] {
  const had = new Set(before.map((i) => i.id));
  const has = new Set(now.map((i) => i.id));
  const kept = merged.filter((i) => has.has(i.id) || !had.has(i.id));
  const keptIds = new Set(kept.map((i) => i.id));
  const added = now.filter((i) => !had.has(i.id) && !keptIds.has(i.id));
  return [...kept, ...added];
}
