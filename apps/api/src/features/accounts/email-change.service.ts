import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@shuttle/contracts';
import type { Executor, User } from '@shuttle/db';
import { AppError } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';
import { emailChangedEmail, emailRestoredEmail } from './account-emails.ts';
import { EmailChangesRepository } from './email-changes.repository.ts';
import { OneTimeSecretsRepository } from './one-time-secrets.repository.ts';
import {
  hashSecret,
  newResetToken,
  RESET_TOKEN_TTL_MS,
  UNDO_EMAIL_CHANGE_TTL_MS,
} from './one-time-secrets.ts';
import { hashPassword } from './passwords.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { UsersRepository } from './users.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Email changes one rider may make in a day. */
const CHANGES_PER_RIDER_PER_DAY = 3;
/** Email changes, by anyone, that may name one new address in a day: each mails it. */
const CHANGES_TO_ADDRESS_PER_DAY = 3;

export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists.';

/** Queues the verification code of a new address; false when the rider's codes are spent. */
type SendVerificationCode = (tx: Executor, user: User, now: Date) => Promise<boolean>;

/**
 * A rider's email address changes only with their current password (checked by the caller),
 * a few times a day, to an address that is free and not being mailed too often. The old
 * address is told, with a link that puts it back and locks everyone else out; the new one is
 * verified again (docs/decisions/100-email-change.md).
 */
export class EmailChangeService {
  constructor(
    private readonly deps: Deps,
    private readonly sendVerificationCode: SendVerificationCode,
  ) {}

  /** Refuses the change before anything is written: taken address, or too many changes. */
  async check(tx: Executor, user: User, newEmail: string, now: Date): Promise<void> {
    const changes = new EmailChangesRepository(tx);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    if (
      (await new UsersRepository(tx).findByEmail(newEmail)) ||
      (await changes.isHeldForUndo(newEmail, new Date(now.getTime() - UNDO_EMAIL_CHANGE_TTL_MS), user.id))
    ) {
      throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    }
    if (
      (await changes.countByUserSince(user.id, dayAgo)) >= CHANGES_PER_RIDER_PER_DAY ||
      (await changes.countToAddressSince(newEmail, dayAgo)) >= CHANGES_TO_ADDRESS_PER_DAY
    ) {
      throw new AppError('TOO_MANY_REQUESTS', ACCOUNT_MESSAGES.emailChangesTooMany);
    }
  }

  /** After the user row changed: the undo link to the old address and a code to the new one. */
  async record(tx: Executor, before: User, after: User, now: Date): Promise<void> {
    const undoToken = newResetToken();
    const undoSecretId = await new OneTimeSecretsRepository(tx).add(
      before.id,
      'undo_email_change',
      hashSecret(this.deps.keys.hashingKey, 'undo_email_change', undoToken),
      now,
      UNDO_EMAIL_CHANGE_TTL_MS,
    );
    await new EmailChangesRepository(tx).record(
      {
        userId: before.id,
        oldEmail: before.email,
        oldVerifiedAt: before.verifiedAt,
        newEmail: after.email,
        undoSecretId,
      },
      now,
    );
    await enqueueEmail(tx, emailChangedEmail(before, after.email, undoToken, this.deps.config.PUBLIC_URL));
    if (!(await this.sendVerificationCode(tx, after, now))) {
      throw new AppError('TOO_MANY_REQUESTS', ACCOUNT_MESSAGES.emailChangesTooMany);
    }
  }

  /**
   * The link from the old address: that address comes back (verified if it was), every session
   * ends, the password becomes one nobody knows and the old address gets a link to choose one.
   * Whoever changed the email knew the password, so it cannot stay.
   */
  async undo(token: string): Promise<string> {
    const now = this.deps.clock.now();
    const unknownPassword = await hashPassword(randomBytes(32).toString('base64url'));
    await this.deps.db.transaction(async (tx) => {
      const secrets = new OneTimeSecretsRepository(tx);
      const secret = await secrets.consume(
        'undo_email_change',
        hashSecret(this.deps.keys.hashingKey, 'undo_email_change', token),
        now,
      );
      const changes = new EmailChangesRepository(tx);
      const change = secret && (await changes.findByUndoSecret(secret.id));
      if (!change) throw new AppError('INVALID_TOKEN', ACCOUNT_MESSAGES.emailChangeLinkInvalid);
      const users = new UsersRepository(tx);
      // The user row first: a login racing this waits on it, so the revocation below sees its session.
      await users.lockById(change.userId);
      const holder = await users.findByEmail(change.oldEmail);
      if (holder && holder.id !== change.userId) {
        throw new AppError(
          'CONFLICT',
          'This address now belongs to another account. Please contact support.',
        );
      }
      const restored = await users.restoreEmail(
        change.userId,
        { email: change.oldEmail, verifiedAt: change.oldVerifiedAt, passwordHash: unknownPassword },
        now,
      );
      if (!restored) throw new AppError('INVALID_TOKEN', ACCOUNT_MESSAGES.emailChangeLinkInvalid);
      await new SessionsRepository(tx).revokeAllOf(restored.id, now);
      await secrets.voidAllOf(restored.id, now);
      await changes.markUndone(change.id, now);
      const resetToken = newResetToken();
      await secrets.issue(
        restored.id,
        'reset_password',
        hashSecret(this.deps.keys.hashingKey, 'reset_password', resetToken),
        now,
        RESET_TOKEN_TTL_MS,
      );
      await enqueueEmail(tx, emailRestoredEmail(restored, resetToken, this.deps.config.PUBLIC_URL));
    });
    this.deps.kickOutbox();
    return ACCOUNT_MESSAGES.emailChangeUndone;
  }
}
