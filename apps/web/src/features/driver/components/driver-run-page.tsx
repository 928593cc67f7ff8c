import type { DriverManifest, DriverManifestRow, DriverRun } from '@shuttle/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { driverPaths } from '../../../config/driver-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { driverManifestQueryOptions } from '../api/get-driver-manifest.ts';
import { driverKeyRoot } from '../api/get-driver-runs.ts';
import { finishRun, startRun } from '../api/run-lifecycle.ts';
import { signalResult } from '../feedback.ts';
import { normaliseCode } from '../offline/check-scan.ts';
import type { QueuedScan } from '../offline/driver-store.ts';
import { boardedPassCodes, effectiveResult, scanCard, scanPass, syncScans } from '../offline/scan-queue.ts';
import { CardCheckIn } from './card-check-in.tsx';
import { runStatusName } from './driver-runs.tsx';
import { RESULT_TITLES, ScanResult } from './scan-result.tsx';
import { useOnline, useScanQueue } from './use-scan-queue.ts';

const CameraScanner = lazy(() =>
  import('./camera-scanner.tsx').then((module) => ({ default: module.CameraScanner })),
);

export interface DriverRunPageProps {
  userId: number;
  runId: number;
  /**
   * Shown while the run is in progress, under its Start and Finish: the route module passes
   * what rides along with a run (sharing the bus's position).
   */
  whileInProgress?: (run: DriverRun) => ReactNode;
}

interface Counts {
  booked: number;
  boarded: number;
  left: number;
}

/** Rides not cancelled; boarded counts the server's and this phone's not yet synced. */
export function countRiders(manifest: DriverManifest, scans: QueuedScan[]): Counts {
  const boardedHere = boardedPassCodes(scans);
  const riding = manifest.data.filter((row) => row.status !== 'cancelled');
  const boarded = riding.filter(
    (row) => row.status === 'boarded' || row.status === 'completed' || boardedHere.has(row.boarding_code),
  ).length;
  return { booked: riding.length, boarded, left: riding.length - boarded };
}

/** Riders grouped by where they board, in the route's order of stops. */
function byStop(manifest: DriverManifest): { stop: string; time: string; rows: DriverManifestRow[] }[] {
  const groups = new Map<
    number,
    { stop: string; time: string; position: number; rows: DriverManifestRow[] }
  >();
  for (const row of manifest.data) {
    const group = groups.get(row.pickup.id) ?? {
      stop: row.pickup.name,
      time: row.pickup.time,
      position: row.pickup.position,
      rows: [],
    };
    group.rows.push(row);
    groups.set(row.pickup.id, group);
  }
  return [...groups.values()].sort((a, b) => a.position - b.position);
}

/**
 * `/driver/runs/{id}`: the run's manifest in stop order with its counts, the scanner (camera or
 * typed code), every scan with its sync state, and Start and Finish (docs/decisions/161).
 */
