import { getPastBookingsCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingsKeyRoot } from './bookings-keys.ts';

export const PAST_BOOKINGS_PAGE_SIZE = 10;

export const getPastBookings = (userId: number, page: number) =>
  callApi(getPastBookingsCall, { params: { userId }, query: { page, limit: PAST_BOOKINGS_PAGE_SIZE } });

export const pastBookingsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...bookingsKeyRoot(userId), 'past', { page }],
    queryFn: () => getPastBookings(userId, page),
    placeholderData: keepPreviousData,
  });

export function usePastBookings(userId: number, page: number) {
  return useQuery(pastBookingsQueryOptions(userId, page));
}
