import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase, openPostgres } from '@shuttle/db';
import { createTestDatabaseUrl } from '@shuttle/db/testing/test-database';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { auditLedger } from '../../src/features/wallet/ledger-audit.ts';
import { type Acknowledged, type CrashRider, registerRider, runLoad, topUpOnce } from './crash-load.ts';
import { freePort, ProductProcess } from './product-process.ts';

/**
 * QUALITY.md R6: the API killed with SIGKILL five times at random moments under load and
 * restarted on the same data; everything it acknowledged is there, and the ledger is sound.
 */
const KILLS = 5;
const RIDERS = 6;
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
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

const randomBetween = (low: number, high: number) => low + Math.floor(Math.random() * (high - low));

describe('crash recovery (R6)', () => {
  it('keeps every acknowledged top-up across five kill -9s', async () => {
    const { env, open } = await storage();
    const product = new ProductProcess(await freePort(), env);
    cleanups.push(() => product.kill());
    await product.start();
    const riders: CrashRider[] = [];
    for (let index = 0; index < RIDERS; index++) riders.push(await registerRider(product.url, index));
    const acknowledged: Acknowledged = { topUps: [] };

    for (let kill = 0; kill < KILLS; kill++) {
      const killed = new Promise((resolve) => setTimeout(resolve, randomBetween(300, 1500))).then(() =>
        product.kill(),
      );
      let turn = 0;
      await runLoad(
        () =>
          topUpOnce(product.url, riders[turn++ % RIDERS] as CrashRider, 10_000 + kill * 100, acknowledged),
        killed,
        4,
      );
      await product.start();
    }
    expect(acknowledged.topUps.length).toBeGreaterThan(0);

    // Every acknowledged payment is settled after the restarts: verify asks the provider again.
    for (const topUp of acknowledged.topUps) {
      const rider = riders.find((candidate) => candidate.id === topUp.riderId) as CrashRider;
      const response = await fetch(`${product.url}/v1/users/${rider.id}/wallet/top-ups/${topUp.reference}`, {
        headers: { authorization: rider.authorization, 'x-forwarded-for': rider.address },
      });
      expect(response.status, topUp.reference).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'succeeded', amount_kobo: topUp.amountKobo });
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
