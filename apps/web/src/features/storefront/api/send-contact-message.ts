import type { StoreContactMessage } from '@granite/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const sendContactMessage = (message: StoreContactMessage) =>
  api.post<{ id: number; message: string }>('/contact', message);

/** The contact form shows a failure itself (field errors and one toast), hence `handlesErrors`. */
export const useSendContactMessage = () =>
  useMutation({ mutationFn: sendContactMessage, meta: { handlesErrors: true } });
