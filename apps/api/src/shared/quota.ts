import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';

/**
 * A budget of units per key and fixed window, for limits that count something other than
 * requests (a batch of 200 check-ins costs 200). Kept in Redis when the app has REDIS_URL, so
 * every API process counts together, in this process's memory otherwise; the same store choice
 * as the request limiter (docs/decisions/238-signed-in-write-limits.md).
 */
export interface Quota {
  /**
   * Takes `units` from `key`'s budget, or throws a 429 with Retry-After and takes nothing when
   * they do not fit, so a smaller batch may still pass in the same window.
   */
  take(key: string, units: number): Promise<void>;
}

export interface QuotaOptions {
  /** Names the counters in the store: one name per quota. */
  name: string;
  units: number;
  windowSeconds: number;
  /** The 429's message, given the seconds until the window frees units. */
  refusal: (retryAfterSeconds: number) => string;
  redis?: Redis;
}

export function createQuota(options: QuotaOptions): Quota {
  const settings = {
    keyPrefix: `quota:${options.name}`,
    points: options.units,
    duration: options.windowSeconds,
  };
  const limiter = options.redis
    ? new RateLimiterRedis({ ...settings, storeClient: options.redis })
    : new RateLimiterMemory(settings);
  return {
    async take(key, units) {
      try {
        await limiter.consume(key, units);
      } catch (refused) {
        // Anything else is the store failing (Redis down): a 5xx, as the request limiter does.
        if (!(refused instanceof RateLimiterRes)) throw refused;
        // The store counted the units before refusing them: give them back.
        await limiter.reward(key, units);
        const retryAfterSeconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
        throw new AppError('TOO_MANY_REQUESTS', options.refusal(retryAfterSeconds), {
          'retry-after': String(retryAfterSeconds),
        });
      }
    },
  };
}
