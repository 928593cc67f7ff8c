import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { itinerariesQueryOptions } from '../../../features/network/api/get-itineraries.ts';
import { routeQueryOptions } from '../../../features/network/api/get-route.ts';
import { RouteScreen } from '../../../features/network/components/route-screen.tsx';
import { VehicleSelect } from '../../../features/operations/components/vehicle-select.tsx';
import { RosterForm } from '../../../features/runs/components/roster-form.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { Component as NotFound } from '../not-found.tsx';

/** `/ops/network/routes/:routeId`: one route's stops, departures and fares, to edit and roster. */
export async function loader({ params }: LoaderFunctionArgs) {
  const routeId = Number(params.routeId);
  if (!Number.isSafeInteger(routeId) || routeId <= 0) return { routeId: null };
  await Promise.all([
    queryClient.prefetchQuery(routeQueryOptions(routeId)),
    queryClient.prefetchQuery(itinerariesQueryOptions(routeId)),
  ]);
  return { routeId };
}

export function Component() {
  const { routeId } = useLoaderData<typeof loader>();
  if (routeId === null) return <NotFound />;
  // The route is operations'; rostering its departures is the runs feature's (ADR 252).
  return (
    <RouteScreen
      key={routeId}
      routeId={routeId}
      rosterForm={(departure, label) => (
        <RosterForm
          key={departure.id}
          itineraryId={departure.id}
          departureLabel={label}
          vehicleField={(field) => <VehicleSelect {...field} />}
        />
      )}
    />
  );
}
