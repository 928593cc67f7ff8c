import { getUnassignedRunsCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { runsKeyRoot } from './get-runs.ts';

export const UNASSIGNED_PAGE_SIZE = 20;

/** `GET /ops/rosters/unassigned?page=`: the next seven days' runs still without a vehicle or a driver. */
export const getUnassignedRuns = (page: number) =>
  callApi(getUnassignedRunsCall, { query: { page, limit: UNASSIGNED_PAGE_SIZE } });

export const unassignedRunsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...runsKeyRoot, 'unassigned', page],
    queryFn: () => getUnassignedRuns(page),
    placeholderData: keepPreviousData,
  });

export function useUnassignedRuns(page: number) {
  return useQuery(unassignedRunsQueryOptions(page));
}
