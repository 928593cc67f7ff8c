import { ACCOUNT_MESSAGES, type ChangePasswordAnswer, type ChangePasswordInput } from '@shuttle/contracts';
import { AppError } from '../../shared/app-error.ts';
import type { Rider, TokenService } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { greeting } from '../accounts/account-emails.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';

/**
 * The signed-in rider changes their password: every session ends, and this device gets a new
 * one, so it stays signed in while any copy of its old token, and every other device, is out.
 */
export class PasswordChangeService {
  constructor(
    private readonly deps: Deps,
    private readonly tokens: TokenService,
    private readonly accounts: AccountsService,
  ) {}

  async change(rider: Rider, input: ChangePasswordInput): Promise<ChangePasswordAnswer> {
    const user = await this.accounts.findUser(rider.id);
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw new AppError('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongCurrentPassword);
    }
    const passwordHash = await hashPassword(input.password);
    const now = this.deps.clock.now();
    // Tokens carry whole seconds; voiding what was issued before this second keeps the new token valid.
    const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const expiresAt = new Date(now.getTime() + this.deps.config.SESSION_TTL_SECONDS * 1000);
    const sessionId = await this.deps.db.transaction(async (tx) => {
      // Against the password just verified: a reset that landed meanwhile wins.
      if (
        !(await this.accounts.replacePassword(tx, user.id, passwordHash, validAfter, now, user.passwordHash))
      ) {
        throw new AppError('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongCurrentPassword);
      }
      await enqueueEmail(tx, {
        to: user.email,
        subject: 'Your Shuttle password was changed',
        text: [
          greeting(user),
          '',
          'Your password was just changed, and every other device was signed out.',
          'If this was not you, reset your password at once and contact support.',
        ].join('\n'),
      });
      return this.accounts.startSession(tx, user.id, expiresAt);
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
