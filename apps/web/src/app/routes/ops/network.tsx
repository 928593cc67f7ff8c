import { routesQueryOptions } from '../../../features/network/api/get-routes.ts';
import { stopsQueryOptions } from '../../../features/network/api/get-stops.ts';
import { NetworkScreen } from '../../../features/network/components/network-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** `/ops/network`: routes and stops. */
export async function loader() {
  await Promise.all([
    queryClient.prefetchQuery(routesQueryOptions({ page: 1, q: '' })),
    queryClient.prefetchQuery(stopsQueryOptions({ page: 1, q: '' })),
  ]);
  return null;
}

export function Component() {
  return <NetworkScreen />;
}
