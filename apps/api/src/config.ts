import { createPublicKey, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();
/** Partner tokens are signed with one fixed algorithm, never the one a token names. */
export const PARTNER_TOKEN_ALGORITHMS = ['ES256', 'RS256'] as const;

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
  /** The payment partner whose app embeds the embedded build (docs/decisions/054). */
  PARTNER_NAME: z.string().trim().min(1).max(60).optional(),
  /** The partner's public key, PEM or JWK, that verifies the tokens its SDK signs. */
  PARTNER_PUBLIC_KEY: z.string().min(1).optional(),
  PARTNER_TOKEN_ALGORITHM: z.enum(PARTNER_TOKEN_ALGORITHMS).default('ES256'),
  PARTNER_AUDIENCE: z.string().min(1).optional(),
  PARTNER_ISSUER: z.string().min(1).optional(),
  /** The partner app's web origin: only it may frame the app (CSP frame-ancestors). */
  PARTNER_ORIGIN: z
    .url()
    .refine((value) => new URL(value).origin === value, 'must be an origin such as https://app.partner.ng')
    .optional(),
  /**
   * Third-party scripts the SPA loads when built with these keys; the server reads the same
   * settings to let exactly those origins through its CSP (docs/decisions/055).
   */
  VITE_SUPPORT_CHAT_KEY: z.string().min(1).optional(),
  VITE_SUPPORT_CHAT_HOST: z.url().default('https://wchat.freshchat.com'),
  VITE_ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google Analytics measurement id such as G-ABC123')
    .optional(),
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
  const partnerProblem = partnerSettingsProblem(config);
  if (partnerProblem) throw new ConfigError(`Invalid configuration:\n  ${partnerProblem}`);
  return {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    JWT_SECRET: config.JWT_SECRET ?? readOrCreateSecret(config.DATA_DIR),
  };
}

/** The partner's public key from PEM or JWK text, checked against the token algorithm. */
export function parsePartnerKey(
  text: string,
  algorithm: (typeof PARTNER_TOKEN_ALGORITHMS)[number],
): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('{')
    ? createPublicKey({ key: JSON.parse(trimmed) as Record<string, string>, format: 'jwk' })
    : createPublicKey(trimmed);
  const fits =
    algorithm === 'ES256'
      ? key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
      : key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048;
  if (!fits) throw new Error(`the key does not fit ${algorithm}`);
  return key;
}

function partnerSettingsProblem(config: z.infer<typeof ConfigSchema>): string | undefined {
  if (!config.PARTNER_PUBLIC_KEY) return undefined;
  const missing = (['PARTNER_NAME', 'PARTNER_AUDIENCE', 'PARTNER_ISSUER'] as const).filter(
    (name) => !config[name],
  );
  if (missing.length > 0) return `${missing.join(', ')}: needed with PARTNER_PUBLIC_KEY`;
  try {
    parsePartnerKey(config.PARTNER_PUBLIC_KEY, config.PARTNER_TOKEN_ALGORITHM);
  } catch (error) {
    return `PARTNER_PUBLIC_KEY: not a ${config.PARTNER_TOKEN_ALGORITHM} public key in PEM or JWK (${(error as Error).message})`;
  }
  return undefined;
}

function readOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, 'jwt-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
