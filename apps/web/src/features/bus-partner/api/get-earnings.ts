import type { BusPartnerEarnings } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /bus-partner/earnings`: completed runs and earnings per month, newest first. */
export const getBusPartnerEarnings = () => apiRequest<BusPartnerEarnings>('/bus-partner/earnings');

export const busPartnerEarningsQueryOptions = () =>
  queryOptions({ queryKey: ['bus-partner', 'earnings'], queryFn: getBusPartnerEarnings });

export function useBusPartnerEarnings() {
  return useQuery(busPartnerEarningsQueryOptions());
}
