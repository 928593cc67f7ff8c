import { getPastBookingsCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';

export const RIDER_BOOKINGS_PAGE_SIZE = 10;

/** `GET /bookings/{userId}/past-bookings`: a rider's bookings, which staff may read. */
export const getRiderBookings = (userId: number, page: number) =>
  callApi(getPastBookingsCall, {
    params: { userId },
    query: { page, limit: RIDER_BOOKINGS_PAGE_SIZE },
  });

export const riderBookingsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...userKey(userId), 'ops-bookings', { page }],
    queryFn: () => getRiderBookings(userId, page),
    placeholderData: keepPreviousData,
  });

export function useRiderBookings(userId: number, page: number) {
  return useQuery(riderBookingsQueryOptions(userId, page));
}
