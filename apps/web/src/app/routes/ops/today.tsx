import { lagosDate, STAFF_ROLES } from '@shuttle/contracts';
import { runsQueryOptions } from '../../../features/runs/api/get-runs.ts';
import { unassignedRunsQueryOptions } from '../../../features/runs/api/get-unassigned-runs.ts';
import { TodayScreen } from '../../../features/runs/components/today-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';

/** `/ops/today`: the console's home, the coming week's unassigned runs, today's runs and their load. */
export async function loader() {
  if (await userWithRole(STAFF_ROLES)) {
    await Promise.all([
      queryClient.prefetchQuery(unassignedRunsQueryOptions(1)),
      queryClient.prefetchQuery(runsQueryOptions({ date: lagosDate(), page: 1 })),
    ]);
  }
  return null;
}

export function Component() {
  return <TodayScreen />;
}
