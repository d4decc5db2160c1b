// My Products (/vendor/products, admin spec 2): fetchers, query options and hooks for the signed-in
// manufacturer's own products. The server answers only its own manufacturers' rows (D9).
import type {
  ApiErrorBody,
  AvailabilityStatus,
  BulkPriceChange,
  BulkResult,
  ProductImportReport,
  ProductManageList,
  ProductManageView,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductFormSubmit } from '@/components/product-form/product-form';
import { ApiError, api, apiUrl } from '@/lib/api';

export const manufacturerProductsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['vendor', 'products', 'list', params],
    queryFn: ({ signal }) => api.get<ProductManageList>('/vendor/products', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const useManufacturerProducts = (params: Record<string, string>) =>
  useQuery(manufacturerProductsQuery(params));

export const manufacturerProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['vendor', 'products', 'one', id],
    queryFn: ({ signal }) => api.get<ProductManageView>(`/vendor/products/${id}`, { signal }),
  });

export const useManufacturerProduct = (id: number | undefined) =>
  useQuery({ ...manufacturerProductQuery(id ?? 0), enabled: id !== undefined });

/** The filtered list as CSV (paging aside), and the import template: plain download links. */
export function manufacturerProductsExportUrl(params: Record<string, string>): string {
  const { page: _page, pageSize: _size, ...filters } = params;
  return apiUrl('/vendor/products/export', filters);
}
export const importTemplateUrl = () => apiUrl('/vendor/products/import-template');

function useInvalidateProducts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['vendor', 'products'] }),
      client.invalidateQueries({ queryKey: ['vendor', 'dashboard'] }),
      client.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
}

export function useCreateManufacturerProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: ProductFormSubmit) => api.post<ProductManageView>('/vendor/products', input),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useUpdateManufacturerProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ProductFormSubmit }) =>
      api.put<ProductManageView>(`/vendor/products/${id}`, input),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useDeleteManufacturerProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/vendor/products/${id}`),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useDuplicateManufacturerProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) => api.post<ProductManageView>(`/vendor/products/${id}/duplicate`, {}),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useSetAvailability() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, availabilityStatus }: { id: number; availabilityStatus: AvailabilityStatus }) =>
      api.patch<ProductManageView>(`/vendor/products/${id}/availability`, { availabilityStatus }),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useBulkPriceChange() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: BulkPriceChange) => api.post<BulkResult>('/vendor/products/bulk-price', body),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

/**
 * Sends an import file as it is (text/csv): `dryRun` checks every row and writes nothing (the
 * preview); otherwise the good rows are created and the bad ones skipped (README).
 */
export async function importProductsCsv(csv: string, dryRun: boolean): Promise<ProductImportReport> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/vendor/products/import', { dryRun }), {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'text/csv', accept: 'application/json' },
      body: csv,
    });
  } catch {
    throw new ApiError(0, 'unavailable', 'Could not reach the server. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => undefined)) as
    | ProductImportReport
    | ApiErrorBody
    | undefined;
  if (response.ok) return body as ProductImportReport;
  const error = (body as ApiErrorBody | undefined)?.error;
  throw new ApiError(
    response.status,
    error?.code ?? (response.status === 413 ? 'payload_too_large' : 'internal'),
    error?.message ?? 'The file could not be imported. Please try again.',
    error?.fields,
  );
}

export function useImportProducts() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => importProductsCsv(csv, dryRun),
    onSuccess: (report) => (report.dryRun ? undefined : invalidate()),
    meta: { handlesErrors: true },
  });
}
