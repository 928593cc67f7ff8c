import type { Executor } from '@shuttle/db';
import { AppError } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';
import { passwordChangedEmail, passwordResetEmail } from './account-emails.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { OneTimeSecretsRepository } from './one-time-secrets.repository.ts';
import { hashSecret, newResetToken, RESET_TOKEN_TTL_MS } from './one-time-secrets.ts';
import { hashPassword } from './passwords.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { UsersRepository } from './users.repository.ts';

export const FORGOT_ANSWER =
  'If an account exists for this email, a link to reset the password is on its way.';

export class PasswordResetService {
  constructor(
    private readonly deps: Deps,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * Same answer whether or not the email has an account, given before the email is even looked
   * up: the lookup, the token and the email happen after the answer, so neither the answer nor
   * its time tells a known email from an unknown one (docs/security.md#login-throttling).
   */
  async requestReset(email: string): Promise<string> {
    this.deps.background.run(() => this.sendResetLink(email));
    return FORGOT_ANSWER;
  }

  private async sendResetLink(email: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const user = await new UsersRepository(tx).findByEmail(email);
      if (!user) return;
      const token = newResetToken();
      await new OneTimeSecretsRepository(tx).issue(
        user.id,
        'reset_password',
        hashSecret(this.deps.keys.hashingKey, 'reset_password', token),
        now,
        RESET_TOKEN_TTL_MS,
      );
      await enqueueEmail(tx, passwordResetEmail(user, token, this.deps.config.PUBLIC_URL));
    });
    this.deps.kickOutbox();
  }

  /**
   * Sets the new password and signs the user out everywhere. The link proved the rider has the
   * mailbox, so the account's failed logins stop counting: the rider can sign in at once.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    const email = await this.deps.db.transaction(async (tx) => {
      const secret = await new OneTimeSecretsRepository(tx).consume(
        'reset_password',
        hashSecret(this.deps.keys.hashingKey, 'reset_password', token),
        now,
      );
      if (secret === undefined) {
        throw new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired.');
      }
      const user = await this.changePasswordIn(tx, secret.userId, passwordHash, now);
      if (user) await this.throttle.forgive(tx, user.email);
      return user?.email;
    });
    if (email) this.throttle.forget(email);
    this.deps.kickOutbox();
  }

  private async changePasswordIn(tx: Executor, userId: number, passwordHash: string, now: Date) {
    const users = new UsersRepository(tx);
    await users.changePassword(userId, passwordHash, now);
    // The link came to the account's email, so using it proves the address (ADR 236).
    await users.markVerified(userId, now);
    await new SessionsRepository(tx).revokeAllOf(userId, now);
    const user = await users.findById(userId);
    if (user) await enqueueEmail(tx, passwordChangedEmail(user));
    return user;
  }
}
