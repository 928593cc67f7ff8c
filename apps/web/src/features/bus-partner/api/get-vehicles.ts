import type { BusPartnerVehicleList } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /bus-partner/vehicles`: my vehicles, with their tracker's last position when known. */
export const getBusPartnerVehicles = () => apiRequest<BusPartnerVehicleList>('/bus-partner/vehicles');

export const busPartnerVehiclesQueryOptions = () =>
  queryOptions({ queryKey: ['bus-partner', 'vehicles'], queryFn: getBusPartnerVehicles });

export function useBusPartnerVehicles() {
  return useQuery(busPartnerVehiclesQueryOptions());
}
