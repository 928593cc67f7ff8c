import { getVehiclesCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The largest page the API gives: the assignment picker lists the fleet's first hundred. */
export const VEHICLE_PICKER_SIZE = 100;

/** `GET /ops/vehicles?q=`. */
export const getVehicles = (q: string) =>
  callApi(getVehiclesCall, { query: { page: 1, limit: VEHICLE_PICKER_SIZE, q: q || undefined } });

export const vehiclesQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['ops', 'vehicles', q], queryFn: () => getVehicles(q) });

export function useVehicles(q: string, enabled = true) {
  return useQuery({ ...vehiclesQueryOptions(q), enabled });
}
