import { getNotificationsAddress } from '@shuttle/contracts/addresses/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstPaintRead, paintFirst } from '../../../lib/first-paint-query.ts';
import { notificationsKeyRoot } from './notifications-key.ts';

export interface NotificationsPage {
  page: number;
  limit: number;
  unreadOnly: boolean;
}

/** How long an answer counts as the one the page's visit read. */
const THIS_VISIT_MS = 5_000;

/** Dashboard home's first paint lists the recent notices: painted first, checked after (docs/decisions/287). */
const notificationsRead = firstPaintRead(getNotificationsAddress, () =>
  import('@shuttle/contracts/notifications').then((calls) => calls.getNotificationsCall),
);

export const notificationsQueryOptions = (userId: number, page: NotificationsPage) =>
  queryOptions({
    queryKey: [...notificationsKeyRoot(userId), 'list', page],
    queryFn: paintFirst(notificationsRead, {
      params: { userId },
      query: { page: page.page, limit: page.limit, unread_only: page.unreadOnly ? 'true' : 'false' },
    }),
    placeholderData: keepPreviousData,
    // Notifications arrive from the server's side at any time: each visit asks again. An answer
    // of the last few seconds is this visit's own: the one a route loader has just read before
    // the page rendered, which the page's list would otherwise ask for once more at once.
    staleTime: THIS_VISIT_MS,
  });

export function useNotifications(userId: number, page: NotificationsPage) {
  return useQuery(notificationsQueryOptions(userId, page));
}
