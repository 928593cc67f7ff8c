import { ACCOUNT_MESSAGES, type ChangePasswordAnswer, type ChangePasswordInput } from '@shuttle/contracts';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider, TokenService } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { SessionsRepository } from '../accounts/sessions.repository.ts';
import { UsersRepository } from '../accounts/users.repository.ts';
import { OutboxRepository } from '../mail/outbox.repository.ts';

/**
 * The signed-in rider changes their password: every session ends, and this device gets a new
 * one, so it stays signed in while any copy of its old token, and every other device, is out.
 */
export class PasswordChangeService {
  constructor(
    private readonly deps: Deps,
    private readonly tokens: TokenService,
  ) {}

  async change(rider: Rider, input: ChangePasswordInput): Promise<ChangePasswordAnswer> {
    const user = await new UsersRepository(this.deps.db).findById(rider.id);
    if (!user) throw notFound('User not found');
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw new AppError('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongCurrentPassword);
    }
    const passwordHash = await hashPassword(input.password);
    const now = this.deps.clock.now();
    // Tokens carry whole seconds; voiding what was issued before this second keeps the new token valid.
    const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const expiresAt = new Date(now.getTime() + this.deps.config.SESSION_TTL_SECONDS * 1000);
    const sessionId = await this.deps.db.transaction(async (tx) => {
      await new UsersRepository(tx).changePassword(user.id, passwordHash, validAfter);
      const sessions = new SessionsRepository(tx);
      await sessions.revokeAllOf(user.id, now);
      await new OutboxRepository(tx).enqueue({
        to: user.email,
        subject: 'Your Shuttle password was changed',
        text: [
          `Hello ${user.fname},`,
          '',
          'Your password was just changed, and every other device was signed out.',
          'If this was not you, reset your password at once and contact support.',
        ].join('\n'),
      });
      return sessions.create(user.id, expiresAt);
    });
    this.deps.kickOutbox();
    return {
      message: ACCOUNT_MESSAGES.passwordChanged,
      token: {
        token: await this.tokens.sign(user, sessionId, expiresAt),
        exp: Math.floor(expiresAt.getTime() / 1000),
      },
    };
  }
}
