import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { DEFAULT_BOOKING_HORIZON_DAYS, emailField, newPasswordField } from '@shuttle/contracts';
import { z } from 'zod';
import { PARTNER_TOKEN_ALGORITHMS, parsePartnerKey } from './features/partner/partner-key.ts';

const optionalUrl = z.url().optional();
/** Every setting of the product: environment variables only, checked once at start. */
export const ConfigSchema = z.object({
  /**
   * `demo` (what `npm start` runs: sandbox payments, the development mailbox, a generated
   * webhook key, a demo marker on every page) or `production` (real keys and SMTP required).
   * Unset means production, so that a deployment can never be a demo by omission (ADR 110).
   */
  APP_MODE: z.enum(['demo', 'production']).default('production'),
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
  /** `sandbox` (demo only, its default) or `paystack` (production's only and default provider). */
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'paystack']).optional(),
  /** Paystack's secret key, which also signs its webhooks; the demo generates one when unset. */
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  /** The bank of riders' dedicated transfer accounts (Paystack's provider slug). */
  PAYSTACK_DVA_BANK: z.string().min(1).default('wema-bank'),
  /** How long before the start of a ride's day (Lagos) it can still be cancelled (docs/product.md#cancellation). */
  CANCELLATION_CUTOFF_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /** How many days ahead of today (Lagos) a ride can be booked or quoted (ADR 109). */
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(730).default(DEFAULT_BOOKING_HORIZON_DAYS),
  /** How long before its departure a run can be started, on its own date (Lagos; ADR 227, R18). */
  RUN_START_EARLY_MINUTES: z.coerce.number().int().min(0).max(720).default(60),
  /**
   * How long after its last stop's scheduled time a run nobody started becomes missed, its
   * riders refunded and told (ADR 227, R19).
   */
  RUN_MISSED_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(120),
  /**
   * A wallet adjustment above this many kobo waits for a second admin (docs/decisions/235); the
   * default is N50,000.
   */
  WALLET_ADJUSTMENT_APPROVAL_KOBO: z.coerce.number().int().min(1).max(10_000_000_000).default(5_000_000),
  /**
   * What one operator may adjust in a Lagos day, summed as absolute amounts, before the next
   * adjustment waits for an admin (docs/decisions/235); the default is N200,000.
   */
  OPERATOR_DAILY_ADJUSTMENT_KOBO: z.coerce.number().int().min(1).max(100_000_000_000).default(20_000_000),
  /** How often the `billing.weekly` job runs, once across all processes (ADR 135); 0 turns it off. */
  BILLING_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * Public reads (bus stops, discovery, catalogue, cities) per client address per minute,
   * counted in Redis when REDIS_URL is set (ADR 106). A rider's app makes a few a minute.
   */
  PUBLIC_READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(300),
  /**
   * Boarding passes one driver may check in per minute, counted per pass (a batch of 200 costs
   * 200), in Redis when REDIS_URL is set (docs/decisions/238).
   */
  CHECK_IN_ITEMS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Multiplies every per-user limit on signed-in writes (docs/security.md#limits, ADR 238): 1
   * in service; load benches and the ledger model, which book for a few riders far faster than
   * anyone could, raise it.
   */
  SIGNED_IN_WRITE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** The longest a whole request (headers and body) may take to arrive; then 408 and closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** The longest the request headers may take to arrive. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** How long an idle keep-alive connection stays open: above a load balancer's 60 s idle. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
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
  /**
   * Where uploads are kept (ADR 136): `local` (DATA_DIR/uploads, one process or one machine)
   * or `s3` (a private bucket every process shares, through the S3 API).
   */
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible server (MinIO, R2...); unset means AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  /** Unset means the SDK's own chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** A folder inside the bucket, such as `shuttle/`. */
  S3_PREFIX: z
    .string()
    .regex(/^(?:[a-z0-9-]+\/)*$/, 'must be empty or folders ending in /')
    .default(''),
  /** API processes `npm run serve` starts on one port (node:cluster); more than 1 needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** How long a stopping process waits for requests in flight before it exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * `/metrics` answers loopback callers only, unless this bearer token is given (ADR 138).
   * With METRICS_PORT it is served on that port instead (bind it to a private network).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /**
   * The first admin, created at start when no user has this email, never by promoting an
   * existing account (docs/decisions/122). Both or neither.
   */
  BOOTSTRAP_ADMIN_EMAIL: emailField.optional(),
  BOOTSTRAP_ADMIN_PASSWORD: newPasswordField.optional(),
  /**
   * Web Push (VAPID) keys for arrival alerts, as `npx web-push generate-vapid-keys` prints them;
   * without them riders get in-app notifications only (docs/decisions/168).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Who the push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .default('mailto:hello@shuttle.ng'),
  /** How long vehicle positions are kept before the retention job deletes them. */
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often an idle live stream gets a heartbeat comment (proxies close silent streams). */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /** A fix older than this reads "last seen at HH:MM" on every screen, with no ETA (ADR 231). */
  LIVE_STALE_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  /** Live streams one user may hold open at once, across processes with REDIS_URL (ADR 232). */
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Live streams one client address may hold open at once (ADR 232). */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Live streams one user may open a minute (ADR 232): a page that reconnects with backoff opens
   * a few; a loop opening streams to hold sockets meets this before the open-stream caps.
   */
  LIVE_OPENS_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** How long before a ride's pick-up its reminder goes out (docs/notices.md, ADR 256). */
  REMINDER_MINUTES_BEFORE: z.coerce.number().int().min(5).max(720).default(30),
  /**
   * Who sends text messages (ADR 258): `sandbox` (the demo's default: into the development
   * mailbox), `africastalking` (production's default when its key is set) or `off`.
   */
  SMS_PROVIDER: z.enum(['sandbox', 'africastalking', 'off']).optional(),
  /** The Africa's Talking application's username and API key (both with SMS_PROVIDER=africastalking). */
  AFRICASTALKING_USERNAME: z.string().min(1).optional(),
  AFRICASTALKING_API_KEY: z.string().min(1).optional(),
  /** The registered sender ID or short code texts come from; unset: Africa's Talking's shared one. */
  SMS_SENDER_ID: z.string().min(1).max(11).optional(),
  /**
   * The demo's living day (docs/decisions/275): buses on the road, riders booking, a month of
   * history, all through the product's own services. `off` leaves the demo still. Production
   * has none of it whatever this says.
   */
  DEMO_SIMULATION: z.enum(['on', 'off']).default('on'),
  /** The seed of the demo's day: the same seed plays the same day (docs/decisions/275). */
  DEMO_SEED: z.coerce.number().int().min(0).max(4_294_967_295).default(20_260_301),
});

