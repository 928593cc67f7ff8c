import { AppError } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { LoginThrottleRepository } from './login-throttle.repository.ts';

/** QUALITY.md section 2: 10 failures per account per 15 minutes, 100 per IP per hour. */
const LIMITS = [
  { prefix: 'account', max: 10, windowMs: 15 * 60 * 1000 },
  { prefix: 'ip', max: 100, windowMs: 60 * 60 * 1000 },
] as const;

/** Refuses logins after too many failures, before any password is hashed. */
export class LoginThrottle {
  constructor(private readonly deps: Deps) {}

  private keys(email: string, ip: string) {
    return LIMITS.map((limit) => ({
      ...limit,
      key: `${limit.prefix}:${limit.prefix === 'account' ? email.trim().toLowerCase() : ip}`,
    }));
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const now = this.deps.clock.now();
    const repository = new LoginThrottleRepository(this.deps.db);
    for (const limit of this.keys(email, ip)) {
      const since = new Date(now.getTime() - limit.windowMs);
      const window = await repository.failuresSince(limit.key, since);
      if (window.count >= limit.max && window.oldest) {
        const retryAfter = Math.max(
          1,
          Math.ceil((window.oldest.getTime() + limit.windowMs - now.getTime()) / 1000),
        );
        throw new AppError(
          'TOO_MANY_REQUESTS',
          'Too many failed attempts. Please wait a few minutes and try again.',
          { 'retry-after': String(retryAfter) },
        );
      }
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const now = this.deps.clock.now();
    const repository = new LoginThrottleRepository(this.deps.db);
    await repository.record(
      this.keys(email, ip).map((limit) => limit.key),
      now,
    );
    // Failures older than the longest window count for nothing; drop them now and then.
    if (Math.random() < 0.01) {
      await repository.purgeBefore(new Date(now.getTime() - LIMITS[1].windowMs));
    }
  }
}