export function DriverRunPage({ userId, runId, whileInProgress }: DriverRunPageProps) {
  const query = useQuery(driverManifestQueryOptions(userId, runId));
  const scans = useScanQueue(userId, runId);
  const online = useOnline();
  const queryClient = useQueryClient();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [lastScanId, setLastScanId] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const manifest = query.data?.value;
  const counts = useMemo(() => (manifest ? countRiders(manifest, scans ?? []) : null), [manifest, scans]);
  const lastScan = scans?.find((scan) => scan.client_id === lastScanId);
  const waiting = scans?.filter((scan) => scan.state === 'waiting').length ?? 0;
  const boardedHere = boardedPassCodes(scans ?? []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [...driverKeyRoot, userId] });

  const check = async (raw: string) => {
    if (!manifest) return;
    const pass = normaliseCode(raw);
    if (!pass || pass.length > 100) {
      setProblem('Enter the code printed under the QR code.');
      return;
    }
    setProblem(null);
    const scan = await scanPass(userId, manifest, pass);
    setLastScanId(scan.client_id);
    signalResult(scan.local.result);
  };

  const checkCard = async (cardNumber: string) => {
    if (!manifest) return;
    setProblem(null);
    const scan = await scanCard(userId, manifest, cardNumber);
    setLastScanId(scan.client_id);
    signalResult(scan.local.result);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
    setCode('');
  };

  const lifecycle = async (action: 'start' | 'finish') => {
    setBusy(true);
    setProblem(null);
    try {
      if (action === 'finish' && (await syncScans(userId)) > 0) {
        setProblem('Some scans are still waiting to sync. Finish the run once the phone is back online.');
        return;
      }
      await (action === 'start' ? startRun(runId) : finishRun(runId));
      setConfirmFinish(false);
      await refresh();
    } catch (error) {
      setProblem(errorMessage(error, 'That did not work. Check the connection and try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (query.isPending) return <p className="muted">Loading the run…</p>;
  if (!manifest) {
    return (
      <div className="stack">
        <p className="driver-alert" role="alert">
          {errorMessage(
            query.error,
            'This run could not be loaded. Open it once while online to keep it on the phone.',
          )}
        </p>
        <Link to={driverPaths.root}>Back to my runs</Link>
      </div>
    );
  }
  const { run } = manifest;
  const open = run.status === 'scheduled' || run.status === 'boarding' || run.status === 'in_progress';

  return (
    <div className="stack driver-run">
      <Link to={driverPaths.root}>← My runs</Link>
      <h1>
        {run.departure_time} {run.route.code}
      </h1>
      <p className="muted">
        {run.route.name} · {runStatusName(run.status)}
        {run.vehicle ? ` · ${run.vehicle.registration_number}` : ''}
      </p>
      {query.data?.savedAt ? (
        <p className="muted small">Offline: the manifest as saved on this phone.</p>
      ) : null}

      {counts ? (
        <dl className="driver-counts" aria-label="Riders">
          <div>
            <dt>Booked</dt>
            <dd>{counts.booked}</dd>
          </div>
          <div>
            <dt>Boarded</dt>
            <dd>{counts.boarded}</dd>
          </div>
          <div>
            <dt>Left</dt>
            <dd>{counts.left}</dd>
          </div>
        </dl>
      ) : null}

      {open ? (
        <section className="stack driver-scan" aria-label="Check riders in">
          {lastScan ? <ScanResult scan={lastScan} /> : null}
          {camera ? (
            <Suspense fallback={<p className="muted">Opening the camera…</p>}>
              <CameraScanner onCode={(value) => void check(value)} onClose={() => setCamera(false)} />
            </Suspense>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--block driver-big"
              onClick={() => setCamera(true)}
            >
              Scan with camera
            </button>
          )}
          <form className="driver-code-form" onSubmit={submit} aria-label="Check a rider in by code">
            <label htmlFor={codeId}>Boarding code</label>
            <div className="driver-code-form__row">
              <input
                id={codeId}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={200}
              />
              <button type="submit" className="btn btn--secondary">
                Check in
              </button>
            </div>
          </form>
          <CardCheckIn onCard={(cardNumber) => void checkCard(cardNumber)} />
        </section>
      ) : null}

      {problem ? (
        <p className="driver-alert" role="alert">
          {problem}
        </p>
      ) : null}

      <section className="stack" aria-labelledby="run-actions">
        <h2 id="run-actions" className="visually-hidden">
          Run
        </h2>
        {run.status === 'scheduled' || run.status === 'boarding' ? (
          <button
            type="button"
            className="btn btn--primary btn--block driver-big"
            disabled={busy || !online}
            onClick={() => void lifecycle('start')}
          >
            Start run
          </button>
        ) : null}
        {run.status === 'in_progress' ? (
          <>
            {whileInProgress?.(run)}
            <button
              type="button"
              className="btn btn--danger btn--block driver-big"
              disabled={busy || !online}
              onClick={() => setConfirmFinish(true)}
            >
              Finish run
            </button>
          </>
        ) : null}
        {!online && open ? (
          <p className="muted small">Start and Finish need a connection; scanning does not.</p>
        ) : null}
      </section>

      {scans && scans.length > 0 ? (
        <section className="stack" aria-labelledby="scans-heading">
          <h2 id="scans-heading">Scans</h2>
          {waiting > 0 ? (
            <p className="driver-waiting" role="status">
              {waiting === 1 ? '1 scan' : `${waiting} scans`} waiting to sync
            </p>
          ) : (
            <p className="muted small">Every scan is synced.</p>
          )}
          <ul className="driver-scan-list" aria-label="Scans on this phone">
            {scans.map((scan) => {
              const details = scan.server?.rider ? scan.server : scan.local;
              return (
                <li key={scan.client_id}>
                  <span>
                    {RESULT_TITLES[effectiveResult(scan)]}
                    {details.rider ? `: ${details.rider.fname} ${details.rider.lname}` : ''}
                  </span>
                  <span className="muted small">
                    {scan.state === 'waiting' ? 'Waiting to sync' : 'Synced'}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <section className="stack" aria-labelledby="manifest-heading">
        <h2 id="manifest-heading">Manifest</h2>
        {manifest.data.length === 0 ? <p className="muted">Nobody is booked on this run.</p> : null}
        {byStop(manifest).map((group) => (
          <div key={group.stop} className="driver-stop">
            <h3>
              {group.time} {group.stop}
            </h3>
            <ul className="driver-riders">
              {group.rows.map((row) => {
                const here = row.status === 'booked' && boardedHere.has(row.boarding_code);
                return (
                  <li
                    key={row.ride_id}
                    className={`driver-rider driver-rider--${here ? 'boarded' : row.status}`}
                  >
                    <span>
                      <strong>
                        {row.rider.fname} {row.rider.lname}
                      </strong>{' '}
                      <span className="muted small">to {row.destination.name}</span>
                    </span>
                    <span className="small">
                      {row.seats === 1 ? '1 seat' : `${row.seats} seats`} ·{' '}
                      {here ? 'Boarded, waiting to sync' : RIDER_STATUS[row.status]}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </section>

      <Modal title="Finish this run?" isOpen={confirmFinish} onClose={() => setConfirmFinish(false)}>
        <div className="stack">
          <p>
            {counts && counts.left > 0
              ? `${counts.left === 1 ? '1 rider' : `${counts.left} riders`} not boarded will be marked no-show.`
              : 'Every booked rider has boarded.'}
          </p>
          <button
            type="button"
            className="btn btn--danger btn--block"
            disabled={busy}
            onClick={() => void lifecycle('finish')}
          >
            Finish and mark no-shows
          </button>
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setConfirmFinish(false)}>
            Keep the run open
          </button>
        </div>
      </Modal>
    </div>
  );
}

const RIDER_STATUS: Record<DriverManifestRow['status'], string> = {
  booked: 'Not boarded',
  boarded: 'Boarded',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};
