import { STAFF_ROLES } from '@shuttle/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { tripDaysQueryOptions } from '../../../features/operations/api/get-trip-days.ts';
import { RunsScreen, runsFilterFrom } from '../../../features/operations/components/runs-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';

/** `/ops/runs?date=&page=`: one day's runs, to assign, resize or cancel. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await userWithRole(STAFF_ROLES)) {
    await queryClient.prefetchQuery(tripDaysQueryOptions(runsFilterFrom(new URL(request.url).searchParams)));
  }
  return null;
}

export function Component() {
  return <RunsScreen />;
}
