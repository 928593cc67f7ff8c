import { punctuality } from '@shuttle/contracts';
import { useEffect, useState } from 'react';
import { useLiveBoard } from '../api/get-live-board.ts';
import { ago, hasSignal, lastSeen } from './bus-progress.ts';
import { RunMap } from './run-map.tsx';
import './tracking.css';

/** `/ops/live`: every run in progress today, late runs first, each on its map. */
export function LiveBoard() {
  const board = useLiveBoard();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);

  if (board.isPending) return <p className="muted">Loading the runs in progress…</p>;
  if (board.isError)
    return <p className="form-error">The live board could not be loaded. It will try again.</p>;
  if (board.data.data.length === 0) return <p className="muted">No run is on the road right now.</p>;
  return (
    <ol className="live-board" aria-label="Runs in progress">
      {board.data.data.map((run) => {
        const live = hasSignal(run.position, now);
        return (
          <li key={run.trip_day_id} className="card live-board__run" data-testid="live-run">
            <h2 className="h3">
              {run.route.code} · {run.departure_time}
            </h2>
            <p className="muted small">
              {run.route.name}
              {run.vehicle ? ` · ${run.vehicle}` : ''}
            </p>
            <p data-testid="live-run-state">
              {run.position === null ? (
                <span className="signal signal--lost">No signal yet</span>
              ) : !live ? (
                // An old fix says nothing of lateness now: when it was, and nothing more.
                <span className="signal signal--lost">{lastSeen(run.position.recorded_at, now)}</span>
              ) : (
                <>
                  <span
                    className={run.position.delay_minutes >= 2 ? 'live-board__late' : 'live-board__ontime'}
                  >
                    {punctuality(run.position.delay_minutes)}
                  </span>
                  <span className="muted small"> · updated {ago(run.position.recorded_at, now)}</span>
                </>
              )}
            </p>
            <RunMap stops={run.stops} position={run.position} live={live} />
          </li>
        );
      })}
    </ol>
  );
}
