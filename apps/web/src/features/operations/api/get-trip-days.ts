import type { OpsTripDayList } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const TRIP_DAYS_PAGE_SIZE = 50;

export interface TripDaysFilter {
  date: string;
  page: number;
}

export const tripDaysKeyRoot = ['ops', 'trip-days'] as const;

/** `GET /ops/trip-days?date=&page=`: the runs of one day, paged on the server. */
export const getTripDays = ({ date, page }: TripDaysFilter) =>
  apiRequest<OpsTripDayList>('/ops/trip-days', { query: { date, page, limit: TRIP_DAYS_PAGE_SIZE } });

export const tripDaysQueryOptions = (filter: TripDaysFilter) =>
  queryOptions({
    queryKey: [...tripDaysKeyRoot, 'list', filter],
    queryFn: () => getTripDays(filter),
    placeholderData: keepPreviousData,
  });

export function useTripDays(filter: TripDaysFilter) {
  return useQuery(tripDaysQueryOptions(filter));
}
