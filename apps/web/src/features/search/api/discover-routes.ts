import { type DiscoveredTrip, hasReturnTrip, type RouteSearchOptions } from '@shuttle/contracts';
import { type QueryClient, queryOptions, useQueries } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** One call of the search: a pair of stops on a date. */
export interface SearchLeg {
  sourceId: number;
  destinationId: number;
  tripDate: string;
}

/** The definition loads with the call, as the stops' does: the search is on the first page (ADR 273). */
export const discoverRoutes = ({ sourceId, destinationId, tripDate }: SearchLeg) =>
  callApi(() => import('@shuttle/contracts/network').then((module) => module.discoverRoutesCall), {
    params: { sourceId, destinationId },
    query: { tripDate },
  });

export const discoveryQueryOptions = (leg: SearchLeg) =>
  queryOptions({
    queryKey: ['route-discovery', leg.sourceId, leg.destinationId, leg.tripDate],
    queryFn: () => discoverRoutes(leg),
    // Seats change as riders book: a search older than this is asked again.
    staleTime: 30_000,
  });

/** The first trip, and for a return the reversed pair on the return date (docs/product.md#route-search). */
export function searchLegs(options: RouteSearchOptions): [SearchLeg] | [SearchLeg, SearchLeg] {
  const first = {
    sourceId: options.source_route.id,
    destinationId: options.destination_route.id,
    tripDate: options.departure_date,
  };
  if (!hasReturnTrip(options) || !options.return_date) return [first];
  return [
    first,
    { sourceId: first.destinationId, destinationId: first.sourceId, tripDate: options.return_date },
  ];
}

/** What a search emits (docs/product.md#route-search): each leg's trips, the raw server list. */
export interface DiscoveryResult {
  options: RouteSearchOptions;
  first_trip_routes: DiscoveredTrip[];
  second_trip_routes: DiscoveredTrip[];
}

/** Runs a search; a failed call is silent and gives no routes (docs/product.md#texts). */
export async function searchRoutes(
  queryClient: QueryClient,
  options: RouteSearchOptions,
): Promise<DiscoveryResult> {
  const [first, second] = await Promise.all(
    searchLegs(options).map((leg) =>
      queryClient
        .fetchQuery(discoveryQueryOptions(leg))
        .then((answer) => answer.data)
        .catch(() => [] as DiscoveredTrip[]),
    ),
  );
  return { options, first_trip_routes: first ?? [], second_trip_routes: second ?? [] };
}

/** The trips of the given options, read through the query cache; failures read as no trips. */
export function useDiscovery(options: RouteSearchOptions | null) {
  const legs = options ? searchLegs(options) : [];
  const results = useQueries({ queries: legs.map((leg) => discoveryQueryOptions(leg)) });
  return {
    isPending: results.some((result) => result.isPending),
    first_trip_routes: results[0]?.data?.data ?? [],
    second_trip_routes: results[1]?.data?.data ?? [],
    hasSecondTrip: legs.length === 2,
  };
}
