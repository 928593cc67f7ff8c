import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();

/** Every setting of the product: environment variables only, checked once at start. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long a login lasts, in seconds. */
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  /** The address used in emailed links; `http://localhost:{PORT}` when unset. */
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Shuttle <hello@shuttle.ng>'),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
  PAYSTACK_SECRET_KEY: z.string().default('sk_test_sandbox_development_secret'),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  /** The bank of riders' dedicated transfer accounts (Paystack's provider slug). */
  PAYSTACK_DVA_BANK: z.string().min(1).default('wema-bank'),
  /** How long before the start of a ride's day (Lagos) it can still be cancelled (spec FAQ). */
  CANCELLATION_CUTOFF_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /** How often the server runs the weekly subscription billing job; 0 turns it off. */
  BILLING_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built SPA is; the API serves it when the folder exists. */
  WEB_DIST_DIR: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  /** Trust X-Forwarded-For from a load balancer in front of the API. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type Config = z.infer<typeof ConfigSchema> & { JWT_SECRET: string; PUBLIC_URL: string };

export class ConfigError extends Error {}

/**
 * Reads the configuration, or throws naming each bad setting. A missing JWT_SECRET is
 * generated once and kept in DATA_DIR so that logins survive a restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    JWT_SECRET: config.JWT_SECRET ?? readOrCreateSecret(config.DATA_DIR),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, 'jwt-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
