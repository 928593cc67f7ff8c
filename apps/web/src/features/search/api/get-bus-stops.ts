import type { BusStop, BusStopList } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getBusStops = () => apiRequest<BusStopList>('/bus-stops');

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
