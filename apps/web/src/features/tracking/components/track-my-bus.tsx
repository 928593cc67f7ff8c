import { etasAhead, punctuality } from '@shuttle/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useRunPosition } from '../api/get-run-position.ts';
import { useLiveRun } from '../api/live-run.ts';
import { pushSupported, subscribeToArrivalAlerts } from '../api/subscribe-push.ts';
import { ago, hasSignal, lastSeen, minutesUntil } from './bus-progress.ts';
import { RunMap } from './run-map.tsx';
import './tracking.css';

export interface TrackMyBusProps {
  userId: number;
  tripDayId: number;
  pickupStopId: number;
}

/** Re-renders every few seconds so that "x min" and "updated ... ago" stay true. */
function useNow(intervalMs = 5000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * "Track my bus" on the booking page during the ride's window: the bus on the route, the ETA at
 * the rider's pick-up in minutes, when it was last heard from, and a clear no-signal state.
 */
export function TrackMyBus({ userId, tripDayId, pickupStopId }: TrackMyBusProps) {
  const run = useRunPosition(tripDayId);
  const connected = useLiveRun(tripDayId, run.isSuccess);
  const now = useNow();
  const [alerts, setAlerts] = useState<'idle' | 'on' | 'unavailable'>('idle');

  if (run.isPending) return <p className="muted">Finding your bus…</p>;
  if (run.isError) return <p className="muted">Live tracking is not available for this ride.</p>;

  const { stops, position, status } = run.data;
  const pickup = stops.find((stop) => stop.stop_id === pickupStopId);
  const live = hasSignal(position, now);
  // No ETA from a stale fix, and none in the past (the same rule the API applies).
  const eta = position ? etasAhead(position, now).find((entry) => entry.stop_id === pickupStopId) : undefined;
  const minutes = eta ? minutesUntil(eta.at, now) : null;
  const pickupName = pickup?.name ?? 'your stop';

  let headline: string;
  if (status === 'cancelled') headline = 'This run was cancelled.';
  else if (status === 'missed') headline = 'This run did not go ahead.';
  else if (status === 'completed') headline = 'This run has finished.';
  else if (!position && (status === 'scheduled' || status === 'boarding'))
    headline = 'Your bus shows here once its run starts.';
  else if (!position) headline = 'Waiting for the bus to share its position.';
  else if (!live) headline = `${lastSeen(position.recorded_at, now)}.`;
  else if (!eta) headline = `Your bus has left ${pickupName}.`;
  else if (minutes === 0) headline = `Your bus is due at ${pickupName} now.`;
  else headline = `${minutes} min to ${pickupName}`;

  return (
    <div className="track-my-bus stack" data-testid="track-my-bus">
      <div className="track-my-bus__head">
        <p className="track-my-bus__eta" aria-live="polite" data-testid="pickup-eta">
          {headline}
        </p>
        <span className={`signal ${live ? 'signal--live' : 'signal--lost'}`} data-testid="signal">
          {live ? (connected ? 'Live' : 'Updating') : 'No signal'}
        </span>
      </div>
      {position && !live && status === 'in_progress' ? (
        <p className="track-my-bus__lost" role="status">
          We have not heard from the bus since then. Its arrival time comes back as soon as it does.
        </p>
      ) : null}
      {position && live ? (
        <p className="muted small" data-testid="last-update">
          Last update {ago(position.recorded_at, now)} · {punctuality(position.delay_minutes)}
        </p>
      ) : null}
      <RunMap
        routeName={`${run.data.route.code} ${run.data.route.name}`}
        stops={stops}
        position={position}
        highlightStopId={pickupStopId}
        live={live}
        now={now}
      />
      {pushSupported() && alerts !== 'on' ? (
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              void subscribeToArrivalAlerts(userId)
                .then((ok) => setAlerts(ok ? 'on' : 'unavailable'))
                .catch(() => setAlerts('unavailable'))
            }
          >
            Alert me when it is 5 minutes away
          </Button>
          {alerts === 'unavailable' ? (
            <p className="muted small">
              Alerts are off in this browser; you will still see them in your notifications.
            </p>
          ) : null}
        </div>
      ) : alerts === 'on' ? (
        <p className="muted small">We will alert you when your bus is 5 minutes away and when it arrives.</p>
      ) : null}
    </div>
  );
}
