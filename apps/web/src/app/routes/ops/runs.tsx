import type { LoaderFunctionArgs } from 'react-router';
import { VehicleSelect } from '../../../features/operations/components/vehicle-select.tsx';
import { runsQueryOptions } from '../../../features/runs/api/get-runs.ts';
import { RunsScreen, runsFilterFrom } from '../../../features/runs/components/runs-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** `/ops/runs?date=&page=`: one day's runs, to assign, resize or cancel. */
export async function loader({ request }: LoaderFunctionArgs) {
  await queryClient.prefetchQuery(runsQueryOptions(runsFilterFrom(new URL(request.url).searchParams)));
  return null;
}

export function Component() {
  // The run is the runs feature's; the fleet it is assigned from is operations'.
  return <RunsScreen vehicleField={(field) => <VehicleSelect {...field} />} />;
}
