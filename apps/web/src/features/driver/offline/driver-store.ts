import type { CheckIn, CheckInAnswer, DriverManifest, DriverRunList } from '@shuttle/contracts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { LocalVerdict } from './check-scan.ts';

/** A scan as the phone keeps it until the server has answered it (docs/decisions/161). */
export interface QueuedScan extends CheckIn {
  /** What the saved manifest said at once. */
  local: LocalVerdict;
  /** For a card: the pass's code of the ride the manifest found for it, counted like a pass. */
  pass_code?: string;
  state: 'waiting' | 'synced';
  /** The server's answer, once synced: the one that counts. */
  server?: CheckInAnswer;
}

interface DriverSchema extends DBSchema {
  runs: { key: string; value: { date: string; runs: DriverRunList; savedAt: string } };
  manifests: { key: number; value: { runId: number; manifest: DriverManifest; savedAt: string } };
  scans: { key: string; value: QueuedScan; indexes: { 'by-run': number } };
}

/**
 * The driver's phone-side store, in IndexedDB so that it outlives a closed tab: the day's runs
 * and manifests as last loaded, and every scan until the server has answered it. One database
 * per driver, so that a phone handed to another driver never sends the first one's scans.
 */
export class DriverStore {
  constructor(private readonly db: IDBPDatabase<DriverSchema>) {}

  async saveRuns(date: string, runs: DriverRunList) {
    await this.db.put('runs', { date, runs, savedAt: new Date().toISOString() });
  }
  runs(date: string) {
    return this.db.get('runs', date);
  }
  async saveManifest(manifest: DriverManifest) {
    await this.db.put('manifests', { runId: manifest.run.id, manifest, savedAt: new Date().toISOString() });
  }
  manifest(runId: number) {
    return this.db.get('manifests', runId);
  }
  async allManifests(): Promise<DriverManifest[]> {
    return (await this.db.getAll('manifests')).map((entry) => entry.manifest);
  }
  async queue(scan: QueuedScan) {
    await this.db.put('scans', scan);
  }
  scansOfRun(runId: number) {
    return this.db.getAllFromIndex('scans', 'by-run', runId);
  }
  async waiting(): Promise<QueuedScan[]> {
    return (await this.db.getAll('scans')).filter((scan) => scan.state === 'waiting');
  }
  /** Records the server's answers in one transaction: a scan is never half synced. */
  async settle(answers: CheckInAnswer[]) {
    const tx = this.db.transaction('scans', 'readwrite');
    for (const answer of answers) {
      const scan = await tx.store.get(answer.client_id);
      if (scan) await tx.store.put({ ...scan, state: 'synced', server: answer });
    }
    await tx.done;
  }
}

const stores = new Map<number, Promise<DriverStore>>();

export function driverStore(userId: number): Promise<DriverStore> {
  let store = stores.get(userId);
  if (!store) {
    store = openDB<DriverSchema>(`shuttle-driver-${userId}`, 1, {
      upgrade(db) {
        db.createObjectStore('runs', { keyPath: 'date' });
        db.createObjectStore('manifests', { keyPath: 'runId' });
        db.createObjectStore('scans', { keyPath: 'client_id' }).createIndex('by-run', 'trip_day_id');
      },
    }).then((db) => new DriverStore(db));
    stores.set(userId, store);
  }
  return store;
}
