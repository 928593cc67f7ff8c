import { type DatabaseHandle, openDatabase } from '@shuttle/db';
import Fastify from 'fastify';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { LocalHub } from '../features/tracking/live-hub.ts';
import { InProcessJobs } from '../jobs.ts';
import { buildServices, type Services } from '../services.ts';
import { TokenService } from '../shared/auth.ts';
import { systemClock } from '../shared/clock.ts';
import type { Deps } from '../shared/deps.ts';
import { createFileStore } from '../shared/file-store.ts';
import { Lifecycle } from '../shared/lifecycle.ts';
import { Metrics } from '../shared/metrics.ts';
import { ServerKeys } from '../shared/server-keys.ts';

/**
 * A command's composition root: the services of a process that serves no request, built by
 * the server's own `buildServices`, so a command runs exactly the rules the server runs
 * (docs/decisions/271-total-composition-root.md).
 */
export async function openCommandLineRoot(
  config: Config,
  database: DatabaseHandle,
): Promise<{ deps: Deps; services: Services }> {
  const quiet = Fastify({ logger: false }).log;
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock: systemClock,
    // Links and unsubscribe tokens use the keys every server process shares through the database.
    keys: await ServerKeys.open(database.db, systemClock, config.SESSION_TTL_SECONDS),
    // A command sends nothing itself: what it queues waits in the outboxes for the server's sweep.
    kickOutbox: () => undefined,
    background: { run: () => undefined, idle: async () => undefined },
    // Nor does it touch uploads, jobs or metrics; these are here because services take Deps.
    files: createFileStore(config),
    jobs: new InProcessJobs(quiet),
    lifecycle: new Lifecycle(quiet),
    metrics: new Metrics({ processMetrics: false }),
  };
  // Nobody watches a live stream in a command: its hub stays in the process, off Redis.
  const services = buildServices(deps, new TokenService(deps), quiet, { liveHub: new LocalHub() });
  return { deps, services };
}

/** A command's work on the configured database: its exit code (0 when all is well). */
export type CommandWork = (config: Config, database: DatabaseHandle) => Promise<number>;

/**
 * Runs a command to its end: reads the settings, opens the database (the embedded one must not
 * be open in a running server), does the work, closes the database and exits with the work's
 * code. An error the person at the terminal can act on (a bad setting, a locked folder, a refusal
 * of the product's with its message) is printed as its message; anything else with its stack.
 */
export function runCommand(work: CommandWork, { failureCode = 1 } = {}): void {
  const run = async () => {
    const config = loadConfig();
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: 2,
    });
    try {
      return await work(config, database);
    } finally {
      await database.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known =
        error instanceof ConfigError ||
        (error instanceof Error &&
          (error.name === 'DirectoryLockedError' || error.name === 'UsageError' || 'code' in error));
      console.error(known && error instanceof Error ? error.message : error);
      process.exit(failureCode);
    },
  );
}
