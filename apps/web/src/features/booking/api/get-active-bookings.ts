import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingsKeyRoot } from './bookings-keys.ts';

export const ACTIVE_BOOKINGS_LIMIT = 50;

export const getActiveBookings = (userId: number) =>
  // Loaded with its schemas: dashboard home's first paint lists the next ride (docs/decisions/273).
  callApi(() => import('@shuttle/contracts/bookings').then((calls) => calls.getActiveBookingsCall), {
    params: { userId },
    query: { limit: ACTIVE_BOOKINGS_LIMIT },
  });

/** Active bookings with their upcoming rides (the local list of bookings, docs/product.md#booking). */
export const activeBookingsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...bookingsKeyRoot(userId), 'active'],
    queryFn: () => getActiveBookings(userId),
  });

export function useActiveBookings(userId: number) {
  return useQuery(activeBookingsQueryOptions(userId));
}
