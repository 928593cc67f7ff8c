import type { DatabaseHandle } from '@shuttle/db';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Mailer } from '../src/features/mail/mailers.ts';
import type { BackgroundWork } from '../src/shared/background-work.ts';
import type { Clock } from '../src/shared/clock.ts';
import { borrowTestDatabase } from './worker-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
}

/** What a production start needs (ADR 110); tests run the demo unless they pass these. */
export const PRODUCTION_ENV = {
  APP_MODE: 'production',
  PAYSTACK_SECRET_KEY: 'sk_test_production_mode_test_key',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PUBLIC_URL: 'https://shuttle.example',
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    APP_MODE: 'demo',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...overrides,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  mailer?: Mailer;
  background?: BackgroundWork;
  /** Where log lines go, for a test that reads them (with `env: { LOG_LEVEL: 'info' }`). */
  logStream?: DestinationStream;
}

/** The real app on a fresh database of this run's tier, for `app.inject` (docs/code-style.md#tests). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await borrowTestDatabase();
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.background ? { background: options.background } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
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
