import type { MyHeldSlabs, ProductLotsView, PublicLotView } from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * D32: the lots of a product with their available and held slabs (sold ones never come), as the
 * product page draws them at first: every lot's summary and the first lot's first slabs (the rest of
 * a lot is lotSlabsQuery). Under the product's key, so whatever refreshes the product refreshes its
 * stock too.
 */
export const productLotsQuery = (productId: number) =>
  queryOptions({
    queryKey: ['catalog', 'product', productId, 'lots'],
    queryFn: ({ signal }) => api.get<ProductLotsView>(`/products/${productId}/lots`, { signal }),
    // Holds come and go as manufacturers reply; a minute old is fresh enough for a product page.
    staleTime: 30_000,
  });

export const useProductLots = (productId: number) =>
  useQuery({ ...productLotsQuery(productId), enabled: productId > 0 });

/**
 * One lot with every available and held slab, fetched when the buyer opens it, asks for all its
 * slabs, views them large or selects the whole lot. Under its product's key (refreshed with it).
 */
export const lotSlabsQuery = (productId: number, lotId: number) =>
  queryOptions({
    queryKey: ['catalog', 'product', productId, 'lots', lotId],
    queryFn: ({ signal }) => api.get<PublicLotView>(`/lots/${lotId}`, { signal }),
    staleTime: 30_000,
  });

/**
 * D32: which of the product's held slabs are held for the signed-in buyer's own quote replies, so
 * the page says so (the lots answer is one public answer for everyone). Asked only when signed in.
 */
export const useMyHeldSlabs = (productId: number, signedIn: boolean) =>
  useQuery({
    queryKey: ['catalog', 'product', productId, 'lots', 'held-for-me'],
    queryFn: ({ signal }) =>
      api.get<MyHeldSlabs>('/me/held-slabs', { query: { productId: String(productId) }, signal }),
    enabled: signedIn && productId > 0,
    staleTime: 30_000,
  });
