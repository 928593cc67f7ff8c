import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabaseUrl, fillDataDirFromTemplate } from '@shuttle/db/testing/test-database';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, ProductProcess } from './crash/product-process.ts';

/**
 * ADR 111 with real server processes, each with a data folder of its own: a rider signed in on
 * one is signed in on the other. On Postgres both run at once on one database; the embedded
 * database is one process's at a time, so there the second process follows the first on it.
 */
const target = inject('testDatabase');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function temporaryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'shuttle-processes-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

async function startProcess(env: Record<string, string>): Promise<ProductProcess> {
  const server = new ProductProcess(await freePort(), env);
  cleanups.push(() => server.kill());
  await server.start();
  return server;
}

async function register(server: ProductProcess): Promise<{ id: number; token: string }> {
  const response = await fetch(`${server.url}/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fname: 'Ngozi',
      lname: 'Okafor',
      email: `ngozi-${process.pid}-${Date.now()}@example.ng`,
      phone: '08031234567',
      city_id: 1,
      password: 'okada-rider-77',
    }),
  });
  expect(response.status).toBe(201);
  const user = (await response.json()) as { id: number; token: { token: string } };
  return { id: user.id, token: user.token.token };
}

const walletStatus = async (server: ProductProcess, rider: { id: number; token: string }) =>
  (
    await fetch(`${server.url}/v1/users/${rider.id}/wallet`, {
      headers: { authorization: `Bearer ${rider.token}` },
    })
  ).status;

describe('two API processes on one database', () => {
  it('accept each other’s session tokens', async () => {
    if (target.kind === 'postgres') {
      const { url, drop } = await createTestDatabaseUrl(target);
      cleanups.push(drop);
      const one = await startProcess({ DATABASE_URL: url, DATA_DIR: temporaryFolder() });
      const other = await startProcess({ DATABASE_URL: url, DATA_DIR: temporaryFolder() });
      const fromOne = await register(one);
      const fromOther = await register(other);
      expect(await walletStatus(other, fromOne)).toBe(200);
      expect(await walletStatus(one, fromOther)).toBe(200);
      return;
    }
    const dataDir = temporaryFolder();
    // A first start on a new folder is server.test.ts's: this one begins from the migrated template.
    await fillDataDirFromTemplate(target, dataDir);
    const one = await startProcess({ DATA_DIR: dataDir });
    const rider = await register(one);
    await one.stop();
    const other = await startProcess({ DATA_DIR: dataDir });
    expect(await walletStatus(other, rider)).toBe(200);
  }, 240_000);
});
