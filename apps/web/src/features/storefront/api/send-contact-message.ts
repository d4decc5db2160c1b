import type { StoreContactMessage } from '@granite/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const sendContactMessage = (message: StoreContactMessage) =>
  api.post<{ id: number; message: string }>('/contact', message);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
