import type { Executor } from '@shuttle/db';
import { AppError } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { OutboxRepository } from '../mail/outbox.repository.ts';
import { passwordChangedEmail, passwordResetEmail } from './account-emails.ts';
import { OneTimeSecretsRepository } from './one-time-secrets.repository.ts';
import { hashSecret, newResetToken, RESET_TOKEN_TTL_MS } from './one-time-secrets.ts';
import { hashPassword } from './passwords.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { UsersRepository } from './users.repository.ts';

export const FORGOT_ANSWER =
  'If an account exists for this email, a link to reset the password is on its way.';

export class PasswordResetService {
  constructor(private readonly deps: Deps) {}

  /** Same answer whether or not the email has an account (QUALITY.md section 2). */
  async requestReset(email: string): Promise<string> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const user = await new UsersRepository(tx).findByEmail(email);
      if (!user) return;
      const token = newResetToken();
      await new OneTimeSecretsRepository(tx).issue(
        user.id,
        'reset_password',
        hashSecret(this.deps.config.JWT_SECRET, 'reset_password', token),
        now,
        RESET_TOKEN_TTL_MS,
      );
      await new OutboxRepository(tx).enqueue(passwordResetEmail(user, token, this.deps.config.PUBLIC_URL));
    });
    this.deps.kickOutbox();
    return FORGOT_ANSWER;
  }

  /** Sets the new password and signs the user out everywhere. */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const userId = await new OneTimeSecretsRepository(tx).consume(
        'reset_password',
        hashSecret(this.deps.config.JWT_SECRET, 'reset_password', token),
        now,
      );
      if (userId === undefined) {
        throw new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired.');
      }
      await this.changePasswordIn(tx, userId, passwordHash, now);
    });
    this.deps.kickOutbox();
  }

  async changePasswordIn(tx: Executor, userId: number, passwordHash: string, now: Date): Promise<void> {
    const users = new UsersRepository(tx);
    await users.changePassword(userId, passwordHash, now);
    await new SessionsRepository(tx).revokeAllOf(userId, now);
    const user = await users.findById(userId);
    if (user) await new OutboxRepository(tx).enqueue(passwordChangedEmail(user));
  }
}
