import { MESSAGES } from '@shuttle/contracts';
import { AppError } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { NotificationsService } from '../notifications/notifications.service.ts';
import type { AccountsService } from './accounts.service.ts';
import { OneTimeSecretsRepository } from './one-time-secrets.repository.ts';
import { hashSecret, VERIFICATION_MAX_ATTEMPTS } from './one-time-secrets.ts';
import { UsersRepository } from './users.repository.ts';

export const RESEND_ANSWER = 'If this account still needs verifying, a new code is on its way.';

export class VerificationService {
  constructor(
    private readonly deps: Deps,
    private readonly accounts: AccountsService,
  ) {}

  async verify(userId: number, code: string): Promise<void> {
    const now = this.deps.clock.now();
    const secretHash = hashSecret(this.deps.config.JWT_SECRET, `verify_email:${userId}`, code);
    await this.deps.db
      .transaction(async (tx) => {
        const user = await new UsersRepository(tx).findById(userId);
        if (!user) throw new AppError('INVALID_CODE', 'This verification code is not valid.');
        // The spec's view "Already Verified" keys on this message (spec section 4).
        if (user.verifiedAt) throw new AppError('ALREADY_VERIFIED', MESSAGES.alreadyVerified);
        const secrets = new OneTimeSecretsRepository(tx);
        const owner = await secrets.consume('verify_email', secretHash, now, {
          userId,
          maxAttempts: VERIFICATION_MAX_ATTEMPTS,
        });
        if (owner === undefined) return false;
        const verifiedNow = await new UsersRepository(tx).markVerified(userId, now);
        if (verifiedNow) {
          await new NotificationsService(this.deps).notify(tx, {
            userId,
            title: 'Email address verified',
            body: 'Your email address is verified. Welcome to Shuttle!',
            link: '/dashboard/home',
          });
        }
        return true;
      })
      .then(async (verified) => {
        if (verified) return;
        // The same code sent twice at once (a double click, two tabs): the loser is told what
        // happened rather than that its code was wrong (QUALITY.md R11).
        if ((await new UsersRepository(this.deps.db).findById(userId))?.verifiedAt) {
          throw new AppError('ALREADY_VERIFIED', MESSAGES.alreadyVerified);
        }
        // Counted outside the failed transaction so that the attempt sticks.
        await new OneTimeSecretsRepository(this.deps.db).countFailedAttempt(userId, 'verify_email', now);
        throw new AppError('INVALID_CODE', 'This verification code is wrong or has expired.');
      });
  }

  /** Same answer for every id, known or not, verified or not (QUALITY.md section 2). */
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
