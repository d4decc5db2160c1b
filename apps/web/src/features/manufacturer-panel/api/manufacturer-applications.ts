import type {
  ManufacturerApplication,
  ManufacturerRegistration,
  MyManufacturerApplication,
} from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/auth/session';

export const registerManufacturer = (input: ManufacturerRegistration) =>
  api.post<{ message: string }>('/vendor-applications', input);

/** The registration page shows a failure itself (field errors, an alert and a toast). */
export const useRegisterManufacturer = () =>
  useMutation({ mutationFn: registerManufacturer, meta: { handlesErrors: true } });

export type MyApplicationAnswer = z.infer<typeof MyManufacturerApplication>;

export const myManufacturerApplicationQuery = queryOptions({
  queryKey: ['me', 'vendor-application'],
  queryFn: ({ signal }) => api.get<MyApplicationAnswer>('/me/vendor-application', { signal }),
});

export const useMyManufacturerApplication = (enabled = true) =>
  useQuery({ ...myManufacturerApplicationQuery, enabled });

/** D8: a rejected applicant corrects the application and submits it again (back to pending). */
export function useResubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ManufacturerApplication) =>
      api.put<MyApplicationAnswer>('/me/vendor-application', input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['me', 'vendor-application'] }),
        client.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
    meta: { handlesErrors: true },
  });
}
