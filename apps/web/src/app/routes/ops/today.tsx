import { lagosDate, STAFF_ROLES } from '@shuttle/contracts';
import { tripDaysQueryOptions } from '../../../features/operations/api/get-trip-days.ts';
import { TodayScreen } from '../../../features/operations/components/today-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';

/** `/ops/today`: the console's home, today's runs and their load. */
export async function loader() {
  if (await userWithRole(STAFF_ROLES)) {
    await queryClient.prefetchQuery(tripDaysQueryOptions({ date: lagosDate(), page: 1 }));
  }
  return null;
}

export function Component() {
  return <TodayScreen />;
}
