import { useEffect, useRef, useState } from 'react';
import { PositionQueue } from '../api/position-queue.ts';
import { postPositions } from '../api/post-positions.ts';
import './tracking.css';

/** How often the queued positions are sent. */
export const BATCH_INTERVAL_MS = 5000;

export interface SharePositionProps {
  tripDayId: number;
  /** Shares while true: the driver app sets it while the run is in progress. */
  active: boolean;
}

type Sharing =
  | { state: 'off' }
  | { state: 'starting' }
  | { state: 'sharing'; waiting: number }
  | { state: 'denied' }
  | { state: 'unsupported' };

/**
 * Shares the phone's position with the run while it is in progress (Geolocation API): fixes are
 * queued and sent every few seconds, and kept while the phone is offline until it is back.
 */
export function SharePosition({ tripDayId, active }: SharePositionProps) {
  const [sharing, setSharing] = useState<Sharing>({ state: 'off' });
  const queue = useRef<PositionQueue | null>(null);

  useEffect(() => {
    if (!active) {
      setSharing({ state: 'off' });
      return;
    }
    if (!('geolocation' in navigator)) {
      setSharing({ state: 'unsupported' });
      return;
    }
    const waiting = new PositionQueue((positions) => postPositions(tripDayId, { positions }));
    queue.current = waiting;
    setSharing({ state: 'starting' });
    const watch = navigator.geolocation.watchPosition(
      (fix) => {
        waiting.add({
          lat: fix.coords.latitude,
          lon: fix.coords.longitude,
          recorded_at: new Date(fix.timestamp).toISOString(),
          speed: fix.coords.speed !== null && fix.coords.speed >= 0 ? fix.coords.speed : null,
          heading:
            fix.coords.heading !== null && !Number.isNaN(fix.coords.heading) ? fix.coords.heading : null,
          accuracy: fix.coords.accuracy,
        });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setSharing({ state: 'denied' });
      },
      { enableHighAccuracy: true, maximumAge: 2000, timeout: 20_000 },
    );
    const flush = () => {
      if (!navigator.onLine) {
        setSharing({ state: 'sharing', waiting: waiting.size });
        return;
      }
      void waiting
        .flush()
        .then(() =>
          setSharing((current) =>
            current.state === 'denied' ? current : { state: 'sharing', waiting: waiting.size },
          ),
        );
    };
    const timer = setInterval(flush, BATCH_INTERVAL_MS);
    window.addEventListener('online', flush);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
      window.removeEventListener('online', flush);
      // What is still queued goes now, if it can.
      void waiting.flush();
      queue.current = null;
    };
  }, [tripDayId, active]);

  return (
    <div className="share-position" role="status" data-testid="share-position">
      {sharing.state === 'off' ? <span className="muted">Position sharing starts with the run.</span> : null}
      {sharing.state === 'starting' ? <span>Finding your position…</span> : null}
      {sharing.state === 'sharing' ? (
        <span className="signal signal--live">
          {sharing.waiting > 0 ? `Offline: ${sharing.waiting} positions waiting` : 'Sharing your position'}
        </span>
      ) : null}
      {sharing.state === 'denied' ? (
        <span className="form-error">
          Location is blocked for this site. Allow it in the browser settings so riders can see the bus.
        </span>
      ) : null}
      {sharing.state === 'unsupported' ? (
        <span className="form-error">This browser cannot share its location.</span>
      ) : null}
    </div>
  );
}
