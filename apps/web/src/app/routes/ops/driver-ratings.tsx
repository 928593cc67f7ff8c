import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ratingsQueryOptions } from '../../../features/operations/api/get-ratings.ts';
import { DriverRatingsScreen } from '../../../features/operations/components/driver-ratings-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { Component as NotFound } from '../not-found.tsx';

/** `/ops/drivers/:driverId/ratings`: what riders said of one driver, reached from a manifest. */
export async function loader({ params }: LoaderFunctionArgs) {
  const driverId = Number(params.driverId);
  if (!Number.isSafeInteger(driverId) || driverId <= 0) return { driverId: null };
  await queryClient.prefetchQuery(ratingsQueryOptions('drivers', driverId));
  return { driverId };
}

export function Component() {
  const { driverId } = useLoaderData<typeof loader>();
  return driverId === null ? <NotFound /> : <DriverRatingsScreen key={driverId} driverId={driverId} />;
}
