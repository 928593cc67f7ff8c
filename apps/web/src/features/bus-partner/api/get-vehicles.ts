import { getBusPartnerVehiclesCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `GET /bus-partner/vehicles`: my vehicles, with their tracker's last position when known. */
export const getBusPartnerVehicles = () => callApi(getBusPartnerVehiclesCall);

export const busPartnerVehiclesQueryOptions = () =>
  queryOptions({ queryKey: ['bus-partner', 'vehicles'], queryFn: getBusPartnerVehicles });

export function useBusPartnerVehicles() {
  return useQuery(busPartnerVehiclesQueryOptions());
}
