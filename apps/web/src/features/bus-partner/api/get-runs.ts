import { getBusPartnerRunsCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const RUNS_PAGE_SIZE = 20;

/** `GET /bus-partner/runs`: the runs my vehicles drove, newest first, with seats sold. */
export const getBusPartnerRuns = (page: number) =>
  callApi(getBusPartnerRunsCall, { query: { page, limit: RUNS_PAGE_SIZE } });

export const busPartnerRunsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['bus-partner', 'runs', page],
    queryFn: () => getBusPartnerRuns(page),
    placeholderData: keepPreviousData,
  });

export function useBusPartnerRuns(page: number) {
  return useQuery(busPartnerRunsQueryOptions(page));
}
