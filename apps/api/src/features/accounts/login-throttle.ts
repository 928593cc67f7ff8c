import type { Executor } from '@shuttle/db';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { type FailureWindow, LoginThrottleRepository } from './login-throttle.repository.ts';

/** docs/security.md#login-throttling: 10 failures per account per 15 minutes, 100 per IP per hour. */
const LIMITS = [
  { prefix: 'account', max: 10, windowMs: 15 * 60 * 1000 },
  { prefix: 'ip', max: 100, windowMs: 60 * 60 * 1000 },
] as const;

type Limit = (typeof LIMITS)[number] & { key: string };

/**
 * How long a refusal is answered from memory before the database is asked again: a reset on
 * another instance forgives the account within this time.
 */
const RECHECK_MS = 30_000;

interface RememberedRefusal {
  /** When the window frees a try, for Retry-After. */
  until: number;
  recheckAt: number;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

/** A login that the throttle let through; it counts as a failure unless it succeeds. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Refuses logins after too many failures, before any password is hashed
 * (docs/decisions/015-login-throttle-records-before-hashing.md). A refusal costs no database
 * work once this instance has seen the key refused, one read before that. An attempt that goes on to hashing is recorded as a failure first, under a
 * lock on its keys, and taken back if the password is right: concurrent attempts cannot all
 * pass the check while the first ones are still hashing.
 */
export class LoginThrottle {
  /**
   * Keys the database has refused, with the time (ms) until which they stay refused: failures
   * leave a window by ageing out or by a reset (`forgive`), so the answer holds for a while (a
   * right password taking back its own record meanwhile errs toward refusing) and a flood is
   * refused from memory, with one read per key every RECHECK_MS. Bounded, since a key only
   * enters after its limit of hashed attempts.
   */
  private readonly refusedUntil = new LRUCache<string, RememberedRefusal>({ max: 10_000 });

  constructor(private readonly deps: Deps) {}

  private limits(email: string, ip: string): Limit[] {
    return LIMITS.map((limit) => ({
      ...limit,
      key: limit.prefix === 'account' ? accountKey(email) : `ip:${ip}`,
    }));
  }

  /**
   * A password reset proved the owner has the mailbox: the account's failures so far stop
   * counting (in the reset's transaction), so the owner can sign in at once, whoever made them
   * (docs/decisions/102-login-throttle-after-reset.md). Failures per address still count.
   */
  async forgive(tx: Executor, email: string): Promise<void> {
    await new LoginThrottleRepository(tx).removeKey(accountKey(email));
  }

  /** After `forgive` committed: this instance stops refusing the account from memory. */
  forget(email: string): void {
    this.refusedUntil.delete(accountKey(email));
  }

  async begin(email: string, ip: string): Promise<LoginAttempt> {
    const now = this.deps.clock.now();
    const limits = this.limits(email, ip);
    // The flood's path: refused from memory, no database at all.
    for (const limit of limits) {
      const refusal = this.refusedUntil.get(limit.key);
      if (refusal && refusal.recheckAt > now.getTime()) throw tooManyAttempts(refusal.until, now);
    }
    const queries = limits.map((limit) => ({
      key: limit.key,
      since: new Date(now.getTime() - limit.windowMs),
    }));
    // A key another instance refused: one read, no lock, nothing written.
    this.refuseIfOver(limits, await new LoginThrottleRepository(this.deps.db).windows(queries), now);
    const ids = await this.deps.db.transaction(async (tx) => {
      const repository = new LoginThrottleRepository(tx);
      await repository.lockKeys(limits.map((limit) => limit.key));
      this.refuseIfOver(limits, await repository.windows(queries), now);
      return repository.record(
        limits.map((limit) => limit.key),
        now,
      );
    });
    const repository = new LoginThrottleRepository(this.deps.db);
    // Failures older than the longest window count for nothing; drop them now and then.
    if (Math.random() < 0.01) {
      await repository.purgeBefore(new Date(now.getTime() - LIMITS[1].windowMs));
    }
    return { succeeded: () => repository.remove(ids) };
  }

  private refuseIfOver(limits: Limit[], windows: Map<string, FailureWindow>, now: Date): void {
    for (const limit of limits) {
      const window = windows.get(limit.key);
      if (!window?.oldest || window.count < limit.max) continue;
      const until = window.oldest.getTime() + limit.windowMs;
      this.refusedUntil.set(limit.key, { until, recheckAt: Math.min(until, now.getTime() + RECHECK_MS) });
      throw tooManyAttempts(until, now);
    }
  }
}

/** 429 with the seconds until `until` (ms) in Retry-After. */
export function tooManyAttempts(until: number, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  return new AppError(
    'TOO_MANY_REQUESTS',
    'Too many failed attempts. Please wait a few minutes and try again.',
    {
      'retry-after': String(retryAfter),
    },
  );
}
