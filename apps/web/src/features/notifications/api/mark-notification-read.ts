import {
  markNotificationReadCall,
  type Notification,
  type NotificationList,
  type UnreadCount,
} from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { unreadCountQueryOptions } from './get-unread-count.ts';
import { notificationsKeyRoot } from './notifications-key.ts';

export interface MarkReadInput {
  notification: Notification;
  isRead: boolean;
}

export const markNotificationRead = (userId: number, notificationId: number, isRead: boolean) =>
  callApi(markNotificationReadCall, { params: { userId, notificationId }, body: { is_read: isRead } });

/**
 * Marks one notification read or unread. The count moves at once, never below 0
 * (docs/product.md#notifications), and is put right from the server afterwards.
 */
export function useMarkNotificationRead(userId: number) {
  const queryClient = useQueryClient();
  const countKey = unreadCountQueryOptions(userId).queryKey;
  return useMutation({
    mutationFn: ({ notification, isRead }: MarkReadInput) =>
      markNotificationRead(userId, notification.id, isRead),
    onMutate: async ({ notification, isRead }) => {
      if (notification.is_read === isRead) return;
      await queryClient.cancelQueries({ queryKey: notificationsKeyRoot(userId) });
      queryClient.setQueryData<UnreadCount>(countKey, (current) =>
        current ? { count: Math.max(0, current.count + (isRead ? -1 : 1)) } : current,
      );
      queryClient.setQueriesData<NotificationList>(
        { queryKey: [...notificationsKeyRoot(userId), 'list'] },
        (list) =>
          list && {
            ...list,
            data: list.data.map((item) =>
              item.id === notification.id ? { ...item, is_read: isRead } : item,
            ),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeyRoot(userId) }),
  });
}
