import type { BusPartnerDriverList } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /bus-partner/drivers`: who drove my vehicles. */
export const getBusPartnerDrivers = () => apiRequest<BusPartnerDriverList>('/bus-partner/drivers');

export const busPartnerDriversQueryOptions = () =>
  queryOptions({ queryKey: ['bus-partner', 'drivers'], queryFn: getBusPartnerDrivers });

export function useBusPartnerDrivers() {
  return useQuery(busPartnerDriversQueryOptions());
}
