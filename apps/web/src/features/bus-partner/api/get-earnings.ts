import { getBusPartnerEarningsCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `GET /bus-partner/earnings`: completed runs and earnings per month, newest first. */
export const getBusPartnerEarnings = () => callApi(getBusPartnerEarningsCall);

export const busPartnerEarningsQueryOptions = () =>
  queryOptions({ queryKey: ['bus-partner', 'earnings'], queryFn: getBusPartnerEarnings });

export function useBusPartnerEarnings() {
  return useQuery(busPartnerEarningsQueryOptions());
}
