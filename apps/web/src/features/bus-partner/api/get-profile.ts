import type { BusPartnerProfile } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /bus-partner/me`: the partner and their company. */
export const getBusPartnerProfile = () => apiRequest<BusPartnerProfile>('/bus-partner/me');

export const busPartnerProfileQueryOptions = () =>
  queryOptions({ queryKey: ['bus-partner', 'me'], queryFn: getBusPartnerProfile });

export function useBusPartnerProfile() {
  return useQuery(busPartnerProfileQueryOptions());
}
