import { getBusPartnerLiveCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** While one of my buses is on a run its position is asked for this often; else once a minute. */
const ON_A_RUN_MS = 10_000;
const IDLE_MS = 60_000;

/** `GET /bus-partner/live`: my buses on today's runs, with their routes and latest positions. */
export const getBusPartnerLive = () => callApi(getBusPartnerLiveCall);

export const busPartnerLiveQueryOptions = () =>
  queryOptions({
    queryKey: ['bus-partner', 'live'],
    queryFn: getBusPartnerLive,
    refetchInterval: (query) => ((query.state.data?.data.length ?? 0) > 0 ? ON_A_RUN_MS : IDLE_MS),
  });

export function useBusPartnerLive() {
  return useQuery(busPartnerLiveQueryOptions());
}
