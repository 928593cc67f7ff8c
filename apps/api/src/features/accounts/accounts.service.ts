import type { LoginInput, RegisterInput, SessionUser, UpdateProfileInput } from '@shuttle/contracts';
import { ACCOUNT_MESSAGES, emailChanges, MESSAGES, STAFF_ROLES } from '@shuttle/contracts';
import type { Executor, User } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider, TokenService } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { verificationEmail, verificationLink } from './account-emails.ts';
import { AccountErasureRepository } from './account-erasure.repository.ts';
import { EMAIL_TAKEN_MESSAGE, type EmailChangeService } from './email-change.service.ts';
import { EmailChangesRepository } from './email-changes.repository.ts';
import { LoginThrottleRepository } from './login-throttle.repository.ts';
import { LoginThrottle, tooManyAttempts } from './login-throttle.ts';
import { OneTimeSecretsRepository } from './one-time-secrets.repository.ts';
import {
  hashSecret,
  newVerificationCode,
  UNDO_EMAIL_CHANGE_TTL_MS,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_CODES_PER_HOUR,
} from './one-time-secrets.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { type NewUser, UsersRepository } from './users.repository.ts';

/**
 * The only corporate a rider may name at sign-up: the She Moves programme (docs/product.md#roles).
 * Membership alone spends nothing: company money needs an allowance an operator sets.
 */
export const PROGRAMME_CORPORATE_ID = 2;

const HOUR_MS = 60 * 60 * 1000;
/** Roles whose accounts are opened from an application or an invitation, never by sign-up. */
const PROVED_BEFORE_SIGN_IN: readonly User['role'][] = ['driver', 'bus_partner'];
const EMAIL_TAKEN_ANSWERS_PER_HOUR = 5;

export class AccountsService {
  /** Shared with the password reset, which forgives the account's failed logins. */
  readonly throttle: LoginThrottle;

  constructor(
    private readonly deps: Deps,
    private readonly tokens: TokenService,
    private readonly wallets: WalletService,
    private readonly auditLog: AuditLogService,
    /** Sends its new address's code back through `sendVerificationCode` (wired in services.ts). */
    readonly emailChanges: EmailChangeService,
  ) {
    this.throttle = new LoginThrottle(deps);
  }

  /**
   * "An account with this email address already exists" is the spec's register failure, so it
   * stays; an address that has heard it 5 times in an hour is refused every sign-up until the
   * hour is over, so it cannot sort a list of emails (docs/decisions/103-account-enumeration.md).
   */
  async register(input: RegisterInput, ip: string): Promise<SessionUser> {
    if (input.corporate_id !== undefined && input.corporate_id !== PROGRAMME_CORPORATE_ID) {
      throw new AppError('VALIDATION_ERROR', 'That company cannot be joined at sign-up.');
    }
    await this.requireCity(input.city_id);
    const now = this.deps.clock.now();
    const takenKey = `email-taken:${ip}`;
    const throttle = new LoginThrottleRepository(this.deps.db);
    const since = new Date(now.getTime() - HOUR_MS);
    const taken = (await throttle.windows([{ key: takenKey, since }])).get(takenKey);
    if (taken?.oldest && taken.count >= EMAIL_TAKEN_ANSWERS_PER_HOUR) {
      throw tooManyAttempts(taken.oldest.getTime() + HOUR_MS, now);
    }
    const passwordHash = await hashPassword(input.password);
    const { user, sessionId, expiresAt } = await this.deps.db
      .transaction(async (tx) => {
        const created = await this.createUser(
          tx,
          {
            fname: input.fname,
            lname: input.lname,
            email: input.email,
            phone: input.phone,
            cityId: input.city_id,
            corporateId: input.corporate_id,
            passwordHash,
          },
          now,
        );
        const heldSince = new Date(now.getTime() - UNDO_EMAIL_CHANGE_TTL_MS);
        // An address an account just left stays its own while the undo link lives.
        if (!created || (await new EmailChangesRepository(tx).isHeldForUndo(input.email, heldSince))) {
          throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
        }
        await this.sendVerificationCode(tx, created, now);
        return { user: created, ...(await this.openSession(tx, created.id, now)) };
      })
      .catch(async (error: unknown) => {
        // Counted after the failed transaction, so that it sticks.
        if (error instanceof AppError && error.code === 'EMAIL_TAKEN') await throttle.record([takenKey], now);
        throw error;
      });
    this.deps.kickOutbox();
    return this.sessionUser(user, await this.tokens.sign(user, sessionId, expiresAt), expiresAt);
  }

