import type { Database, DatabaseKind } from '@shuttle/db';
import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';
/** What every feature is built from; one instance per app (see app.ts). */
export interface Deps {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  clock: Clock;
  /** Asks the outbox to send what was just committed, without waiting for its next poll. */
  kickOutbox(): void;
}
