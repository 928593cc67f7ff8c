import { z } from 'zod';
/** Every setting of the product: environment variables only, checked once at start. */
export declare const ConfigSchema: z.ZodObject<
  {
    NODE_ENV: z.ZodDefault<
      z.ZodEnum<{
        development: 'development';
        production: 'production';
        test: 'test';
      }>
    >;
    PORT: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    HOST: z.ZodDefault<z.ZodString>;
    DATA_DIR: z.ZodDefault<z.ZodString>;
    DATABASE_URL: z.ZodOptional<z.ZodString>;
    DATABASE_POOL_SIZE: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    REDIS_URL: z.ZodOptional<z.ZodURL>;
    JWT_SECRET: z.ZodOptional<z.ZodString>;
    SESSION_TTL_SECONDS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    PUBLIC_URL: z.ZodOptional<z.ZodURL>;
    SMTP_URL: z.ZodOptional<z.ZodURL>;
    MAIL_FROM: z.ZodDefault<z.ZodString>;
    PAYMENTS_PROVIDER: z.ZodDefault<
      z.ZodEnum<{
        sandbox: 'sandbox';
        paystack: 'paystack';
      }>
    >;
    PAYSTACK_SECRET_KEY: z.ZodDefault<z.ZodString>;
    PAYSTACK_BASE_URL: z.ZodDefault<z.ZodURL>;
    PAYSTACK_DVA_BANK: z.ZodDefault<z.ZodString>;
    LOG_LEVEL: z.ZodDefault<
      z.ZodEnum<{
        error: 'error';
        debug: 'debug';
        fatal: 'fatal';
        warn: 'warn';
        info: 'info';
        trace: 'trace';
        silent: 'silent';
      }>
    >;
    WEB_DIST_DIR: z.ZodDefault<z.ZodString>;
    TRUST_PROXY: z.ZodPipe<
      z.ZodDefault<
        z.ZodEnum<{
          true: 'true';
          false: 'false';
        }>
      >,
      z.ZodTransform<boolean, 'true' | 'false'>
    >;
  },
  z.core.$strip
>;
export type Config = z.infer<typeof ConfigSchema> & {
  JWT_SECRET: string;
  PUBLIC_URL: string;
};
export declare class ConfigError extends Error {}
/**
 * Reads the configuration, or throws naming each bad setting. A missing JWT_SECRET is
 * generated once and kept in DATA_DIR so that logins survive a restart.
 */
export declare function loadConfig(env?: NodeJS.ProcessEnv): Config;
