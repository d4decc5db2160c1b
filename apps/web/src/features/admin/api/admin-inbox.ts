import type { AdminContactMessage, AdminContactMessageList, ContactMessageStatus } from '@granite/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type InboxFilter = { page: number; pageSize: number; status?: ContactMessageStatus; search?: string };

export const adminInboxQuery = (filter: InboxFilter) =>
  queryOptions({
    queryKey: ['admin', 'inbox', filter],
    queryFn: ({ signal }) =>
      api.get<AdminContactMessageList>('/admin/contact-messages', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminInbox = (filter: InboxFilter) => useQuery(adminInboxQuery(filter));

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'inbox'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
}

const path = (id: number, action: string) => `/admin/contact-messages/${id}/${action}`;

export function useInboxActions() {
  const invalidate = useInvalidate();
  const markRead = useMutation({
    mutationFn: (id: number) => api.post<AdminContactMessage>(path(id, 'read'), {}),
    onSuccess: invalidate,
  });
  const markHandled = useMutation({
    mutationFn: (id: number) => api.post<AdminContactMessage>(path(id, 'handled'), {}),
    onSuccess: invalidate,
  });
  const reply = useMutation({
    mutationFn: ({ id, replyText }: { id: number; replyText: string }) =>
      api.post<AdminContactMessage>(path(id, 'reply'), { replyText }),
    onSuccess: invalidate,
  });
  return { markRead, markHandled, reply };
}
