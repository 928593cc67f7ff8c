import { type LiveRun, punctuality } from '@shuttle/contracts';
import { useEffect, useMemo, useState } from 'react';
import { busOfRun, routeOfRun } from '../../../components/map/map-layers.ts';
import { RouteMap } from '../../../components/map/route-map.tsx';
import { useLiveBoard } from '../api/get-live-board.ts';
import { ago, hasSignal, lastSeen } from './bus-progress.ts';
import './tracking.css';

const runName = (run: LiveRun) => `${run.route.code} · ${run.departure_time}`;

/** What the board and the map's list say of a run's bus. */
function busState(run: LiveRun, now: number): string {
  if (run.position === null) return 'No signal yet';
  // An old fix says nothing of lateness now: when it was, and nothing more.
  if (!hasSignal(run.position, now)) return `${lastSeen(run.position.recorded_at, now)} (stale)`;
  return `${punctuality(run.position.delay_minutes)}, updated ${ago(run.position.recorded_at, now)}`;
}

/**
 * `/ops/live`: every run in progress today on one map, and beside it the runs, late ones first
 * (the API's order), a stale fix marked as such.
 */
export function LiveBoard() {
  const board = useLiveBoard();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);
  const runs = board.data?.data;
  const routes = useMemo(
    () => (runs ?? []).map((run) => routeOfRun(String(run.trip_day_id), runName(run), run.stops)),
    [runs],
  );

  if (board.isPending) return <p className="muted">Loading the runs in progress…</p>;
  if (board.isError)
    return <p className="form-error">The live board could not be loaded. It will try again.</p>;
  if (board.data.data.length === 0) return <p className="muted">No run is on the road right now.</p>;
  const buses = board.data.data.flatMap((run) =>
    run.position
      ? [
          busOfRun(
            String(run.trip_day_id),
            `${runName(run)}${run.vehicle ? ` (${run.vehicle})` : ''}`,
            run.stops,
            run.position,
            now,
            busState(run, now),
          ),
        ]
      : [],
  );
  return (
    <div className="live-board-layout">
      <RouteMap
        label="Map of every run in progress and its bus"
        routes={routes}
        buses={buses}
        textList={false}
      />
      <ol className="live-board" aria-label="Runs in progress">
        {board.data.data.map((run) => {
          const live = hasSignal(run.position, now);
          return (
            <li key={run.trip_day_id} className="card live-board__run" data-testid="live-run">
              <h2 className="h3">{runName(run)}</h2>
              <p className="muted small">
                {run.route.name}
                {run.vehicle ? ` · ${run.vehicle}` : ''}
              </p>
              <p data-testid="live-run-state">
                {run.position === null ? (
                  <span className="signal signal--lost">No signal yet</span>
                ) : !live ? (
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
              <p className="muted small">Stops: {run.stops.map((stop) => stop.name).join(' → ')}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
