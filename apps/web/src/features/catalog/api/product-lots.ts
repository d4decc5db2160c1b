import type { ProductLotsView } from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * D32: the lots of a product with their available and held slabs (sold ones never come). Under the
 * product's key, so whatever refreshes the product refreshes its stock too.
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
