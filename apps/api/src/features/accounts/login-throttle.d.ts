import type { Deps } from '../../shared/deps.ts';
/** Refuses logins after too many failures, before any password is hashed. */
export declare class LoginThrottle {
  private readonly deps;
  constructor(deps: Deps);
  private keys;
  assertAllowed(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
}