type Settings = z.infer<typeof ConfigSchema>;
export type AppMode = Settings['APP_MODE'];
export type Config = Settings & {
  PUBLIC_URL: string;
  PAYMENTS_PROVIDER: 'sandbox' | 'paystack';
  PAYSTACK_SECRET_KEY: string;
  SMS_PROVIDER: 'sandbox' | 'africastalking' | 'off';
};

export class ConfigError extends Error {}

/** What production cannot run without; the demo stands in for each (ADR 110). */
const PRODUCTION_REQUIRES = ['PAYSTACK_SECRET_KEY', 'SMTP_URL', 'PUBLIC_URL'] as const;

/**
 * Reads the configuration, or throws naming every bad or missing setting at once. Session
 * signing keys are not settings: they live in the database (ADR 111).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  if (config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  }
  const problems = [
    ...productionProblems(config),
    smsSettingsProblem(config),
    partnerSettingsProblem(config),
    scaleOutProblem(config),
  ].filter((problem) => problem !== undefined);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  if (Boolean(config.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(config.BOOTSTRAP_ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  BOOTSTRAP_ADMIN_EMAIL, BOOTSTRAP_ADMIN_PASSWORD: set both or neither',
    );
  }
  const demo = config.APP_MODE === 'demo';
  return {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    PAYMENTS_PROVIDER: config.PAYMENTS_PROVIDER ?? (demo ? 'sandbox' : 'paystack'),
    SMS_PROVIDER:
      config.SMS_PROVIDER ?? (demo ? 'sandbox' : config.AFRICASTALKING_API_KEY ? 'africastalking' : 'off'),
    // The demo's sandbox signs and checks its own webhooks, so a key of this process will do;
    // no key is written in the repository for anyone to sign with.
    PAYSTACK_SECRET_KEY: config.PAYSTACK_SECRET_KEY ?? `sk_demo_${randomBytes(24).toString('base64url')}`,
  };
}

/** Settings that only work together (ADR 136, 137). */
function scaleOutProblem(config: Settings): string | undefined {
  if (config.FILE_STORE === 's3' && !config.S3_BUCKET) return 'S3_BUCKET: needed with FILE_STORE=s3';
  if (config.WORKERS > 1 && !config.DATABASE_URL) {
    return "WORKERS: more than 1 process needs DATABASE_URL (the embedded database is one process's)";
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    return 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither';
  }
  return undefined;
}

function productionProblems(config: Settings): string[] {
  if (config.APP_MODE !== 'production') return [];
  const problems = PRODUCTION_REQUIRES.filter((name) => !config[name]).map(
    (name) => `${name}: required in production (APP_MODE=demo runs the demo without it)`,
  );
  if (config.PAYMENTS_PROVIDER === 'sandbox') {
    problems.push('PAYMENTS_PROVIDER: sandbox is for the demo only (APP_MODE=demo)');
  }
  return problems;
}

/** Africa's Talking needs its username and key; the sandbox writes into a mailbox production has not (ADR 258). */
function smsSettingsProblem(config: Settings): string | undefined {
  if (config.SMS_PROVIDER === 'sandbox' && config.APP_MODE === 'production') {
    return 'SMS_PROVIDER: sandbox is for the demo only (APP_MODE=demo)';
  }
  const africasTalking =
    config.SMS_PROVIDER === 'africastalking' ||
    (config.SMS_PROVIDER === undefined && config.APP_MODE === 'production' && config.AFRICASTALKING_API_KEY);
  if (africasTalking && !(config.AFRICASTALKING_USERNAME && config.AFRICASTALKING_API_KEY)) {
    return 'AFRICASTALKING_USERNAME, AFRICASTALKING_API_KEY: both needed to send SMS through Africa’s Talking';
  }
  return undefined;
}

function partnerSettingsProblem(config: Settings): string | undefined {
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
