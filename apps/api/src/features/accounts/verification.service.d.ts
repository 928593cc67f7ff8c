import type { Deps } from '../../shared/deps.ts';
import type { AccountsService } from './accounts.service.ts';
export declare const RESEND_ANSWER = 'If this account still needs verifying, a new code is on its way.';
export declare class VerificationService {
  private readonly deps;
  private readonly accounts;
  constructor(deps: Deps, accounts: AccountsService);
  verify(userId: number, code: string): Promise<void>;
  /** Same answer for every id, known or not, verified or not (QUALITY.md section 2). */
  resend(userId: number): Promise<string>;
}
