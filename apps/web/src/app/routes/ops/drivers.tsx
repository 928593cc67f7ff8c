import { driversQueryOptions } from '../../../features/fleet/api/get-drivers.ts';
import { DriversScreen, FIRST_DRIVERS_PAGE } from '../../../features/fleet/components/drivers-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** `/ops/drivers`: drivers, their licence, rating and week; disabling and enabling. */
export async function loader() {
  await queryClient.prefetchQuery(driversQueryOptions(FIRST_DRIVERS_PAGE));
  return null;
}

export function Component() {
  return <DriversScreen />;
}
