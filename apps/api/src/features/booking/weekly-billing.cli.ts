import { openDatabase } from '@shuttle/db';
import { ConfigError, loadConfig } from '../../config.ts';
import { systemClock } from '../../shared/clock.ts';
import { RideDiscountsService } from '../promotions/ride-discounts.service.ts';
import { ReceiptsService } from '../receipts/receipts.service.ts';
import { BookingsService } from './bookings.service.ts';
import { runWeeklyBilling } from './weekly-billing.ts';

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
    const deps = { db: database.db, clock: systemClock, config };
    // The notices of riders booked off a waitlist wait in the outbox for the server's sweep.
    const bookings = new BookingsService(
      { ...deps, kickOutbox: () => undefined },
      new RideDiscountsService(systemClock),
      new ReceiptsService(deps),
    );
    const run = await runWeeklyBilling(deps, systemClock.now(), bookings.waitlist);
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
