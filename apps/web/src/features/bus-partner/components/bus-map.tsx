import { isStale, type LiveRun, punctuality } from '@shuttle/contracts';
import { useEffect, useMemo, useState } from 'react';
import { busOfRun, type MapBus, routeOfRun } from '../../../components/map/map-layers.ts';
import { RouteMap } from '../../../components/map/route-map.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBusPartnerLive } from '../api/get-live.ts';
import { useBusPartnerVehicles } from '../api/get-vehicles.ts';
import { lastSeenText } from './last-seen.ts';

const runName = (run: LiveRun) => `${run.route.code} ${run.route.name} at ${run.departure_time}`;

/**
 * "Where my buses are": each of the partner's buses on one map, on its run's route while it
 * drives one (refreshed every 10 seconds then), else where it was last seen (ADR 254).
 */
export function PartnerBusMap() {
  const vehicles = useBusPartnerVehicles();
  const live = useBusPartnerLive();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);
  const runs = live.data?.data;
  const routes = useMemo(
    () => (runs ?? []).map((run) => routeOfRun(`run-${run.trip_day_id}`, runName(run), run.stops)),
    [runs],
  );

  const onRun = new Set((runs ?? []).flatMap((run) => (run.vehicle_id === null ? [] : [run.vehicle_id])));
  const buses: MapBus[] = [
    ...(runs ?? []).flatMap((run) =>
      run.position
        ? [
            busOfRun(
              `run-${run.trip_day_id}`,
              run.vehicle ?? 'Bus',
              run.stops,
              run.position,
              now,
              `${runName(run)}, ${lastSeenText(run.position, now)}, ${punctuality(run.position.delay_minutes)}`,
            ),
          ]
        : [],
    ),
    ...(vehicles.data?.data ?? []).flatMap((vehicle) =>
      !onRun.has(vehicle.id) && vehicle.last_position
        ? [
            {
              id: `vehicle-${vehicle.id}`,
              name: vehicle.registration_number,
              lat: vehicle.last_position.lat,
              lon: vehicle.last_position.lon,
              heading: null,
              stale: isStale(vehicle.last_position, now),
              detail: `no run now, ${lastSeenText(vehicle.last_position, now)}`,
            },
          ]
        : [],
    ),
  ];
  const waiting = (runs ?? []).filter((run) => run.position === null);

  return (
    <section className="card stack" aria-labelledby="bus-map-heading">
      <h2 id="bus-map-heading">Where my buses are</h2>
      {live.isError ? <FormError message={errorMessage(live.error)} /> : null}
      {buses.length === 0 && routes.length === 0 ? (
        <p className="muted">None of your buses has sent a position yet.</p>
      ) : (
        <RouteMap label="Map of my buses and the routes of their runs today" routes={routes} buses={buses} />
      )}
      {waiting.map((run) => (
        <p key={run.trip_day_id} className="muted small">
          {run.vehicle ?? 'A bus'} on {runName(run)}: no position yet.
        </p>
      ))}
    </section>
  );
}
