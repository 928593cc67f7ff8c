import { useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLogout } from '../../../features/auth/api/logout.ts';
import { busPartnerDriversQueryOptions } from '../../../features/bus-partner/api/get-drivers.ts';
import { busPartnerEarningsQueryOptions } from '../../../features/bus-partner/api/get-earnings.ts';
import { busPartnerProfileQueryOptions } from '../../../features/bus-partner/api/get-profile.ts';
import { busPartnerRunsQueryOptions } from '../../../features/bus-partner/api/get-runs.ts';
import { busPartnerVehiclesQueryOptions } from '../../../features/bus-partner/api/get-vehicles.ts';
import { BusPartnerPortal } from '../../../features/bus-partner/components/bus-partner-portal.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';
import { Component as NotFound } from '../not-found.tsx';

/** `/bus-partner`: bus partners only (anyone else sees the not-found page; the API refuses them too). */
export async function loader() {
  const user = await userWithRole(['bus_partner']);
  if (!user) return null;
  await Promise.all([
    queryClient.prefetchQuery(busPartnerProfileQueryOptions()),
    queryClient.prefetchQuery(busPartnerEarningsQueryOptions()),
    queryClient.prefetchQuery(busPartnerVehiclesQueryOptions()),
    queryClient.prefetchQuery(busPartnerDriversQueryOptions()),
    queryClient.prefetchQuery(busPartnerRunsQueryOptions(1)),
  ]);
  return { signedIn: true };
}

export function Component() {
  const navigate = useNavigate();
  const logout = useLogout();
  const allowed = useLoaderData<typeof loader>();
  if (!allowed) return <NotFound />;
  return (
    <BusPartnerPortal onSignOut={() => logout.mutate(undefined, { onSettled: () => navigate(paths.home) })} />
  );
}
