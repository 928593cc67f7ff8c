import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, lagosDate } from '@shuttle/contracts';
import { type DatabaseHandle, openDatabase, openPostgres } from '@shuttle/db';
import { createTestDatabaseUrl, fillDataDirFromTemplate } from '@shuttle/db/testing/test-database';
import { afterAll, describe, expect, inject, it } from 'vitest';
import '../../src/features/booking/booking-audit.ts';
import { auditLedger } from '../../src/features/wallet/ledger-audit.ts';
import { createBookableLine, oneWayBody } from '../booking-factories.ts';
import {
  type Acknowledged,
  bookOnce,
  type CrashRider,
  registerRider,
  runLoad,
  topUpOnce,
} from './crash-load.ts';
import { freePort, ProductProcess } from './product-process.ts';

/**
 * docs/reliability.md#r6: the API killed with SIGKILL five times at random moments under load and
 * restarted on the same data; everything it acknowledged is there, and the ledger is sound.
 */
const KILLS = 5;
const RIDERS = 6;
/** The most a run may seat; the bookings spread over a week of runs so that seats rarely run out. */
const CAPACITY = 100;
const RIDE_DAYS = 7;
/** Each rider's wallet before the kills: far more than the bookings of the load can spend. */
const FUNDS_KOBO = 50_000_000;
const target = inject('testDatabase');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function storage(): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle> }> {
  if (target.kind === 'postgres') {
    const { url, drop } = await createTestDatabaseUrl(target);
    cleanups.push(drop);
    return { env: { DATABASE_URL: url }, open: async () => openPostgres(url, 2) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shuttle-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // What is under test is the restarts, not a first start: the folder begins as the migrated template.
  await fillDataDirFromTemplate(target, dataDir);
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

const randomBetween = (low: number, high: number) => low + Math.floor(Math.random() * (high - low));

describe('crash recovery (R6)', () => {
  it('keeps every acknowledged top-up and booking across five kill -9s', async () => {
    const { env, open } = await storage();
    // The line is written before the server first opens the database (the embedded one is
    // the server's alone while it runs); it runs every day, so tomorrow always has a departure.
    const setup = await open();
    const line = await createBookableLine(setup.db, {
      outbound: { capacity: CAPACITY, days: [1, 2, 3, 4, 5, 6, 7] },
    }).finally(() => setup.close());
    const tomorrow = addDays(lagosDate(new Date()), 1);
    const product = new ProductProcess(await freePort(), env);
    cleanups.push(() => product.kill());
    await product.start();
    const riders: CrashRider[] = [];
    for (let index = 0; index < RIDERS; index++) riders.push(await registerRider(product.url, index));
    const acknowledged: Acknowledged = { topUps: [], bookings: [] };
    for (const rider of riders) await topUpOnce(product.url, rider, FUNDS_KOBO, acknowledged);
    expect(acknowledged.topUps).toHaveLength(RIDERS);

    for (let kill = 0; kill < KILLS; kill++) {
      const killed = new Promise((resolve) => setTimeout(resolve, randomBetween(300, 1500))).then(() =>
        product.kill(),
      );
      let turn = 0;
      await runLoad(
        () => {
          const step = turn++;
          const rider = riders[step % RIDERS] as CrashRider;
          // Alternate top-ups and bookings, so that kills land in both.
          return step % 2 === 0
            ? topUpOnce(product.url, rider, 10_000 + kill * 100, acknowledged)
            : bookOnce(
                product.url,
                rider,
                oneWayBody(line, addDays(tomorrow, step % RIDE_DAYS)),
                acknowledged,
              );
        },
        killed,
        4,
      );
      await product.start();
    }
    expect(acknowledged.topUps.length).toBeGreaterThan(RIDERS);
    expect(acknowledged.bookings.length).toBeGreaterThan(0);

    // Every acknowledged payment is settled after the restarts: verify asks the provider again.
    for (const topUp of acknowledged.topUps) {
      const rider = riders.find((candidate) => candidate.id === topUp.riderId) as CrashRider;
      const response = await fetch(`${product.url}/v1/users/${rider.id}/wallet/top-ups/${topUp.reference}`, {
        headers: { authorization: rider.authorization, 'x-forwarded-for': rider.address },
      });
      expect(response.status, topUp.reference).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'succeeded', amount_kobo: topUp.amountKobo });
    }
    for (const booking of acknowledged.bookings) {
      const rider = riders.find((candidate) => candidate.id === booking.riderId) as CrashRider;
      const response = await fetch(`${product.url}/v1/users/${rider.id}/routes/${booking.bookingId}`, {
        headers: { authorization: rider.authorization, 'x-forwarded-for': rider.address },
      });
      expect(response.status, `booking ${booking.bookingId}`).toBe(200);
      expect(await response.json()).toMatchObject({ id: booking.bookingId });
    }
    await product.stop();

    const database = await open();
    try {
      expect(await auditLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
