import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted a bad setting');
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PAYMENTS_PROVIDER: 'sandbox',
      TRUST_PROXY: false,
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('puts emailed links on the port the product listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '3456' }).PUBLIC_URL).toBe('http://localhost:3456');
    expect(
      loadConfig({ DATA_DIR: dataDir(), PORT: '3456', PUBLIC_URL: 'https://shuttle.ng' }).PUBLIC_URL,
    ).toBe('https://shuttle.ng');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shuttle'],
    ['JWT_SECRET', 'short'],
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

  it('generates a JWT secret into DATA_DIR once and reuses it', () => {
    const folder = join(dataDir(), 'not-yet-made');
    const first = loadConfig({ DATA_DIR: folder });
    const path = join(folder, 'jwt-secret');
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path, 'utf8')).toBe(first.JWT_SECRET);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: folder }).JWT_SECRET).toBe(first.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: dataDir() }).JWT_SECRET).not.toBe(first.JWT_SECRET);
  });

  it('uses JWT_SECRET when given and writes nothing', () => {
    const folder = dataDir();
    const secret = 'a-configured-secret-of-at-least-32-chars';
    expect(loadConfig({ DATA_DIR: folder, JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
    expect(() => statSync(join(folder, 'jwt-secret'))).toThrow();
  });
});
