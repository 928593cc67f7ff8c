import type { Database, DatabaseKind } from '@shuttle/db';
import type { Config } from '../config.ts';
import type { Jobs } from '../jobs.ts';
import type { BackgroundWork } from './background-work.ts';
import type { Clock } from './clock.ts';
import type { FileStore } from './file-store.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Metrics } from './metrics.ts';
import type { ServerKeys } from './server-keys.ts';

/** What every feature is built from; one instance per app (see app.ts). */
export interface Deps {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  clock: Clock;
  /** Signing and hashing keys, shared through the database by every process (docs/decisions/111). */
  keys: ServerKeys;
  /** Asks the outbox to send what was just committed, without waiting for its next poll. */
  kickOutbox(): void;
  /** Work that runs after the request has answered. */
  background: BackgroundWork;
  /** Every upload's bytes: the data folder, or a bucket all processes share (ADR 136). */
  files: FileStore;
  /** The job queue: pg-boss on Postgres, in-process on the embedded database (ADR 135). */
  jobs: Jobs;
  /** Draining on SIGTERM: `onDrain(fn)` closes a live stream with a retry hint (ADR 137). */
  lifecycle: Lifecycle;
  /** Prometheus metrics; live streams call `streamOpened()` / `streamClosed()` (ADR 138). */
  metrics: Metrics;
}
