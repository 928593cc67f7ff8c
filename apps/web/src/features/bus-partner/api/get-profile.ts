import { getBusPartnerProfileCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `GET /bus-partner/me`: the partner and their company. */
export const getBusPartnerProfile = () => callApi(getBusPartnerProfileCall);

export const busPartnerProfileQueryOptions = () =>
  queryOptions({ queryKey: ['bus-partner', 'me'], queryFn: getBusPartnerProfile });

export function useBusPartnerProfile() {
  return useQuery(busPartnerProfileQueryOptions());
}
