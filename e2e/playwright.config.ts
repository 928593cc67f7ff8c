import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BOOTSTRAP_ADMIN } from './tests/bootstrap-admin.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shuttle-e2e-'));

/**
 * The embedded partner build (docs/product.md#embedded-build), served by a second server: built here with the
 * partner SDK double, whose signing key is made for this run; the server trusts its public half.
 */
const EMBEDDED_PORT = Number(process.env.E2E_EMBEDDED_PORT ?? PORT + 1000);
export const EMBEDDED_URL = `http://127.0.0.1:${EMBEDDED_PORT}`;
export const PARTNER_ORIGIN = 'https://app.testpay.example';
const partnerKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const PARTNER = { name: 'TestPay', audience: 'shuttle', issuer: 'https://id.testpay.example' };

/**
 * Browser journeys: Debian's Chromium (never a downloaded browser) against the built SPA
 * served by the real API on an embedded database of its own.
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  // Two journeys at a time on two cores; three took longer (7.0 against 6.6 minutes) and timed
  // one journey out (ADR 265).
  workers: 2,
  retries: 0,
  // The longest journeys (an operator's console, then a rider's booking) take 25 s on a quiet
  // two-core machine; a busy one must not fail them for being slow.
  timeout: 60_000,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    // A trace records every step of every journey to keep a failed one's, at a tenth or more of
    // the journeys' CPU (ADR 265). CI keeps its log, not the files, so it records none; a run on
    // a developer's machine keeps the failed journeys' traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: /embedded-.*\.spec\.ts$/ },
    { name: 'embedded', testMatch: /embedded-.*\.spec\.ts$/, use: { baseURL: EMBEDDED_URL } },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/api/src/server.ts',
      cwd: '..',
      url: `${BASE_URL}/v1/health`,
      // A first start migrates and seeds a new embedded database: on a busy machine, a minute.
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        APP_MODE: 'demo',
        // The journeys need a still demo: nothing of the living day changes under them (ADR 275).
        DEMO_SIMULATION: 'off',
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: BASE_URL,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        // Every journey reads stops and routes from one address, many at once.
        PUBLIC_READ_RATE_LIMIT_PER_MINUTE: '5000',
        BOOTSTRAP_ADMIN_EMAIL: BOOTSTRAP_ADMIN.email,
        BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP_ADMIN.password,
      },
    },
    {
      command: 'npm run build:embedded --silent && node --import tsx apps/api/src/server.ts',
      cwd: '..',
      url: `${EMBEDDED_URL}/v1/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        VITE_EMBEDDED_PARTNER: PARTNER.name,
        VITE_PARTNER_TEST_PRIVATE_KEY: JSON.stringify(partnerKeys.privateKey.export({ format: 'jwk' })),
        VITE_PARTNER_AUDIENCE: PARTNER.audience,
        VITE_PARTNER_ISSUER: PARTNER.issuer,
        APP_MODE: 'demo',
        // The journeys need a still demo: nothing of the living day changes under them (ADR 275).
        DEMO_SIMULATION: 'off',
        NODE_ENV: 'production',
        PORT: String(EMBEDDED_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'shuttle-e2e-embedded-')),
        PUBLIC_URL: EMBEDDED_URL,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        // Every journey reads stops and routes from one address, many at once.
        PUBLIC_READ_RATE_LIMIT_PER_MINUTE: '5000',
        WEB_DIST_DIR: resolve(import.meta.dirname, '../apps/web/dist-embedded'),
        PARTNER_NAME: PARTNER.name,
        PARTNER_PUBLIC_KEY: partnerKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        PARTNER_AUDIENCE: PARTNER.audience,
        PARTNER_ISSUER: PARTNER.issuer,
        PARTNER_ORIGIN,
      },
    },
  ],
});
