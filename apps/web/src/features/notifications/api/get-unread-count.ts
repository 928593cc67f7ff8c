import type { UnreadCount } from '@shuttle/contracts';
import { getUnreadNotificationsCountAddress } from '@shuttle/contracts/addresses/notifications';
import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { firstPaintRead, readPaintingFirst } from '../../../lib/first-paint-query.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { notificationsKeyRoot } from './notifications-key.ts';

/** New notifications arrive from the server's side (a top-up, a booking): look again now and then. */
const REFRESH_MS = 60_000;

/** Every signed-in page's bell: painted first, checked after (docs/decisions/287). */
const unreadCountRead = firstPaintRead(getUnreadNotificationsCountAddress, () =>
  import('@shuttle/contracts/notifications').then((calls) => calls.getUnreadNotificationsCountCall),
);

/**
 * Asks the count; when it has moved, a notification came or was read elsewhere, so the lists
 * kept from before are out of date and are read again when next shown.
 */
async function countAndMarkListsOld(userId: number, queryKey: QueryKey): Promise<UnreadCount> {
  const count = await readPaintingFirst(queryKey, unreadCountRead, { params: { userId } });
  const before = queryClient.getQueryData<UnreadCount>(unreadCountQueryOptions(userId).queryKey);
  if (before && before.count !== count.count) {
    void queryClient.invalidateQueries({ queryKey: [...notificationsKeyRoot(userId), 'list'] });
  }
  return count;
}

export const unreadCountQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...notificationsKeyRoot(userId), 'unread-count'],
    queryFn: ({ queryKey }) => countAndMarkListsOld(userId, queryKey),
    // Every page that shows the count asks again when it opens (docs/product.md#accounts: loaded at start).
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });

/** The rider's unread count; 0 for a visitor and while it loads. */
export function useUnreadCount(userId: number | undefined): number {
  const query = useQuery({ ...unreadCountQueryOptions(userId ?? 0), enabled: userId !== undefined });
  return query.data?.count ?? 0;
}
