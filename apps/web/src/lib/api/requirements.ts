// D38: open requirements — the buyer's posting and list, the manufacturer's matching list and reply,
// the admin's list and hide. Shared by the requirement form, the buyer's dashboard, the
// manufacturer's Quote Requests page and the admin page (ADR 008: hooks own their query keys).
import type {
  AdminRequirement,
  AdminRequirementList,
  BuyerRequirement,
  BuyerRequirementList,
  CreateRequirementInput,
  ManufacturerRequirementList,
  RequirementReplied,
  RequirementReplyInput,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEYS = {
  mine: ['me', 'requirements'] as const,
  vendor: ['vendor', 'requirements'] as const,
  admin: ['admin', 'requirements'] as const,
};

export const myRequirementsQuery = (page = 1) =>
  queryOptions({
    queryKey: [...KEYS.mine, page],
    queryFn: ({ signal }) =>
      api.get<BuyerRequirementList>('/me/requirements', {
        query: { page: String(page), pageSize: '20' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useMyRequirements = (page = 1) => useQuery(myRequirementsQuery(page));

/** Posts a requirement; the form shows field errors itself. */
export function usePostRequirement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRequirementInput) => api.post<BuyerRequirement>('/requirements', input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.mine }),
    meta: { handlesErrors: true },
  });
}

export function useCloseRequirement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<BuyerRequirement>(`/me/requirements/${id}/close`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.mine }),
    meta: { handlesErrors: true },
  });
}

export const manufacturerRequirementsQuery = (page = 1) =>
  queryOptions({
    queryKey: [...KEYS.vendor, page],
    queryFn: ({ signal }) =>
      api.get<ManufacturerRequirementList>('/vendor/requirements', {
        query: { page: String(page), pageSize: '20' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useManufacturerRequirements = (page = 1) => useQuery(manufacturerRequirementsQuery(page));

/** A reply to a requirement (the first takes a seat; later ones revise it). */
export function useReplyToRequirement(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequirementReplyInput) =>
      api.post<RequirementReplied>(`/vendor/requirements/${id}/replies`, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEYS.vendor }),
        client.invalidateQueries({ queryKey: ['vendor', 'quote-requests'] }),
      ]),
    meta: { handlesErrors: true },
  });
}

export const adminRequirementsQuery = (params: { page: number; status?: string }) =>
  queryOptions({
    queryKey: [...KEYS.admin, params],
    queryFn: ({ signal }) =>
      api.get<AdminRequirementList>('/admin/requirements', {
        query: {
          page: String(params.page),
          pageSize: '20',
          ...(params.status ? { status: params.status } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useAdminRequirements = (params: { page: number; status?: string }) =>
  useQuery(adminRequirementsQuery(params));

export function useHideRequirement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<AdminRequirement>(`/admin/requirements/${id}/hide`, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.admin }),
    meta: { handlesErrors: true },
  });
}
