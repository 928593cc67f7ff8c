import type { BusStop, BusStopList } from '@shuttle/contracts';
import { getBusStopsAddress } from '@shuttle/contracts/addresses/network';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstPaintRead, paintFirst } from '../../../lib/first-paint-query.ts';

/**
 * The stops fill the forms' lists before the visitor's first input: painted first, checked once
 * the page has painted and is idle, so that zod and the contracts run in idle slices rather than
 * in one long task before that input (docs/decisions/287, docs/decisions/291).
 */
const busStopsRead = firstPaintRead(getBusStopsAddress, () =>
  import('@shuttle/contracts/network').then((calls) => calls.getBusStopsCall),
);

export const busStopsQueryOptions = () =>
  queryOptions({
    queryKey: ['bus-stops'],
    queryFn: paintFirst(busStopsRead),
    staleTime: 10 * 60_000,
    select: (answer: BusStopList) => answer.data,
  });

/** Every bus stop; a failed load leaves the list empty, silently (docs/product.md#texts). */
export function useBusStops(): BusStop[] {
  return useQuery(busStopsQueryOptions()).data ?? [];
}
