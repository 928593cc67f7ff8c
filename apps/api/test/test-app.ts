import type { DatabaseHandle } from '@shuttle/db';
import { createTestDatabase } from '@shuttle/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Mailer } from '../src/features/mail/mailers.ts';
import type { Clock } from '../src/shared/clock.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...overrides,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  mailer?: Mailer;
}

/** The real app on a fresh database of this run's tier, for `app.inject` (STYLE.md habit 7). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(inject('testDatabase'));
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.ready();
  return { app, database, config };
}

/**
 * One app and database per test file, built before its tests and closed after them:
 * `const ctx = useTestApp(); ... ctx.app.inject(...)`.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(options));
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
