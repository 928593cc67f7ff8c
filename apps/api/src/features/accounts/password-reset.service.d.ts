import type { Executor } from '@shuttle/db';
import type { Deps } from '../../shared/deps.ts';
export declare const FORGOT_ANSWER =
  'If an account exists for this email, a link to reset the password is on its way.';
export declare class PasswordResetService {
  private readonly deps;
  constructor(deps: Deps);
  /** Same answer whether or not the email has an account (QUALITY.md section 2). */
  requestReset(email: string): Promise<string>;
  /** Sets the new password and signs the user out everywhere. */
  resetPassword(token: string, password: string): Promise<void>;
  changePasswordIn(tx: Executor, userId: number, passwordHash: string, now: Date): Promise<void>;
}
