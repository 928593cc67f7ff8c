import { getRunsCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const RUNS_PAGE_SIZE = 50;

export interface RunsFilter {
  date: string;
  page: number;
}

export const runsKeyRoot = ['ops', 'runs'] as const;

/** `GET /ops/trip-days?date=&page=`: the runs of one day, paged on the server. */
export const getRuns = ({ date, page }: RunsFilter) =>
  callApi(getRunsCall, { query: { date, page, limit: RUNS_PAGE_SIZE } });

export const runsQueryOptions = (filter: RunsFilter) =>
  queryOptions({
    queryKey: [...runsKeyRoot, 'list', filter],
    queryFn: () => getRuns(filter),
    placeholderData: keepPreviousData,
  });

export function useRuns(filter: RunsFilter) {
  return useQuery(runsQueryOptions(filter));
}
