import { CHECK_IN_BATCH_MAX, type CheckInResultKind, type DriverManifest } from '@shuttle/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { sendCheckIns } from '../api/send-check-ins.ts';
import { checkScan } from './check-scan.ts';
import { driverStore, type QueuedScan } from './driver-store.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Re-renders whoever shows the queue when it changes (this tab only; other tabs re-read). */
export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * A scan, checked against the saved manifest at once, then queued in IndexedDB before anything
 * is sent: if the phone is offline, the tab closed or the request lost, the scan waits there.
 */
export async function scanPass(userId: number, manifest: DriverManifest, code: string): Promise<QueuedScan> {
  const store = await driverStore(userId);
  const [queued, others] = await Promise.all([store.scansOfRun(manifest.run.id), store.allManifests()]);
  const boarded = new Set(
    queued.filter((scan) => effectiveResult(scan) === 'boarded').map((scan) => scan.boarding_code),
  );
  const scan: QueuedScan = {
    client_id: crypto.randomUUID(),
    trip_day_id: manifest.run.id,
    boarding_code: code,
    scanned_at: new Date().toISOString(),
    local: checkScan(code, manifest, others, boarded),
    state: 'waiting',
  };
  await store.queue(scan);
  changed();
  void syncScans(userId);
  return scan;
}

/** The server's answer once it has one, else the phone's. */
export const effectiveResult = (scan: QueuedScan): CheckInResultKind =>
  scan.server?.result ?? scan.local.result;

const running = new Map<number, Promise<number>>();

/**
 * Sends every waiting scan in one batch and records the answers; the server answers a scan it
 * has seen with the answer it gave, so sending again after a lost reply is harmless. Without a
 * connection it leaves the queue as it is. Resolves to how many scans are still waiting.
 */
export function syncScans(userId: number): Promise<number> {
  const current = running.get(userId);
  if (current) return current;
  const run = (async () => {
    const store = await driverStore(userId);
    const waiting = (await store.waiting()).slice(0, CHECK_IN_BATCH_MAX);
    if (waiting.length === 0) return 0;
    try {
      const { results } = await sendCheckIns(
        waiting.map(({ client_id, trip_day_id, boarding_code, scanned_at }) => ({
          client_id,
          trip_day_id,
          boarding_code,
          scanned_at,
        })),
      );
      await store.settle(results);
      changed();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
    return (await store.waiting()).length;
  })().finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}
