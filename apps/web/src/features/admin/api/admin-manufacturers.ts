// Admin manufacturers (/admin/vendors) and manufacturer approvals (/admin/vendor-applications): fetchers,
// query options and hooks. Pages never build a query key by hand (STYLE).
import type {
  AdminApproveManufacturerApplication,
  AdminCreateManufacturer,
  AdminManufacturer,
  AdminManufacturerApplication,
  AdminManufacturerApplicationList,
  AdminManufacturerList,
  AdminUpdateManufacturer,
  ManufacturerStatus,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

// ---------------------------------------------------------------- manufacturers

export const adminManufacturersQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'manufacturers', 'list', params],
    queryFn: ({ signal }) =>
      api.get<AdminManufacturerList>('/admin/manufacturers', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminManufacturers = (params: Record<string, string>) =>
  useQuery(adminManufacturersQuery(params));

export const adminManufacturerQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'manufacturers', 'one', id],
    queryFn: ({ signal }) => api.get<AdminManufacturer>(`/admin/manufacturers/${id}`, { signal }),
  });

export const useAdminManufacturer = (id: number | undefined) =>
  useQuery({ ...adminManufacturerQuery(id ?? 0), enabled: id !== undefined });

/** Any manufacturer change refreshes the admin lists and what the storefront shows of manufacturers. */
function useInvalidateManufacturers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'manufacturers'] }),
      client.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
}

export function useCreateManufacturer() {
  const invalidate = useInvalidateManufacturers();
  return useMutation({
    mutationFn: (input: AdminCreateManufacturer) =>
      api.post<AdminManufacturer>('/admin/manufacturers', input),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useUpdateManufacturer() {
  const invalidate = useInvalidateManufacturers();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUpdateManufacturer }) =>
      api.put<AdminManufacturer>(`/admin/manufacturers/${id}`, input),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useSetManufacturerPremium() {
  const invalidate = useInvalidateManufacturers();
  return useMutation({
    mutationFn: ({ id, isPremium }: { id: number; isPremium: boolean }) =>
      api.put<AdminManufacturer>(`/admin/manufacturers/${id}/premium`, { isPremium }),
    onSuccess: invalidate,
  });
}

export function useSetManufacturerStatus() {
  const invalidate = useInvalidateManufacturers();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ManufacturerStatus }) =>
      api.put<AdminManufacturer>(`/admin/manufacturers/${id}/status`, { status }),
    onSuccess: invalidate,
  });
}

export function useAttachManufacturerOwner() {
  const invalidate = useInvalidateManufacturers();
  return useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) =>
      api.put<AdminManufacturer>(`/admin/manufacturers/${id}/owner`, { email }),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useDetachManufacturerOwner() {
  const invalidate = useInvalidateManufacturers();
  return useMutation({
    mutationFn: (id: number) => api.delete<AdminManufacturer>(`/admin/manufacturers/${id}/owner`),
    onSuccess: invalidate,
  });
}

export function useDeleteManufacturer() {
  const invalidate = useInvalidateManufacturers();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ id: number; removal: 'soft' | 'permanent' }>(`/admin/manufacturers/${id}`),
    onSuccess: invalidate,
  });
}

/** After a logo upload (the upload itself goes through the media pipeline). */
export function useManufacturerLogoChanged() {
  return useInvalidateManufacturers();
}

// ---------------------------------------------------------------- manufacturer approvals

export const manufacturerApplicationsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'vendor-applications', 'list', params],
    queryFn: ({ signal }) =>
      api.get<AdminManufacturerApplicationList>('/admin/vendor-applications', {
        query: params,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useManufacturerApplications = (params: Record<string, string>) =>
  useQuery(manufacturerApplicationsQuery(params));

export const manufacturerApplicationQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'vendor-applications', 'one', id],
    queryFn: ({ signal }) =>
      api.get<AdminManufacturerApplication>(`/admin/vendor-applications/${id}`, { signal }),
  });

export const useManufacturerApplication = (id: number | undefined) =>
  useQuery({ ...manufacturerApplicationQuery(id ?? 0), enabled: id !== undefined });

function useInvalidateApplications() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'vendor-applications'] }),
      client.invalidateQueries({ queryKey: ['admin', 'manufacturers'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      client.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
}

/** The approval screen toasts the spec's failure texts itself (admin 8). */
export function useApproveManufacturerApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminApproveManufacturerApplication }) =>
      api.post<{ application: AdminManufacturerApplication; manufacturerId: number }>(
        `/admin/vendor-applications/${id}/approve`,
        input,
      ),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useRejectManufacturerApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<AdminManufacturerApplication>(`/admin/vendor-applications/${id}/reject`, { reason }),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useReactivateManufacturerApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<AdminManufacturerApplication>(`/admin/vendor-applications/${id}/reactivate`, {}),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useDeleteManufacturerApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/admin/vendor-applications/${id}`),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}
