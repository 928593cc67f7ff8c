import type { NotificationList } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsKeyRoot } from './notifications-key.ts';

export interface NotificationsPage {
  page: number;
  limit: number;
  unreadOnly: boolean;
}

export const getNotifications = (userId: number, { page, limit, unreadOnly }: NotificationsPage) =>
  apiRequest<NotificationList>(`/users/${userId}/notifications`, {
    query: { page, limit, unread_only: unreadOnly },
  });

export const notificationsQueryOptions = (userId: number, page: NotificationsPage) =>
  queryOptions({
    queryKey: [...notificationsKeyRoot(userId), 'list', page],
    queryFn: () => getNotifications(userId, page),
    placeholderData: keepPreviousData,
    // Notifications arrive from the server's side at any time: each visit asks again.
    staleTime: 0,
  });

export function useNotifications(userId: number, page: NotificationsPage) {
  return useQuery(notificationsQueryOptions(userId, page));
}
