import type { BusStop } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The definition loads with the call: the search form on the first page reads the stops (ADR 273). */
export const getBusStops = () =>
  callApi(() => import('@shuttle/contracts/network').then((module) => module.getBusStopsCall));

export const busStopsQueryOptions = () =>
  queryOptions({
    queryKey: ['bus-stops'],
    queryFn: getBusStops,
    staleTime: 10 * 60_000,
    select: (answer) => answer.data,
  });

/** Every bus stop; a failed load leaves the list empty, silently (docs/product.md#texts). */
export function useBusStops(): BusStop[] {
  return useQuery(busStopsQueryOptions()).data ?? [];
}
