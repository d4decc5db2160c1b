// Inventory (/vendor/inventory, D32): the manufacturer's lots and slabs: fetchers, query options and
// hooks. The server answers only the caller's own lots and slabs (another's is a 404).
import type {
  CreateLot,
  InventoryList,
  ManufacturerLotDetail,
  ManufacturerLotList,
  MarkSlabsSoldResult,
  SlabImportReport,
  SlabPhotoMatchReport,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SlabRowBody } from '../lib/slab-rows';

export const inventoryQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['vendor', 'inventory', 'slabs', params],
    queryFn: ({ signal }) => api.get<InventoryList>('/vendor/slabs', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const useInventory = (params: Record<string, string>, enabled = true) =>
  useQuery({ ...inventoryQuery(params), enabled });

export const manufacturerLotsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['vendor', 'inventory', 'lots', params],
    queryFn: ({ signal }) => api.get<ManufacturerLotList>('/vendor/lots', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const useManufacturerLots = (params: Record<string, string>) =>
  useQuery(manufacturerLotsQuery(params));

const lotKey = (id: number) => ['vendor', 'inventory', 'lot', id] as const;

export const manufacturerLotQuery = (id: number) =>
  queryOptions({
    queryKey: lotKey(id),
    queryFn: ({ signal }) => api.get<ManufacturerLotDetail>(`/vendor/lots/${id}`, { signal }),
  });

export const useManufacturerLot = (id: number | undefined) =>
  useQuery({ ...manufacturerLotQuery(id ?? 0), enabled: id !== undefined });

/** After any write: the inventory, the lots, the dashboard and the storefront's stock lines. */
function useInvalidateInventory() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['vendor', 'inventory'] }),
      client.invalidateQueries({ queryKey: ['vendor', 'dashboard'] }),
      client.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
}

/** A lot's fields as the form gives them (the server's CreateLot without the product). */
export type LotFormValues = Omit<CreateLot, 'productId'>;

export function useCreateLot() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: LotFormValues & { productId: number }) =>
      api.post<ManufacturerLotDetail>('/vendor/lots', input),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useUpdateLot() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: LotFormValues & { version: number } }) =>
      api.put<ManufacturerLotDetail>(`/vendor/lots/${id}`, input),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

/** Deleting a lot with held or sold slabs is refused (409): the global error toast says why. */
export function useDeleteLot() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/vendor/lots/${id}`),
    onSuccess: invalidate,
  });
}

/** All the rows or none: a 400 names each bad cell (`rows.3.length`), which the grid shows. */
export function useAddSlabs() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ lotId, rows }: { lotId: number; rows: SlabRowBody[] }) =>
      api.post<ManufacturerLotDetail>(`/vendor/lots/${lotId}/slabs`, { rows }),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export type SlabEdit = {
  sequence: number;
  length: string;
  width: string;
  usableSqft?: number;
  defects: string | null;
  version: number;
};

export function useUpdateSlab() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SlabEdit }) =>
      api.put<unknown>(`/vendor/slabs/${id}`, input),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

/** Only an available slab may go; a held or sold one is a 409, shown by the global error toast. */
export function useDeleteSlab() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/vendor/slabs/${id}`),
    onSuccess: invalidate,
  });
}

/** Slabs sold outside the platform: all or none (a 409 names a slab that is not available). */
export function useMarkSlabsSold() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (slabIds: number[]) => api.post<MarkSlabsSoldResult>('/vendor/slabs/mark-sold', { slabIds }),
    onSuccess: invalidate,
  });
}

const imageForm = (files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return form;
};

/** One bundle photo (multipart, a field named `file`); the server decides from the bytes. */
export const uploadLotPhoto = (lotId: number, file: File) =>
  api.post<unknown>(`/vendor/lots/${lotId}/photos`, imageForm([file]));

export function useUploadLotPhoto() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ lotId, file }: { lotId: number; file: File }) => uploadLotPhoto(lotId, file),
    onSuccess: invalidate,
  });
}

export function useDeleteLotPhoto() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ lotId, photoId }: { lotId: number; photoId: number }) =>
      api.delete<void>(`/vendor/lots/${lotId}/photos/${photoId}`),
    onSuccess: invalidate,
  });
}

export function useUploadSlabPhoto() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ slabId, file }: { slabId: number; file: File }) =>
      api.post<unknown>(`/vendor/slabs/${slabId}/photo`, imageForm([file])),
    onSuccess: invalidate,
  });
}

/** Slab photos matched by file name (B114-07.jpg → block B114, slab 7) among the caller's slabs. */
export const uploadSlabPhotos = (files: File[]) =>
  api.post<SlabPhotoMatchReport>('/vendor/slab-photos', imageForm(files));

export function useInvalidateInventoryAfter() {
  return useInvalidateInventory();
}

/** The slab CSV of one product: `confirm: false` checks every row and writes nothing (the preview). */
export function useImportSlabs() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ productId, csv, confirm }: { productId: number; csv: string; confirm: boolean }) =>
      api.post<SlabImportReport>(`/vendor/products/${productId}/slab-import`, { csv, confirm }),
    onSuccess: (report) => (report.dryRun ? undefined : invalidate()),
    meta: { handlesErrors: true },
  });
}
