import { markAllNotificationsReadCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { unreadCountQueryOptions } from './get-unread-count.ts';
import { notificationsKeyRoot } from './notifications-key.ts';

export const markAllNotificationsRead = (userId: number) =>
  callApi(markAllNotificationsReadCall, { params: { userId } });

export function useMarkAllNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(userId),
    onSuccess: (count) => queryClient.setQueryData(unreadCountQueryOptions(userId).queryKey, count),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeyRoot(userId) }),
  });
}
