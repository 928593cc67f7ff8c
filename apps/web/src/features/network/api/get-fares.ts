import { getFaresCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const faresKey = (routeId: number, itineraryId: number | null) =>
  ['ops', 'fares', routeId, itineraryId] as const;

/** `GET /ops/routes/{id}/fares?itinerary_id=`: a whole fare table; no itinerary is the route's default. */
export const getFares = (routeId: number, itineraryId: number | null) =>
  callApi(getFaresCall, { params: { id: routeId }, query: { itinerary_id: itineraryId ?? undefined } });

export const faresQueryOptions = (routeId: number, itineraryId: number | null) =>
  queryOptions({ queryKey: faresKey(routeId, itineraryId), queryFn: () => getFares(routeId, itineraryId) });

export function useFares(routeId: number, itineraryId: number | null) {
  return useQuery(faresQueryOptions(routeId, itineraryId));
}
