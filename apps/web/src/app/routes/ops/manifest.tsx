import { STAFF_ROLES } from '@shuttle/contracts';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { manifestQueryOptions } from '../../../features/operations/api/get-manifest.ts';
import { ManifestScreen } from '../../../features/operations/components/manifest-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';
import { Component as NotFound } from '../not-found.tsx';

/** `/ops/runs/:tripDayId/manifest`: who boards where; prints without the console around it. */
export async function loader({ params }: LoaderFunctionArgs) {
  const tripDayId = Number(params.tripDayId);
  if (!Number.isSafeInteger(tripDayId) || tripDayId <= 0) return { tripDayId: null };
  if (await userWithRole(STAFF_ROLES)) await queryClient.prefetchQuery(manifestQueryOptions(tripDayId));
  return { tripDayId };
}

export function Component() {
  const { tripDayId } = useLoaderData<typeof loader>();
  return tripDayId === null ? <NotFound /> : <ManifestScreen key={tripDayId} tripDayId={tripDayId} />;
}
