import type { BookingList } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bookingsKeyRoot } from './bookings-keys.ts';

export const ACTIVE_BOOKINGS_LIMIT = 50;

export const getActiveBookings = (userId: number) =>
  apiRequest<BookingList>(`/users/${userId}/routes`, { query: { limit: ACTIVE_BOOKINGS_LIMIT } });

/** Active bookings with their upcoming rides (the local list of bookings, docs/product.md#booking). */
export const activeBookingsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...bookingsKeyRoot(userId), 'active'],
    queryFn: () => getActiveBookings(userId),
  });

export function useActiveBookings(userId: number) {
  return useQuery(activeBookingsQueryOptions(userId));
}
