import { getUnassignedRunsAddress } from '@shuttle/contracts/addresses/operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstPaintRead, paintFirst } from '../../../lib/first-paint-query.ts';
import { runsKeyRoot } from './get-runs.ts';

export const UNASSIGNED_PAGE_SIZE = 20;

/**
 * `GET /ops/rosters/unassigned?page=`: the next seven days' runs still without a vehicle or a
 * driver, the first thing the console's Today shows: painted first, checked after (docs/decisions/287).
 */
const unassignedRunsRead = firstPaintRead(getUnassignedRunsAddress, () =>
  import('@shuttle/contracts/operations').then((calls) => calls.getUnassignedRunsCall),
);

export const unassignedRunsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...runsKeyRoot, 'unassigned', page],
    queryFn: paintFirst(unassignedRunsRead, { query: { page, limit: UNASSIGNED_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export function useUnassignedRuns(page: number) {
  return useQuery(unassignedRunsQueryOptions(page));
}
