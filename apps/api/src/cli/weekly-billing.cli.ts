import { openDatabase } from '@shuttle/db';
import { ConfigError, loadConfig } from '../config.ts';
import { runWeeklyBilling } from '../features/booking/weekly-billing.ts';
import { systemClock } from '../shared/clock.ts';
import { openCommandLineRoot } from './command-line-root.ts';

/**
 * `npm run job:billing`: bills the subscription weeks due now, once, on the configured
 * database (the server also runs it on an interval; both may run at once safely).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
    // The riders' notices wait in the outboxes for the server's sweep.
    const { deps, services } = await openCommandLineRoot(config, database);
    const run = await runWeeklyBilling(deps, systemClock.now(), services.weeklyBilling);
    console.log(
      `Weekly billing (${database.kind}): ${run.charged} charged, ${run.unpaid} unpaid and cancelled, ${run.empty} with nothing left to bill.`,
    );
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known =
      error instanceof ConfigError || (error instanceof Error && error.name === 'DirectoryLockedError');
    console.error(known && error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
