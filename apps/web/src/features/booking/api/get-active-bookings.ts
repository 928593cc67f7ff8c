import { getActiveBookingsAddress } from '@shuttle/contracts/addresses/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstPaintRead, paintFirst } from '../../../lib/first-paint-query.ts';
import { bookingsKeyRoot } from './bookings-keys.ts';

export const ACTIVE_BOOKINGS_LIMIT = 50;

/**
 * Dashboard home's first paint shows the next ride, my bookings' the active ones: painted first,
 * checked after (docs/decisions/287).
 */
const activeBookingsRead = firstPaintRead(getActiveBookingsAddress, () =>
  import('@shuttle/contracts/bookings').then((calls) => calls.getActiveBookingsCall),
);

/** Active bookings with their upcoming rides (the local list of bookings, docs/product.md#booking). */
export const activeBookingsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...bookingsKeyRoot(userId), 'active'],
    queryFn: paintFirst(activeBookingsRead, { params: { userId }, query: { limit: ACTIVE_BOOKINGS_LIMIT } }),
  });

export function useActiveBookings(userId: number) {
  return useQuery(activeBookingsQueryOptions(userId));
}
