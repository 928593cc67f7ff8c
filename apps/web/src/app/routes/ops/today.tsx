import { lagosDate } from '@shuttle/contracts';
import { runsQueryOptions } from '../../../features/runs/api/get-runs.ts';
import { unassignedRunsQueryOptions } from '../../../features/runs/api/get-unassigned-runs.ts';
import { TodayScreen } from '../../../features/runs/components/today-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** `/ops/today`: the console's home, the coming week's unassigned runs, today's runs and their load. */
export async function loader() {
  await Promise.all([
    queryClient.prefetchQuery(unassignedRunsQueryOptions(1)),
    queryClient.prefetchQuery(runsQueryOptions({ date: lagosDate(), page: 1 })),
  ]);
  return null;
}

export function Component() {
  return <TodayScreen />;
}
