import type { LivePosition, TrackedStop } from '@shuttle/contracts';
import { busProgress, lagosClock } from './bus-progress.ts';

interface RouteLineProps {
  stops: readonly TrackedStop[];
  position: LivePosition | null;
  /** The rider's pick-up stop, marked on the line. */
  highlightStopId?: number;
  live: boolean;
}

/**
 * The route drawn without a map: its stops down a line, the stretch behind the bus filled, the
 * bus between the stops it is between, each stop ahead with its ETA. Needs no tiles or keys.
 */
export function RouteLine({ stops, position, highlightStopId, live }: RouteLineProps) {
  const progress = busProgress(stops, position);
  const etas = new Map(position?.eta.map((entry) => [entry.stop_id, entry.at]) ?? []);
  const span = Math.max(1, stops.length - 1);
  // The line is drawn in percentages of its height, so it stretches with the list beside it.
  const busAt = progress === null ? null : (progress / span) * 100;
  return (
    <div className="route-line" data-testid="route-line">
      <div className="route-line__track" aria-hidden="true">
        <div className="route-line__done" style={{ height: `${busAt ?? 0}%` }} />
        {busAt !== null ? (
          <div
            className={`route-line__bus${live ? '' : ' route-line__bus--stale'}`}
            style={{ top: `${busAt}%` }}
            data-testid="bus-marker"
            data-progress={progress?.toFixed(3)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" role="img" aria-label="Bus">
              <path
                fill="currentColor"
                d="M4 16c0 .88.39 1.67 1 2.22V20a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-1h8v1a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-1.78c.61-.55 1-1.34 1-2.22V6c0-3.5-3.58-4-8-4s-8 .5-8 4v10zm3.5 1a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm9 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm1.5-6H6V6h12v5z"
              />
            </svg>
          </div>
        ) : null}
      </div>
      <ol className="route-line__stops">
        {stops.map((stop, index) => {
          const passed = progress !== null && index < progress - 0.001 && !etas.has(stop.stop_id);
          const eta = etas.get(stop.stop_id);
          return (
            <li
              key={stop.stop_id}
              className={`route-line__stop${passed ? ' route-line__stop--passed' : ''}${stop.stop_id === highlightStopId ? ' route-line__stop--mine' : ''}`}
            >
              <span className="route-line__dot" aria-hidden="true" />
              <span className="route-line__name">
                {stop.name}
                {stop.stop_id === highlightStopId ? <span className="route-line__tag">Your stop</span> : null}
              </span>
              <span className="route-line__time">
                {passed ? 'Passed' : eta ? lagosClock(eta) : lagosClock(stop.scheduled_at)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
