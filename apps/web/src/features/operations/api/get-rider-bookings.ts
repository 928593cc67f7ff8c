import type { BookingList } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const RIDER_BOOKINGS_PAGE_SIZE = 10;

/** `GET /bookings/{userId}/past-bookings`: a rider's bookings, which staff may read. */
export const getRiderBookings = (userId: number, page: number) =>
  apiRequest<BookingList>(`/bookings/${userId}/past-bookings`, {
    query: { page, limit: RIDER_BOOKINGS_PAGE_SIZE },
  });

export const riderBookingsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['users', userId, 'ops-bookings', { page }],
    queryFn: () => getRiderBookings(userId, page),
    placeholderData: keepPreviousData,
  });

export function useRiderBookings(userId: number, page: number) {
  return useQuery(riderBookingsQueryOptions(userId, page));
}
