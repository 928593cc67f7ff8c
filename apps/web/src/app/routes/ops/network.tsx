import { STAFF_ROLES } from '@shuttle/contracts';
import { routesQueryOptions } from '../../../features/operations/api/get-routes.ts';
import { stopsQueryOptions } from '../../../features/operations/api/get-stops.ts';
import { NetworkScreen } from '../../../features/operations/components/network-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';

/** `/ops/network`: routes and stops. */
export async function loader() {
  if (await userWithRole(STAFF_ROLES)) {
    await Promise.all([
      queryClient.prefetchQuery(routesQueryOptions({ page: 1, q: '' })),
      queryClient.prefetchQuery(stopsQueryOptions({ page: 1, q: '' })),
    ]);
  }
  return null;
}

export function Component() {
  return <NetworkScreen />;
}
