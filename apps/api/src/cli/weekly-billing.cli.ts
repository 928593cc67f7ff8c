import { runWeeklyBilling } from '../features/booking/weekly-billing.ts';
import { systemClock } from '../shared/clock.ts';
import { openCommandLineRoot, runCommand } from './command-line-root.ts';

/**
 * `npm run job:billing`: bills the subscription weeks due now, once, on the configured
 * database (the server also runs it on an interval; both may run at once safely).
 */
runCommand(async (config, database) => {
  // The riders' notices wait in the outboxes for the server's sweep.
  const { deps, services } = await openCommandLineRoot(config, database);
  const run = await runWeeklyBilling(deps, systemClock.now(), services.weeklyBilling);
  console.log(
    `Weekly billing (${database.kind}): ${run.charged} charged, ${run.unpaid} unpaid and cancelled, ${run.empty} with nothing left to bill.`,
  );
  return 0;
});
