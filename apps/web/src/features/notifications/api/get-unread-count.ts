import type { UnreadCount } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsKeyRoot } from './notifications-key.ts';

/** New notifications arrive from the server's side (a top-up, a booking): look again now and then. */
const REFRESH_MS = 60_000;

export const getUnreadCount = (userId: number) =>
  apiRequest<UnreadCount>(`/users/${userId}/unread-notifications-count`);

export const unreadCountQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...notificationsKeyRoot(userId), 'unread-count'],
    queryFn: () => getUnreadCount(userId),
    // Every page that shows the count asks again when it opens (docs/product.md#accounts: loaded at start).
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });

/** The rider's unread count; 0 for a visitor and while it loads. */
export function useUnreadCount(userId: number | undefined): number {
  const query = useQuery({ ...unreadCountQueryOptions(userId ?? 0), enabled: userId !== undefined });
  return query.data?.count ?? 0;
}
