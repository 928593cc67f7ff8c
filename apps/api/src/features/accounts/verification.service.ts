import { MESSAGES } from '@shuttle/contracts';
import { AppError } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { AccountsService } from './accounts.service.ts';
import { OneTimeSecretsRepository } from './one-time-secrets.repository.ts';
import { hashSecret, sameSecretHash, VERIFICATION_MAX_ATTEMPTS } from './one-time-secrets.ts';
import { UsersRepository } from './users.repository.ts';

export const RESEND_ANSWER = 'If this account still needs verifying, a new code is on its way.';
const WRONG_CODE = 'This verification code is wrong or has expired.';

export class VerificationService {
  constructor(
    private readonly deps: Deps,
    private readonly accounts: AccountsService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Every guess takes one of the code's 5 attempts before it is weighed (one conditional
   * UPDATE), so concurrent guesses cannot outrun the limit. An unknown id, an unverified rider
   * and a verified one get the same answer to a wrong code; only the code that verified the
   * rider, sent again (a double click, a reopened link), hears "User is already verified", the
   * answer behind the spec's Already Verified view (docs/decisions/103-account-enumeration.md).
   */
  async verify(userId: number, code: string): Promise<void> {
    const now = this.deps.clock.now();
    const secretHash = hashSecret(this.deps.keys.hashingKey, `verify_email:${userId}`, code);
    const verified = await this.deps.db.transaction(async (tx) => {
      const secrets = new OneTimeSecretsRepository(tx);
      const live = await secrets.takeAttempt(userId, 'verify_email', now, VERIFICATION_MAX_ATTEMPTS);
      // A wrong guess returns (and commits its attempt) rather than throwing.
      if (!live || !sameSecretHash(live.secretHash, secretHash) || !(await secrets.useById(live.id, now))) {
        return false;
      }
      if (await new UsersRepository(tx).markVerified(userId, now)) {
        await this.notifications.notify(tx, {
          userId,
          title: 'Email address verified',
          body: 'Your email address is verified. Welcome to Shuttle!',
          link: '/dashboard/home',
        });
      }
      return true;
    });
    if (verified) return;
    const secrets = new OneTimeSecretsRepository(this.deps.db);
    const user = await new UsersRepository(this.deps.db).findById(userId);
    if (user?.verifiedAt && (await secrets.wasIssuedAndSpent(userId, 'verify_email', secretHash))) {
      // The spec's view "Already Verified" keys on this message (docs/product.md#accounts).
      throw new AppError('ALREADY_VERIFIED', MESSAGES.alreadyVerified);
    }
    throw new AppError('INVALID_CODE', WRONG_CODE);
  }

  /** Same answer for every id, known or not, verified or not (docs/security.md#login-throttling). */
  async resend(userId: number): Promise<string> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const user = await new UsersRepository(tx).findById(userId);
      if (user && !user.verifiedAt) await this.accounts.sendVerificationCode(tx, user, now);
    });
    this.deps.kickOutbox();
    return RESEND_ANSWER;
  }
}
