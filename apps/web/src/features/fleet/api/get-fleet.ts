import { getVehiclesCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const FLEET_PAGE_SIZE = 20;

export interface FleetFilter {
  q: string;
  page: number;
}

/** Every cached vehicle list, the run assignment's picker included, shares this root. */
export const vehiclesKeyRoot = ['ops', 'vehicles'] as const;

/** `GET /ops/vehicles?q=&page=`: the fleet, by registration or brand, with each last fix. */
export const getFleet = ({ q, page }: FleetFilter) =>
  callApi(getVehiclesCall, { query: { q: q || undefined, page, limit: FLEET_PAGE_SIZE } });

export const fleetQueryOptions = (filter: FleetFilter) =>
  queryOptions({
    queryKey: [...vehiclesKeyRoot, 'fleet', filter],
    queryFn: () => getFleet(filter),
    placeholderData: keepPreviousData,
  });

export function useFleet(filter: FleetFilter) {
  return useQuery(fleetQueryOptions(filter));
}
