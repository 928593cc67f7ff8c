import { getRunsAddress } from '@shuttle/contracts/addresses/operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstPaintRead, paintFirst } from '../../../lib/first-paint-query.ts';

export const RUNS_PAGE_SIZE = 50;

export interface RunsFilter {
  date: string;
  page: number;
}

export const runsKeyRoot = ['ops', 'runs'] as const;

/**
 * `GET /ops/trip-days?date=&page=`: the runs of one day, paged on the server. The console's Today
 * shows them first: painted first, checked after (docs/decisions/287).
 */
const runsRead = firstPaintRead(getRunsAddress, () =>
  import('@shuttle/contracts/operations').then((calls) => calls.getRunsCall),
);

export const runsQueryOptions = (filter: RunsFilter) =>
  queryOptions({
    queryKey: [...runsKeyRoot, 'list', filter],
    queryFn: paintFirst(runsRead, { query: { date: filter.date, page: filter.page, limit: RUNS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export function useRuns(filter: RunsFilter) {
  return useQuery(runsQueryOptions(filter));
}
