import type { Database, DatabaseKind } from '@shuttle/db';
import type { Config } from '../config.ts';
import type { BackgroundWork } from './background-work.ts';
import type { Clock } from './clock.ts';
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
}
