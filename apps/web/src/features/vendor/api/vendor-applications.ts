import type { VendorRegistration } from '@granite/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const registerVendor = (input: VendorRegistration) =>
  api.post<{ message: string }>('/vendor-applications', input);

/** The registration page shows a failure itself (field errors, an alert and a toast). */
export const useRegisterVendor = () =>
  useMutation({ mutationFn: registerVendor, meta: { handlesErrors: true } });
