import type {
  MarkedRead,
  NotificationList,
  NotificationPreferencesView,
  UnreadCount,
  UpdateNotificationPreferences,
} from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Everything of the bell lives under this key: the count, the list and the preferences. */
export const notificationsKey = ['me', 'notifications'] as const;

/** The bell polls its count: a minute while the tab is open, never in the background. */
const POLL_MS = 60_000;

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: [...notificationsKey, 'unread-count'],
    queryFn: ({ signal }) => api.get<UnreadCount>('/me/notifications/unread-count', { signal }),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQuery(), enabled });

export const notificationListQuery = (pageSize = 10) =>
  queryOptions({
    queryKey: [...notificationsKey, 'list', pageSize],
    queryFn: ({ signal }) => api.get<NotificationList>('/me/notifications', { query: { pageSize }, signal }),
  });

export const useNotificationList = (enabled: boolean, pageSize = 10) =>
  useQuery({ ...notificationListQuery(pageSize), enabled });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MarkedRead>(`/me/notifications/${id}/read`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MarkedRead>('/me/notifications/read-all', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

const preferencesKey = [...notificationsKey, 'preferences'] as const;

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api.get<NotificationPreferencesView>('/me/notification-preferences', { signal }),
  });

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    /** The e-mail mode and/or single cells of the events × channels grid (ADR 019). */
    mutationFn: (change: UpdateNotificationPreferences) =>
      api.put<NotificationPreferencesView>('/me/notification-preferences', change),
    onSuccess: (prefs) => queryClient.setQueryData(preferencesKey, prefs),
  });
}
