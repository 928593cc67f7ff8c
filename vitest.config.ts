import { readFileSync } from 'node:fs';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { defineConfig } from 'vitest/config';

/**
 * Test tiers (README "Tests"): contracts, the repository scripts and API services on Node, the database package's
 * own behaviour (the embedded folder lock), the API against each database (a fresh database
 * per test file), and the web app in jsdom.
 */
/**
 * API test files that never open the tier's database: logic alone, or server processes on an embedded
 * folder of their own (server.test.ts, about half a minute). The Postgres tier would run them a second
 * time for nothing, so it leaves them out. Checked here: a listed file that reaches for the tier's
 * database, or no longer exists, stops the run.
 */
const SAME_ON_EVERY_TIER = [
  'src/server.test.ts',
  'src/config.test.ts',
  'src/features/booking/booking-notifications.test.ts',
  'src/features/network/discovery-cache.test.ts',
  'src/features/runs/run-status.test.ts',
  'src/features/simulation/bus-drive.test.ts',
  'src/features/tracking/eta.test.ts',
  'src/features/tracking/live-streams.test.ts',
  'src/features/wallet/allowance-period.test.ts',
  'src/shared/file-store.test.ts',
];
for (const file of SAME_ON_EVERY_TIER) {
  const source = readFileSync(new URL(`apps/api/${file}`, import.meta.url), 'utf8');
  if (/useTestApp|createTestApp|createTestDatabase|testDatabase|TEST_DB_KIND/.test(source)) {
    throw new Error(`vitest.config.ts: ${file} uses the tier's database; take it out of SAME_ON_EVERY_TIER.`);
  }
}

const apiProject = (kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `api-${kind}`,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several processes on one database need Postgres: the embedded one is one process's.
    exclude: kind === 'pglite' ? ['test/**/*.postgres.test.ts'] : SAME_ON_EVERY_TIER,
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files in one worker share the loaded modules: each file still gets a database and an app
    // of its own (test/test-app.ts), and no API test mocks modules, so isolation bought nothing
    // but a fresh import of the whole server per file (about 40% of the tier's time).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Two files at a time: every test file has a database of its own, and much of a file's time
    // is spent waiting on it, so the second worker pays for itself on a 2-core machine (the
    // default leaves one core idle). A third gained nothing (372 s against 381 s: ADR 265).
    maxWorkers: 2,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] },
      },
      {
        extends: true,
        // The benchmarks' own arithmetic (percentiles, the rush's report), not their runs.
        test: { name: 'bench', root: 'bench', include: ['rush/*.test.ts'] },
      },
      {
        extends: true,
        // Opening an embedded database takes seconds on a busy machine, in a test or its setup.
        test: {
          name: 'db',
          root: 'packages/db',
          include: ['src/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      'apps/web',
    ],
  },
});
