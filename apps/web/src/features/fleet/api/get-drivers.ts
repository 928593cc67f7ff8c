import { getDriversCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const DRIVERS_PAGE_SIZE = 20;

export interface DriversFilter {
  q: string;
  page: number;
}

export const driversKeyRoot = ['ops', 'drivers'] as const;

/** `GET /ops/drivers?q=&page=`: drivers with their licence, rating and runs this week. */
export const getDrivers = ({ q, page }: DriversFilter) =>
  callApi(getDriversCall, { query: { q: q || undefined, page, limit: DRIVERS_PAGE_SIZE } });

export const driversQueryOptions = (filter: DriversFilter) =>
  queryOptions({
    queryKey: [...driversKeyRoot, filter],
    queryFn: () => getDrivers(filter),
    placeholderData: keepPreviousData,
  });

export function useDrivers(filter: DriversFilter) {
  return useQuery(driversQueryOptions(filter));
}
