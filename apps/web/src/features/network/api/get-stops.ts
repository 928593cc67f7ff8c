import { getOpsStopsCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const STOPS_PAGE_SIZE = 20;

export interface StopsFilter {
  page: number;
  q?: string | undefined;
  limit?: number;
}

export const stopsKeyRoot = ['ops', 'stops'] as const;

/** `GET /ops/stops?q=&page=`: paged on the server. */
export const getStops = ({ page, q, limit = STOPS_PAGE_SIZE }: StopsFilter) =>
  callApi(getOpsStopsCall, { query: { page, limit, q: q || undefined } });

export const stopsQueryOptions = (filter: StopsFilter) =>
  queryOptions({
    queryKey: [...stopsKeyRoot, filter],
    queryFn: () => getStops(filter),
    placeholderData: keepPreviousData,
  });

export function useStops(filter: StopsFilter) {
  return useQuery(stopsQueryOptions(filter));
}
