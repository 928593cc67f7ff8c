import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTNER_TEST_SETTINGS, partnerKeys } from '../test/dashboard-factories.ts';
import { ConfigError, loadConfig } from './config.ts';

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'shuttle-config-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** What a production deployment must set (ADR 110). */
const PRODUCTION = {
  PAYSTACK_SECRET_KEY: 'sk_live_configured',
  SMTP_URL: 'smtp://mail.shuttle.ng:587',
  PUBLIC_URL: 'https://shuttle.ng',
};

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir(), APP_MODE: 'demo', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted a bad setting');
}

describe('loadConfig', () => {
  it('refuses scale-out settings that cannot work together (ADR 136, 137)', () => {
    expect(configError({ WORKERS: '2' }).message).toContain(
      'WORKERS: more than 1 process needs DATABASE_URL',
    );
    expect(configError({ FILE_STORE: 's3' }).message).toContain('S3_BUCKET: needed with FILE_STORE=s3');
    expect(
      configError({ FILE_STORE: 's3', S3_BUCKET: 'shuttle', S3_ACCESS_KEY_ID: 'key' }).message,
    ).toContain('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
    expect(configError({ METRICS_TOKEN: 'short' }).message).toContain('METRICS_TOKEN');
    const cluster = loadConfig({
      DATA_DIR: dataDir(),
      APP_MODE: 'demo',
      WORKERS: '3',
      DATABASE_URL: 'postgres://db/shuttle',
    });
    expect(cluster.WORKERS).toBe(3);
  });

  it('runs the demo with nothing set but APP_MODE=demo: sandbox payments and no SMTP', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), APP_MODE: 'demo' });
    expect(config).toMatchObject({
      APP_MODE: 'demo',
      PORT: 3000,
      HOST: '0.0.0.0',
      PAYMENTS_PROVIDER: 'sandbox',
      TRUST_PROXY: false,
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('gives each demo process its own webhook key: no key is written in the code', () => {
    const first = loadConfig({ DATA_DIR: dataDir(), APP_MODE: 'demo' }).PAYSTACK_SECRET_KEY;
    const second = loadConfig({ DATA_DIR: dataDir(), APP_MODE: 'demo' }).PAYSTACK_SECRET_KEY;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe(second);
  });

  it('is production when APP_MODE is unset, and then names every missing setting at once', () => {
    const { message } = (() => {
      try {
        loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' });
      } catch (error) {
        if (error instanceof ConfigError) return error;
        throw error;
      }
      throw new Error('a bare production start was accepted');
    })();
    expect(message).toMatch(/^Invalid configuration:\n/);
    for (const name of ['PAYSTACK_SECRET_KEY', 'SMTP_URL', 'PUBLIC_URL']) {
      expect(message).toContain(`${name}: required in production`);
    }
  });

  it('runs production on Paystack with its settings given', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), APP_MODE: 'production', ...PRODUCTION });
    expect(config).toMatchObject({ APP_MODE: 'production', PAYMENTS_PROVIDER: 'paystack', ...PRODUCTION });
  });

  it.each(Object.keys(PRODUCTION))('refuses production without %s alone', (missing) => {
    const env: Record<string, string> = { APP_MODE: 'production', ...PRODUCTION };
    delete env[missing];
    const { message } = configError(env);
    expect(message).toContain(`${missing}: required in production`);
    expect(message.split('\n')).toHaveLength(2);
  });

  it('refuses the sandbox payment provider in production', () => {
    const { message } = configError({ APP_MODE: 'production', ...PRODUCTION, PAYMENTS_PROVIDER: 'sandbox' });
    expect(message).toContain('PAYMENTS_PROVIDER: sandbox is for the demo only');
  });

  it('puts emailed links of the demo on the port it listens on unless PUBLIC_URL says otherwise', () => {
    const demo = { DATA_DIR: dataDir(), APP_MODE: 'demo', PORT: '3456' };
    expect(loadConfig(demo).PUBLIC_URL).toBe('http://localhost:3456');
    expect(loadConfig({ ...demo, PUBLIC_URL: 'https://shuttle.ng' }).PUBLIC_URL).toBe('https://shuttle.ng');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shuttle'],
    ['APP_MODE', 'staging'],
    ['SMTP_URL', 'not a url'],
    ['PUBLIC_URL', 'shuttle.ng'],
    ['PAYMENTS_PROVIDER', 'stripe'],
    ['TRUST_PROXY', 'yes'],
    ['SESSION_TTL_SECONDS', '5'],
  ])('refuses a bad %s and names it', (name, value) => {
    expect(configError({ [name]: value }).message).toMatch(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
  });

  it('names every bad setting at once', () => {
    const { message } = configError({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(message).toContain('PORT: ');
    expect(message).toContain('LOG_LEVEL: ');
  });

  it('takes the bootstrap admin as a pair of a valid email and a good password, or not at all', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      APP_MODE: 'demo',
      BOOTSTRAP_ADMIN_EMAIL: 'admin@shuttle.ng',
      BOOTSTRAP_ADMIN_PASSWORD: 'lekki-toll-gate-4',
    });
    expect(config.BOOTSTRAP_ADMIN_EMAIL).toBe('admin@shuttle.ng');
    expect(configError({ BOOTSTRAP_ADMIN_EMAIL: 'admin@shuttle.ng' }).message).toMatch(
      /BOOTSTRAP_ADMIN_EMAIL, BOOTSTRAP_ADMIN_PASSWORD: set both or neither/,
    );
    expect(configError({ BOOTSTRAP_ADMIN_PASSWORD: 'lekki-toll-gate-4' }).message).toMatch(
      /set both or neither/,
    );
    expect(
      configError({ BOOTSTRAP_ADMIN_EMAIL: 'not an email', BOOTSTRAP_ADMIN_PASSWORD: 'lekki-toll-gate-4' })
        .message,
    ).toMatch(/BOOTSTRAP_ADMIN_EMAIL: /);
    expect(
      configError({ BOOTSTRAP_ADMIN_EMAIL: 'admin@shuttle.ng', BOOTSTRAP_ADMIN_PASSWORD: 'abc' }).message,
    ).toMatch(/BOOTSTRAP_ADMIN_PASSWORD: /);
  });
});

const loadDemo = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir(), APP_MODE: 'demo', ...env });

describe('partner settings', () => {
  it('refuse to start with a key of the wrong kind or without audience and issuer', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect(() => loadDemo({ ...PARTNER_TEST_SETTINGS, PARTNER_PUBLIC_KEY: rsa.toString() })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadDemo({
        ...PARTNER_TEST_SETTINGS,
        PARTNER_PUBLIC_KEY: rsa.toString(),
        PARTNER_TOKEN_ALGORITHM: 'RS256',
      }),
    ).not.toThrow();
    expect(() => loadDemo({ PARTNER_PUBLIC_KEY: partnerKeys().publicKeyPem })).toThrow(
      /PARTNER_NAME, PARTNER_AUDIENCE/,
    );
    expect(() => loadDemo({ ...PARTNER_TEST_SETTINGS, PARTNER_PUBLIC_KEY: 'not a key' })).toThrow(
      ConfigError,
    );
    const jwk = JSON.stringify(
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' }),
    );
    expect(() => loadDemo({ ...PARTNER_TEST_SETTINGS, PARTNER_PUBLIC_KEY: jwk })).not.toThrow();
    expect(() => loadDemo({ PARTNER_ORIGIN: 'https://app.testpay.example/path' })).toThrow(ConfigError);
  });
});
