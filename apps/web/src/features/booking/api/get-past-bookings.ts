import { getPastBookingsAddress } from '@shuttle/contracts/addresses/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstPaintRead, paintFirst } from '../../../lib/first-paint-query.ts';
import { bookingsKeyRoot } from './bookings-keys.ts';

export const PAST_BOOKINGS_PAGE_SIZE = 10;

/** My bookings' first paint lists them: painted first, checked after (docs/decisions/287). */
const pastBookingsRead = firstPaintRead(getPastBookingsAddress, () =>
  import('@shuttle/contracts/bookings').then((calls) => calls.getPastBookingsCall),
);

export const pastBookingsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...bookingsKeyRoot(userId), 'past', { page }],
    queryFn: paintFirst(pastBookingsRead, {
      params: { userId },
      query: { page, limit: PAST_BOOKINGS_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });

export function usePastBookings(userId: number, page: number) {
  return useQuery(pastBookingsQueryOptions(userId, page));
}
