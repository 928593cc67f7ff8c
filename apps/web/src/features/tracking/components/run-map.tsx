import { type LivePosition, punctuality, type TrackedStop } from '@shuttle/contracts';
import { useMemo } from 'react';
import { busOfRun, routeOfRun } from '../../../components/map/map-layers.ts';
import { RouteMap } from '../../../components/map/route-map.tsx';
import { lastSeen } from './bus-progress.ts';
import { RouteLine } from './route-line.tsx';

interface RunMapProps {
  routeName: string;
  stops: readonly TrackedStop[];
  position: LivePosition | null;
  highlightStopId?: number;
  live: boolean;
  now: number;
}

/**
 * A rider's run: the map of its route with the bus and its heading, and beside it the line of
 * stops with their times, which is also what a screen reader reads (the map's own list would
 * repeat it).
 */
export function RunMap({ routeName, stops, position, highlightStopId, live, now }: RunMapProps) {
  const route = useMemo(
    () => routeOfRun('run', routeName, stops, highlightStopId),
    [routeName, stops, highlightStopId],
  );
  const buses = position
    ? [
        busOfRun(
          'bus',
          'Your bus',
          stops,
          position,
          now,
          live ? punctuality(position.delay_minutes) : lastSeen(position.recorded_at, now),
        ),
      ]
    : [];
  return (
    <div className="run-map">
      <RouteMap
        label={`Map of ${routeName}${position ? ' with your bus' : ''}`}
        routes={[route]}
        buses={buses}
        textList={false}
      />
      <RouteLine
        stops={stops}
        position={position}
        live={live}
        {...(highlightStopId === undefined ? {} : { highlightStopId })}
      />
    </div>
  );
}
