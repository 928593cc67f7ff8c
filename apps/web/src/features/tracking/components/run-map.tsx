import type { LivePosition, TrackedStop } from '@shuttle/contracts';
import { lazy, Suspense } from 'react';
import { RouteLine } from './route-line.tsx';

const MAP_STYLE_URL = import.meta.env.VITE_MAP_STYLE_URL;
// MapLibre is large: it loads only in a build with a map style, and only when a map is shown.
const MapLibreMap = MAP_STYLE_URL
  ? lazy(() => import('./maplibre-map.tsx').then((module) => ({ default: module.MapLibreMap })))
  : null;

interface RunMapProps {
  stops: readonly TrackedStop[];
  position: LivePosition | null;
  highlightStopId?: number;
  live: boolean;
}

/** The run drawn on a map when the build has a map style, else as a line of its stops. */
export function RunMap(props: RunMapProps) {
  const line = <RouteLine {...props} />;
  if (!MapLibreMap || !MAP_STYLE_URL) return line;
  return (
    <div className="run-map">
      <Suspense fallback={<div className="live-map live-map--loading" />}>
        <MapLibreMap
          styleUrl={MAP_STYLE_URL}
          stops={props.stops}
          position={props.position}
          {...(props.highlightStopId === undefined ? {} : { highlightStopId: props.highlightStopId })}
        />
      </Suspense>
      {line}
    </div>
  );
}
