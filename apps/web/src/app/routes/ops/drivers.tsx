import { STAFF_ROLES } from '@shuttle/contracts';
import { driversQueryOptions } from '../../../features/fleet/api/get-drivers.ts';
import { DriversScreen, FIRST_DRIVERS_PAGE } from '../../../features/fleet/components/drivers-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';

/** `/ops/drivers`: drivers, their licence, rating and week; disabling and enabling. */
export async function loader() {
  if (await userWithRole(STAFF_ROLES))
    await queryClient.prefetchQuery(driversQueryOptions(FIRST_DRIVERS_PAGE));
  return null;
}

export function Component() {
  return <DriversScreen />;
}
