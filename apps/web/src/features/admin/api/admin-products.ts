// All Granite Products (/admin/products, admin spec 2): fetchers, query options and hooks. Pages never
// build a query key by hand (STYLE). Every write refreshes the admin list and the storefront's
// catalogue queries (the server's caches follow within a second by themselves).
import type {
  AdminBulkProductAction,
  BulkResult,
  ProductManageList,
  ProductManageView,
  ProductStatus,
  StoreManufacturer,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductFormSubmit } from '@/components/product-form/product-form';
import { api, apiUrl } from '@/lib/api';

export const adminProductsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'products', 'list', params],
    queryFn: ({ signal }) => api.get<ProductManageList>('/admin/products', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (params: Record<string, string>) => useQuery(adminProductsQuery(params));

export const adminProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'products', 'one', id],
    queryFn: ({ signal }) => api.get<ProductManageView>(`/admin/products/${id}`, { signal }),
  });

export const useAdminProduct = (id: number | undefined) =>
  useQuery({ ...adminProductQuery(id ?? 0), enabled: id !== undefined });

/** The manufacturers a product may be listed for: the active ones (the server refuses the others). */
export const activeManufacturersQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'manufacturers', 'all'],
    queryFn: ({ signal }) => api.get<{ items: StoreManufacturer[] }>('/manufacturers', { signal }),
    staleTime: 60_000,
  });

export const useActiveManufacturers = () => useQuery(activeManufacturersQuery());

/** The CSV of the list as filtered and sorted now (paging aside): a plain download link. */
export function adminProductsExportUrl(params: Record<string, string>): string {
  const { page: _page, pageSize: _size, ...filters } = params;
  return apiUrl('/admin/products/export', filters);
}

function useInvalidateProducts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'products'] }),
      client.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
}

export function useCreateAdminProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: ProductFormSubmit) => api.post<ProductManageView>('/admin/products', input),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useUpdateAdminProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ProductFormSubmit }) =>
      api.put<ProductManageView>(`/admin/products/${id}`, input),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useSetAdminProductStatus() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ProductStatus }) =>
      api.patch<ProductManageView>(`/admin/products/${id}/status`, { status }),
    onSuccess: invalidate,
  });
}

export function useDeleteAdminProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/admin/products/${id}`),
    onSuccess: invalidate,
  });
}

export function useBulkAdminProducts() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: AdminBulkProductAction) => api.post<BulkResult>('/admin/products/bulk', body),
    onSuccess: invalidate,
  });
}
