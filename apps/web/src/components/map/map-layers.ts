import { isStale, type LivePosition, type TrackedStop } from '@shuttle/contracts';
import { bearing } from './projection.ts';

/** A stop on the map: placed by its coordinates. */
export interface MapStop {
  id: number;
  name: string;
  lat: number;
  lon: number;
  /** The rider's own stop: drawn larger, and its name placed first. */
  mine?: boolean;
}

/** A route: a line through its stops in travel order. */
export interface MapRoute {
  id: string;
  name: string;
  stops: readonly MapStop[];
}

/** A bus where it was last heard from. */
export interface MapBus {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** Degrees clockwise from north; null when neither the device nor the route says. */
  heading: number | null;
  /** The fix is older than the server's LIVE_STALE_SECONDS: drawn grey, listed as last seen. */
  stale: boolean;
  /** What the text list says of it beside its name ("on time, updated just now"). */
  detail: string;
}

/** A run's stops as a map route. */
export function routeOfRun(
  id: string,
  name: string,
  stops: readonly TrackedStop[],
  mineStopId?: number,
): MapRoute {
  return {
    id,
    name,
    stops: stops.map((stop) => ({
      id: stop.stop_id,
      name: stop.name,
      lat: stop.lat,
      lon: stop.lon,
      ...(stop.stop_id === mineStopId ? { mine: true } : {}),
    })),
  };
}

/**
 * A run's bus on the map: the device's heading when it sends one, else facing its next stop
 * (the way it is going, which the route knows).
 */
export function busOfRun(
  id: string,
  name: string,
  stops: readonly TrackedStop[],
  position: LivePosition,
  now: number,
  detail: string,
): MapBus {
  const next = stops.find((stop) => stop.stop_id === position.next_stop_id);
  const heading =
    position.heading ??
    (next && (next.lat !== position.lat || next.lon !== position.lon) ? bearing(position, next) : null);
  return { id, name, lat: position.lat, lon: position.lon, heading, stale: isStale(position, now), detail };
}