  /** A failed login answers "Incorrect Password" whether or not the email exists (docs/api-conventions.md#calls). */
  async login(input: LoginInput, ip: string): Promise<SessionUser> {
    const attempt = await this.throttle.begin(input.email, ip);
    const user = await new UsersRepository(this.deps.db).findByEmail(input.email);
    const passwordHash = user?.passwordHash ?? (await decoyPasswordHash());
    const matches = await verifyPassword(passwordHash, input.password);
    if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', MESSAGES.incorrectPassword);
    // Said only to whoever knows the password, so it tells a stranger nothing (ADR 186).
    if (user.disabledAt !== null) throw new AppError('ACCOUNT_DISABLED', MESSAGES.accountDisabled);
    // A driver's or bus partner's account comes from an application, whose password anyone could
    // type: it signs in once its owner has opened an emailed link (ADR 236).
    if (user.verifiedAt === null && PROVED_BEFORE_SIGN_IN.includes(user.role)) {
      throw new AppError('EMAIL_UNVERIFIED', ACCOUNT_MESSAGES.emailUnverified);
    }
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + this.deps.config.SESSION_TTL_SECONDS * 1000);
    // A reset or change may have committed while the hash was being checked: the session opens
    // only against the hash that matched (docs/decisions/101-accounts-hardening.md).
    const sessionId = await this.deps.db.transaction((tx) =>
      new SessionsRepository(tx).createIfPasswordIs(user.id, user.passwordHash, expiresAt),
    );
    if (sessionId === undefined) throw new AppError('INVALID_CREDENTIALS', MESSAGES.incorrectPassword);
    await attempt.succeeded();
    return this.sessionUser(user, await this.tokens.sign(user, sessionId, expiresAt), expiresAt);
  }

  async logout(rider: Rider): Promise<void> {
    await new SessionsRepository(this.deps.db).revoke(rider.sessionId, this.deps.clock.now());
  }

  /**
   * Profile changes. A new email address needs the rider's own session and current password,
   * and goes through `EmailChangeService` (limits, undo link to the old address, a code to the
   * new one).
   */
  async updateProfile(actor: Rider, userId: number, input: UpdateProfileInput): Promise<User> {
    if (input.city_id !== undefined) await this.requireCity(input.city_id);
    const current = await this.findUser(userId);
    const byStaff = actor.id !== userId;
    if (byStaff) assertMayEditProfileOf(actor, current);
    const emailChanged = input.email !== undefined && emailChanges(current.email, input.email);
    if (emailChanged) {
      // Only the rider knows their password: an operator is no exception here.
      if (actor.id !== userId)
        throw new AppError('FORBIDDEN', 'Only the rider can change their email address.');
      if (!input.current_password) {
        throw new AppError('WRONG_PASSWORD', ACCOUNT_MESSAGES.currentPasswordForEmail);
      }
      if (!(await verifyPassword(current.passwordHash, input.current_password))) {
        throw new AppError('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongCurrentPassword);
      }
    }
    const now = this.deps.clock.now();
    const user = await this.deps.db.transaction(async (tx) => {
      const users = new UsersRepository(tx);
      const before = await users.lockById(userId);
      if (!before) throw notFound('User not found');
      // Again under the row lock: the role read above may have changed since.
      if (byStaff) assertMayEditProfileOf(actor, before);
      if (emailChanged && input.email) {
        // Against the password just verified: a reset that landed meanwhile wins.
        if (before.passwordHash !== current.passwordHash) {
          throw new AppError('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongCurrentPassword);
        }
        await this.emailChanges.check(tx, before, input.email, now);
      }
      const updated = await users.update(
        userId,
        {
          fname: input.fname,
          lname: input.lname,
          email: emailChanged ? input.email : undefined,
          phone: input.phone,
          cityId: input.city_id,
          ...(emailChanged ? { verifiedAt: null } : {}),
        },
        now,
      );
      if (!updated) throw notFound('User not found');
      if (emailChanged) await this.emailChanges.record(tx, before, updated, now);
      // Staff editing someone else's profile leaves what changed in the audit log (ADR 236).
      if (byStaff) {
        const change = changedProfileFields(before, updated);
        if (change) {
          await this.auditLog.record(tx, actor, {
            action: 'user.update_profile',
            entity: 'user',
            entityId: userId,
            ...change,
          });
        }
      }
      return updated;
    });
    this.deps.kickOutbox();
    return user;
  }

  /** A city id must name a city we serve: a clear 400 rather than a foreign key error. */
  private async requireCity(cityId: number): Promise<void> {
    if (!(await new UsersRepository(this.deps.db).cityExists(cityId))) {
      throw new AppError('VALIDATION_ERROR', MESSAGES.cityUnknown);
    }
  }

  async findUser(userId: number): Promise<User> {
    const user = await new UsersRepository(this.deps.db).findById(userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  async sessionUser(user: User, token: string, expiresAt: Date): Promise<SessionUser> {
    return {
      ...this.publicUser(user),
      token: { token, exp: Math.floor(expiresAt.getTime() / 1000) },
      wallet: await this.wallets.balancesOf(user),
    };
  }

  publicUser(user: User) {
    return {
      id: user.id,
      fname: user.fname,
      lname: user.lname,
      email: user.email,
      phone: user.phone,
      city_id: user.cityId,
      corporate_id: user.corporateId,
      verified: user.verifiedAt !== null,
      avatar: user.avatar,
      role: user.role,
    };
  }

  /**
   * Issues a fresh 6-digit code and queues its email in the caller's transaction; false, and
   * nothing sent, when the rider was sent its hourly share of codes already.
   */
  async sendVerificationCode(tx: Executor, user: User, now: Date): Promise<boolean> {
    const secrets = new OneTimeSecretsRepository(tx);
    await secrets.lockIssuing(user.id, 'verify_email');
    const since = new Date(now.getTime() - HOUR_MS);
    if ((await secrets.countIssuedSince(user.id, 'verify_email', since)) >= VERIFICATION_CODES_PER_HOUR) {
      return false;
    }
    const code = await this.issueVerificationCode(tx, user.id, now, VERIFICATION_CODE_TTL_MS);
    await enqueueEmail(tx, verificationEmail(user, code, this.deps.config.PUBLIC_URL));
    return true;
  }

  /**
   * A verification link for the caller's own email, valid for `ttlMs`: an account opened from an
   * application is proved by it (or by its set-password link) before it signs in (ADR 236).
   */
  async verificationLinkFor(tx: Executor, userId: number, now: Date, ttlMs: number): Promise<string> {
    const code = await this.issueVerificationCode(tx, userId, now, ttlMs);
    return verificationLink(userId, code, this.deps.config.PUBLIC_URL);
  }

  private async issueVerificationCode(tx: Executor, userId: number, now: Date, ttlMs: number) {
    const code = newVerificationCode();
    await new OneTimeSecretsRepository(tx).issue(
      userId,
      'verify_email',
      hashSecret(this.deps.keys.hashingKey, `verify_email:${userId}`, code),
      now,
      ttlMs,
    );
    return code;
  }

  // For other features, inside their own transactions: users and sessions stay this feature's.

  findById(db: Executor, id: number): Promise<User | undefined> {
    return new UsersRepository(db).findById(id);
  }

  findByEmail(db: Executor, email: string): Promise<User | undefined> {
    return new UsersRepository(db).findByEmail(email);
  }

  /** Creates the user with an empty personal wallet; undefined when the email is taken. */
  async createUser(tx: Executor, user: NewUser, now: Date): Promise<User | undefined> {
    const created = await new UsersRepository(tx).create(user, now);
    if (created) await this.wallets.openPersonalWallet(tx, created.id);
    return created;
  }

  /** The avatar's address on the user row, replaced under its lock (the account area's files). */
  replaceAvatar(tx: Executor, userId: number, avatar: string, now: Date) {
    return new UsersRepository(tx).replaceAvatar(userId, avatar, now);
  }

  /** A company's membership is the user row's company (the wallet feature's rules decide who). */
  joinCompany(tx: Executor, userId: number, corporateId: number, now: Date): Promise<boolean> {
    return new UsersRepository(tx).joinCompany(userId, corporateId, now);
  }

  leaveCompany(tx: Executor, userId: number, corporateId: number, now: Date): Promise<boolean> {
    return new UsersRepository(tx).leaveCompany(userId, corporateId, now);
  }

  avatarOf(userId: number): Promise<string | null | undefined> {
    return new UsersRepository(this.deps.db).avatarOf(userId);
  }

  /** A deleted account's row anonymised, its sessions ended and its secrets gone, in `tx`. */
  anonymise(tx: Executor, userId: number, unusablePasswordHash: string, now: Date): Promise<void> {
    return new AccountErasureRepository(tx).anonymise(userId, unusablePasswordHash, now);
  }

  markVerified(tx: Executor, userId: number, now: Date): Promise<boolean> {
    return new UsersRepository(tx).markVerified(userId, now);
  }

  /** A new session row until `expiresAt`; its id goes into the signed token. */
  startSession(tx: Executor, userId: number, expiresAt: Date): Promise<string> {
    return new SessionsRepository(tx).create(userId, expiresAt);
  }

  /**
   * Sets a new password, voids every token issued before `validAfter` and ends every session.
   * With `replacing`, only while the stored hash is still that one (false otherwise).
   */
  async replacePassword(
    tx: Executor,
    userId: number,
    passwordHash: string,
    validAfter: Date,
    now: Date,
    replacing?: string,
  ): Promise<boolean> {
    if (!(await new UsersRepository(tx).changePassword(userId, passwordHash, validAfter, replacing)))
      return false;
    await new SessionsRepository(tx).revokeAllOf(userId, now);
    return true;
  }

  /**
   * Hands an account that never proved its email to the person who now has (ADR 101): new
   * owner details, verified, and its sessions and pending codes end. Undefined when verified.
   */
  async takeOverUnverified(
    tx: Executor,
    userId: number,
    owner: Pick<User, 'fname' | 'lname' | 'phone' | 'passwordHash'>,
    now: Date,
  ): Promise<User | undefined> {
    // The user row first: a login racing this waits on it, so the revocation below sees its session.
    const claimed = await new UsersRepository(tx).takeOver(userId, owner, now);
    if (!claimed) return undefined;
    await new SessionsRepository(tx).revokeAllOf(userId, now);
    await new OneTimeSecretsRepository(tx).voidAllOf(userId, now);
    return claimed;
  }

  private async openSession(db: Executor, userId: number, now: Date) {
    const expiresAt = new Date(now.getTime() + this.deps.config.SESSION_TTL_SECONDS * 1000);
    const sessionId = await new SessionsRepository(db).create(userId, expiresAt);
    return { sessionId, expiresAt };
  }
}

const PROFILE_FIELDS = {
  fname: 'fname',
  lname: 'lname',
  email: 'email',
  phone: 'phone',
  cityId: 'city_id',
} as const;

/**
 * Staff may edit other people's profiles, but an operator only a rider's, driver's or bus
 * partner's: an admin or another member of staff is out of their reach (ADR 236).
 */
export function assertMayEditProfileOf(actor: Pick<Rider, 'role'>, target: Pick<User, 'role'>): void {
  const targetIsStaff = (STAFF_ROLES as readonly string[]).includes(target.role);
  if (actor.role !== 'admin' && targetIsStaff) {
    throw new AppError('FORBIDDEN', 'Only an admin can change the profile of a member of staff.');
  }
}

/** The profile fields an edit changed, before and after, or undefined when nothing changed. */
function changedProfileFields(before: User, after: User) {
  const fields = Object.keys(PROFILE_FIELDS) as (keyof typeof PROFILE_FIELDS)[];
  const changed = fields.filter((field) => before[field] !== after[field]);
  if (changed.length === 0) return undefined;
  const pick = (user: User) =>
    Object.fromEntries(changed.map((field) => [PROFILE_FIELDS[field], user[field]]));
  return { before: pick(before), after: pick(after) };
}
