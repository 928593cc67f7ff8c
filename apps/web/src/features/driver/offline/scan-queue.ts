import { CHECK_IN_BATCH_MAX, type CheckInResultKind, type DriverManifest } from '@shuttle/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { sendCheckIns } from '../api/send-check-ins.ts';
import { checkCard, checkScan } from './check-scan.ts';
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
export async function scanPass(
  userId: number,
  manifest: DriverManifest,
  code: string,
  cardNumber?: string,
): Promise<QueuedScan> {
  const store = await driverStore(userId);
  const [queued, others] = await Promise.all([store.scansOfRun(manifest.run.id), store.allManifests()]);
  const boarded = boardedPassCodes(queued);
  const card = cardNumber === undefined ? undefined : checkCard(cardNumber, manifest, others, boarded);
  const scan: QueuedScan = {
    client_id: crypto.randomUUID(),
    trip_day_id: manifest.run.id,
    ...(cardNumber === undefined ? { boarding_code: code } : { card_number: cardNumber }),
    scanned_at: new Date().toISOString(),
    local: card ? card.verdict : checkScan(code, manifest, others, boarded),
    ...(card?.passCode === undefined ? {} : { pass_code: card.passCode }),
    state: 'waiting',
  };
  await store.queue(scan);
  changed();
  void syncScans(userId);
  return scan;
}

/** The pass a scan boarded by: its own code, or for a card the code of the ride it found. */
export const passCodeOf = (scan: QueuedScan): string | undefined => scan.boarding_code ?? scan.pass_code;

/** The passes this phone boarded and has not had answered yet, cards counted by their ride's pass. */
export const boardedPassCodes = (scans: QueuedScan[]): Set<string> =>
  new Set(
    scans.flatMap((scan) => {
      const code = passCodeOf(scan);
      return effectiveResult(scan) === 'boarded' && code !== undefined ? [code] : [];
    }),
  );

/** A mobility card typed or tapped at the door, queued like a pass (docs/product.md#mobility-card). */
export const scanCard = (userId: number, manifest: DriverManifest, cardNumber: string) =>
  scanPass(userId, manifest, '', cardNumber);

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
        waiting.map(({ client_id, trip_day_id, boarding_code, card_number, scanned_at }) => ({
          client_id,
          trip_day_id,
          ...(card_number === undefined ? { boarding_code } : { card_number }),
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
