import { getItinerariesCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const itinerariesKey = (routeId: number) => ['ops', 'itineraries', routeId] as const;

/** `GET /ops/routes/{id}/itineraries`: a route's departure times (a short list, not paged). */
export const getItineraries = (routeId: number) => callApi(getItinerariesCall, { params: { id: routeId } });

export const itinerariesQueryOptions = (routeId: number) =>
  queryOptions({ queryKey: itinerariesKey(routeId), queryFn: () => getItineraries(routeId) });

export function useItineraries(routeId: number) {
  return useQuery(itinerariesQueryOptions(routeId));
}
