import { fleetQueryOptions } from '../../../features/fleet/api/get-fleet.ts';
import { vehicleOwnersQueryOptions } from '../../../features/fleet/api/get-vehicle-owners.ts';
import { FIRST_FLEET_PAGE, FleetScreen } from '../../../features/fleet/components/fleet-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** `/ops/fleet`: vehicles, their owners and trackers. */
export async function loader() {
  await Promise.all([
    queryClient.prefetchQuery(fleetQueryOptions(FIRST_FLEET_PAGE)),
    queryClient.prefetchQuery(vehicleOwnersQueryOptions()),
  ]);
  return null;
}

export function Component() {
  return <FleetScreen />;
}
