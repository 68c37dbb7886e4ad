import { useEffect } from 'react';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  MAX_NOTIFICATIONS,
  type Notification,
  type NotificationList,
  type NotificationResponse,
  type NotificationsChanged,
  type SendNotificationInput,
} from '@shop/contracts';
import { localizeNotification } from '@/i18n/messages';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** The signed-in user's notifications, newest first, with the unread count (server state). */
export const notificationsQuery = queryOptions({
  queryKey: ['/api/notifications'],
  queryFn: () => api.get<NotificationList>('/api/notifications'),
});

/** Tabs of the same browser tell each other when the list changed (read, cleared). */
const CHANNEL_NAME = 'italieno-notifications';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

function tellOtherTabs(): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage('changed');
  channel.close();
}

/** The bell's list; other tabs' marks and clears are read again as they happen. */
export function useNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const channel = openChannel();
    if (!channel) return;
    channel.onmessage = () =>
      void queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
    return () => channel.close();
  }, [enabled, queryClient]);
  return useQuery({ ...notificationsQuery, enabled });
}

function updateList(
  queryClient: QueryClient,
  update: (list: NotificationList) => NotificationList,
): void {
  queryClient.setQueryData<NotificationList>(notificationsQuery.queryKey, (list) =>
    list ? update(list) : list,
  );
}

/** Notifications this tab has announced with a toast, so each is announced once. */
const announced = new Set<string>();

/**
 * A notification pushed on the user's topic: it goes to the top of the bell's list (at most
 * MAX_NOTIFICATIONS) and, when new and unread, a toast announces it (one toast at a time: a
 * newer one replaces it).
 */
export function receiveNotification(queryClient: QueryClient, notification: Notification): void {
  updateList(queryClient, (list) => {
    const known = list.notifications.some((n) => n.id === notification.id);
    const notifications = [
      notification,
      ...list.notifications.filter((n) => n.id !== notification.id),
    ].slice(0, MAX_NOTIFICATIONS);
    const unread = known ? list.unread : list.unread + (notification.read ? 0 : 1);
    return { notifications, unread };
  });
  if (notification.read || announced.has(notification.id)) return;
  announced.add(notification.id);
  // Stored with the codes of its texts; shown in the shop's language.
  const { title, message } = localizeNotification(notification);
  notify.info(title, message);
}

/** A click on one notification marks it read. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.patch<NotificationResponse>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onMutate: (id) =>
      updateList(queryClient, (list) => {
        const wasUnread = list.notifications.some((n) => n.id === id && !n.read);
        return {
          notifications: list.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
          unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
        };
      }),
    onSuccess: () => tellOtherTabs(),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

/** Mark all read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NotificationsChanged>('/api/notifications/read-all'),
    onMutate: () =>
      updateList(queryClient, (list) => ({
        notifications: list.notifications.map((n) => ({ ...n, read: true })),
        unread: 0,
      })),
    onSuccess: () => tellOtherTabs(),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

/** Clear all. */
export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<NotificationsChanged>('/api/notifications'),
    onMutate: () => updateList(queryClient, () => ({ notifications: [], unread: 0 })),
    onSuccess: () => tellOtherTabs(),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

/**
 * The test sender (POST /api/send-notification). The server decides who receives it (the sender
 * itself, or an order's customer when staff send one), so the list is read again rather than
 * guessed; the recipient's tabs hear it live.
 */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendNotificationInput) =>
      api.post<NotificationResponse>('/api/send-notification', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}
