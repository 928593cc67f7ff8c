import type { LoginInput, RegisterInput, SessionUser, UpdateProfileInput } from '@shuttle/contracts';
import { MESSAGES } from '@shuttle/contracts';
import type { Executor, User } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider, TokenService } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { OutboxRepository } from '../mail/outbox.repository.ts';
import { WalletsRepository } from '../wallet/wallets.repository.ts';
import { verificationEmail } from './account-emails.ts';
import { LoginThrottle } from './login-throttle.ts';
import { OneTimeSecretsRepository } from './one-time-secrets.repository.ts';
import { hashSecret, newVerificationCode, VERIFICATION_CODE_TTL_MS } from './one-time-secrets.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { UsersRepository } from './users.repository.ts';

/**
 * The only corporate a rider may name at sign-up: the She Moves programme (spec section 6).
 * Membership alone spends nothing: company money needs an allowance an operator sets.
 */
export const PROGRAMME_CORPORATE_ID = 2;

export class AccountsService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly deps: Deps,
    private readonly tokens: TokenService,
  ) {
    this.throttle = new LoginThrottle(deps);
  }

  async register(input: RegisterInput): Promise<SessionUser> {
    if (input.corporate_id !== undefined && input.corporate_id !== PROGRAMME_CORPORATE_ID) {
      throw new AppError('VALIDATION_ERROR', 'That company cannot be joined at sign-up.');
    }
    const passwordHash = await hashPassword(input.password);
    const now = this.deps.clock.now();
    const { user, sessionId, expiresAt } = await this.deps.db.transaction(async (tx) => {
      const created = await new UsersRepository(tx).create(
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
      if (!created) {
        throw new AppError('EMAIL_TAKEN', 'An account with this email address already exists.');
      }
      await this.sendVerificationCode(tx, created, now);
      return { user: created, ...(await this.openSession(tx, created.id, now)) };
    });
    this.deps.kickOutbox();
    return this.sessionUser(user, await this.tokens.sign(user, sessionId, expiresAt), expiresAt);
  }

  /** A failed login answers "Incorrect Password" whether or not the email exists (DESIGN.md 5). */
  async login(input: LoginInput, ip: string): Promise<SessionUser> {
    const attempt = await this.throttle.begin(input.email, ip);
    const user = await new UsersRepository(this.deps.db).findByEmail(input.email);
    const passwordHash = user?.passwordHash ?? (await decoyPasswordHash());
    const matches = await verifyPassword(passwordHash, input.password);
    if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', MESSAGES.incorrectPassword);
    await attempt.succeeded();
    const now = this.deps.clock.now();
    const { sessionId, expiresAt } = await this.openSession(this.deps.db, user.id, now);
    return this.sessionUser(user, await this.tokens.sign(user, sessionId, expiresAt), expiresAt);
  }

  async logout(rider: Rider): Promise<void> {
    await new SessionsRepository(this.deps.db).revoke(rider.sessionId, this.deps.clock.now());
  }

  /** Profile changes; a new email address must be verified again. */
  async updateProfile(userId: number, input: UpdateProfileInput): Promise<User> {
    const now = this.deps.clock.now();
    const user = await this.deps.db.transaction(async (tx) => {
      const users = new UsersRepository(tx);
      const current = await users.findById(userId);
      if (!current) throw notFound('User not found');
      const emailChanged =
        input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
      if (emailChanged && input.email && (await users.findByEmail(input.email))) {
        throw new AppError('EMAIL_TAKEN', 'An account with this email address already exists.');
      }
      const updated = await users.update(
        userId,
        {
          fname: input.fname,
          lname: input.lname,
          email: input.email,
          phone: input.phone,
          cityId: input.city_id,
          ...(emailChanged ? { verifiedAt: null } : {}),
        },
        now,
      );
      if (!updated) throw notFound('User not found');
      if (emailChanged) await this.sendVerificationCode(tx, updated, now);
      return updated;
    });
    this.deps.kickOutbox();
    return user;
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
      wallet: await new WalletsRepository(this.deps.db).balancesOf(user),
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
    };
  }

  /** Issues a fresh 6-digit code and queues its email in the caller's transaction. */
  async sendVerificationCode(tx: Executor, user: User, now: Date): Promise<void> {
    const code = newVerificationCode();
    await new OneTimeSecretsRepository(tx).issue(
      user.id,
      'verify_email',
      hashSecret(this.deps.config.JWT_SECRET, `verify_email:${user.id}`, code),
      now,
      VERIFICATION_CODE_TTL_MS,
    );
    await new OutboxRepository(tx).enqueue(verificationEmail(user, code, this.deps.config.PUBLIC_URL));
  }

  private async openSession(db: Executor, userId: number, now: Date) {
    const expiresAt = new Date(now.getTime() + this.deps.config.SESSION_TTL_SECONDS * 1000);
    const sessionId = await new SessionsRepository(db).create(userId, expiresAt);
    return { sessionId, expiresAt };
  }
}
