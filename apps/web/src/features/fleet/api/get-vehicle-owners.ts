import { getVehicleOwnersCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `GET /ops/vehicle-owners`: the bus partners a vehicle can be assigned to. */
export const getVehicleOwners = () => callApi(getVehicleOwnersCall);

export const vehicleOwnersQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'vehicle-owners'], queryFn: getVehicleOwners });

export function useVehicleOwners() {
  return useQuery(vehicleOwnersQueryOptions());
}
