import { getBusPartnerDriversCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `GET /bus-partner/drivers`: who drove my vehicles. */
export const getBusPartnerDrivers = () => callApi(getBusPartnerDriversCall);

export const busPartnerDriversQueryOptions = () =>
  queryOptions({ queryKey: ['bus-partner', 'drivers'], queryFn: getBusPartnerDrivers });

export function useBusPartnerDrivers() {
  return useQuery(busPartnerDriversQueryOptions());
}
