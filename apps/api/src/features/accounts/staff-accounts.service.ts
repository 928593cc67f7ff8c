import { randomBytes } from 'node:crypto';
import {
  INVITABLE_ROLES,
  type InvitableRole,
  type SessionUser,
  STAFF_ROLES,
  type StaffList,
  type StaffMember,
  type StaffPatch,
  type StaffQuery,
  type StaffRole,
} from '@shuttle/contracts';
import type { Executor, User } from '@shuttle/db';
import { AppError } from '../../shared/app-error.ts';
import type { TokenService } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AccountsService } from './accounts.service.ts';
import { OneTimeSecretsRepository } from './one-time-secrets.repository.ts';
import { hashSecret, newResetToken } from './one-time-secrets.ts';
import { hashPassword } from './passwords.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { UsersRepository } from './users.repository.ts';

/** An invitation's set-password link lasts a day and works once (docs/decisions/122). */
export const SET_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;
/** Lagos, the one city served (docs/product.md#overview; seeded by the accounts migration). */
const LAGOS_CITY_ID = 1;
const SET_PASSWORD = 'set_password';

export interface StaffInvitation {
  user: User;
  /** The emailed or printed address of the set-password page, carrying the single-use token. */
  link: string;
}

export interface NewStaffMember {
  email: string;
  fname: string;
  lname: string;
  /** A rider only when a company invites a new member (docs/decisions/187). */
  role: InvitableRole | 'rider';
  corporateId?: number;
}

export type RoleAccountRole = 'driver' | 'bus_partner';
const ROLE_NAMES: Record<User['role'], string> = {
  rider: 'a rider',
  driver: 'a driver',
  bus_partner: 'a bus partner',
  operator: 'an operator',
  admin: 'an admin',
};

export interface NewRoleAccount {
  email: string;
  fname: string;
  lname: string;
  phone: string;
  role: RoleAccountRole;
  passwordHash?: string;
}

export interface RoleAccountOpened extends StaffInvitation {
  /**
   * With the applicant's own password: a link that proves the email and keeps that password
   * (the set-password link proves it too, with a new one).
   */
  verifyLink?: string;
}

export const INVALID_SET_PASSWORD_LINK =
  'This link is invalid or has expired. Ask an admin for a new invitation.';

/**
 * Staff accounts (docs/decisions/122-staff-invitations.md): operators and admins are never
 * registered, they are invited, and choose their password from a single-use link. An
 * existing account is never promoted: an email that has one is refused.
 */
export class StaffAccountsService {
  constructor(
    private readonly deps: Deps,
    private readonly accounts: AccountsService,
    private readonly tokens: TokenService,
  ) {}

  /**
   * Creates the account, with a password nobody knows, and its set-password link, in the
   * caller's transaction (the caller emails or prints the link and audits the invitation).
   */
  async invite(tx: Executor, input: NewStaffMember, now: Date): Promise<StaffInvitation> {
    const user = await this.create(tx, input, await hashPassword(randomBytes(32).toString('base64url')), now);
    return { user, link: await this.issueSetPasswordLink(tx, user.id, now) };
  }

  private async issueSetPasswordLink(tx: Executor, userId: number, now: Date): Promise<string> {
    const token = newResetToken();
    await new OneTimeSecretsRepository(tx).issue(
      userId,
      SET_PASSWORD,
      hashSecret(this.deps.keys.hashingKey, SET_PASSWORD, token),
      now,
      SET_PASSWORD_TTL_MS,
    );
    return new URL(`/set-password/${token}`, this.deps.config.PUBLIC_URL).toString();
  }

  /**
   * Opens the account an accepted driver or bus partner application gives (docs/decisions/171),
   * in the caller's transaction, with the same single-use set-password link as a staff
   * invitation. The account starts with `passwordHash` (a driver's own, from the application) or
   * a password nobody knows, and signs in only once its owner has opened one of the emailed
   * links (ADR 236). An existing account is never changed: its email answers 409.
   */
  async openRoleAccount(tx: Executor, input: NewRoleAccount, now: Date): Promise<RoleAccountOpened> {
    const users = new UsersRepository(tx);
    const existing = await users.findByEmail(input.email);
    if (existing) throw emailHasAccount(existing.role);
    const created = await this.accounts.createUser(
      tx,
      {
        email: input.email,
        fname: input.fname,
        lname: input.lname,
        phone: input.phone,
        cityId: LAGOS_CITY_ID,
        passwordHash: input.passwordHash ?? (await hashPassword(randomBytes(32).toString('base64url'))),
        role: input.role,
      },
      now,
    );
    // Someone signed up with this email while the application was being accepted.
    if (!created) throw emailHasAccount('rider');
    return {
      user: created,
      link: await this.issueSetPasswordLink(tx, created.id, now),
      ...(input.passwordHash
        ? { verifyLink: await this.accounts.verificationLinkFor(tx, created.id, now, SET_PASSWORD_TTL_MS) }
        : {}),
    };
  }

  /** Uses the link: the password is set, the email counts as verified, and the user is signed in. */
  async setPassword(token: string, password: string): Promise<SessionUser> {
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    // Tokens carry whole seconds; voiding what was issued before this second keeps the new one valid.
    const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const expiresAt = new Date(now.getTime() + this.deps.config.SESSION_TTL_SECONDS * 1000);
    const { user, sessionId } = await this.deps.db.transaction(async (tx) => {
      const secret = await new OneTimeSecretsRepository(tx).consume(
        SET_PASSWORD,
        hashSecret(this.deps.keys.hashingKey, SET_PASSWORD, token),
        now,
      );
      if (secret === undefined) throw new AppError('INVALID_TOKEN', INVALID_SET_PASSWORD_LINK);
      const { userId } = secret;
      await this.accounts.replacePassword(tx, userId, passwordHash, validAfter, now);
      await this.accounts.markVerified(tx, userId, now);
      const found = await new UsersRepository(tx).findById(userId);
      if (!found) throw new AppError('INVALID_TOKEN', INVALID_SET_PASSWORD_LINK);
      return { user: found, sessionId: await this.accounts.startSession(tx, userId, expiresAt) };
    });
    return this.accounts.sessionUser(user, await this.tokens.sign(user, sessionId, expiresAt), expiresAt);
  }

  /** The user with that id if they are staff (an inbox item is assigned only to staff). */
  async staffMember(db: Executor, id: number): Promise<User | undefined> {
    const user = await new UsersRepository(db).findById(id);
    return user && (STAFF_ROLES as readonly string[]).includes(user.role) ? user : undefined;
  }

  /**
   * Changes another staff member's role or disables or enables the account, in the caller's
   * transaction; the row is locked first so two admins' changes queue. Disabling ends every
   * session too, so enabling the account later does not bring old tokens back (ADR 186).
   */
  async update(
    tx: Executor,
    id: number,
    patch: StaffPatch,
    now: Date,
  ): Promise<{ before: User; after: User } | undefined> {
    const users = new UsersRepository(tx);
    const before = await users.lockById(id);
    if (!before || !isStaffRole(before.role)) return undefined;
    const disabledAt =
      patch.disabled === undefined ? undefined : patch.disabled ? (before.disabledAt ?? now) : null;
    const after = await users.updateStaff(
      id,
      {
        ...(patch.role === undefined ? {} : { role: patch.role }),
        ...(disabledAt === undefined ? {} : { disabledAt }),
      },
      now,
    );
    if (!after) return undefined;
    if (patch.disabled && before.disabledAt === null) await new SessionsRepository(tx).revokeAllOf(id, now);
    return { before, after };
  }

  /**
   * Disables or enables a driver's account (the drivers page, ADR 251), as `update` does for
   * staff: the row locked, every session ended on disabling. Anyone else is left alone
   * (undefined), so an operator cannot reach an operator's or admin's access this way (ADR 236).
   */
  async setDriverAccess(
    tx: Executor,
    id: number,
    disabled: boolean,
    now: Date,
  ): Promise<{ before: User; after: User } | undefined> {
    const users = new UsersRepository(tx);
    const before = await users.lockById(id);
    if (before?.role !== 'driver') return undefined;
    const after = await users.updateStaff(
      id,
      { disabledAt: disabled ? (before.disabledAt ?? now) : null },
      now,
    );
    if (!after) return undefined;
    if (disabled && before.disabledAt === null) await new SessionsRepository(tx).revokeAllOf(id, now);
    return { before, after };
  }

  async list(query: StaffQuery): Promise<StaffList> {
    const { rows, total } = await new UsersRepository(this.deps.db).pageWithRoles(
      INVITABLE_ROLES,
      query.page,
      query.limit,
    );
    return { data: rows.map(toStaffMember), meta: { page: query.page, limit: query.limit, total } };
  }

  /**
   * BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD at start: the first admin, created only
   * when no user has that email. An existing account, whatever its role, is left as it is.
   */
  async bootstrapAdmin(email: string, password: string): Promise<'created' | 'exists'> {
    if (await this.accounts.findByEmail(this.deps.db, email)) return 'exists';
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const user = await this.accounts.createUser(
        tx,
        {
          email,
          fname: 'Shuttle',
          lname: 'Admin',
          phone: '',
          cityId: LAGOS_CITY_ID,
          passwordHash,
          role: 'admin',
        },
        now,
      );
      if (!user) return 'exists';
      await this.accounts.markVerified(tx, user.id, now);
      return 'created';
    });
  }

  private async create(tx: Executor, input: NewStaffMember, passwordHash: string, now: Date): Promise<User> {
    const user = await this.accounts.createUser(
      tx,
      {
        email: input.email,
        fname: input.fname,
        lname: input.lname,
        // Staff sign up with no phone; the profile can add one.
        phone: '',
        cityId: LAGOS_CITY_ID,
        passwordHash,
        role: input.role,
        corporateId: input.corporateId,
      },
      now,
    );
    if (!user) throw new AppError('EMAIL_TAKEN', 'An account with this email address already exists.');
    return user;
  }
}

const isStaffRole = (role: User['role']): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

export function toStaffMember(user: User): StaffMember {
  return {
    id: user.id,
    email: user.email,
    fname: user.fname,
    lname: user.lname,
    role: user.role,
    status: user.disabledAt !== null ? 'disabled' : user.verifiedAt === null ? 'invited' : 'active',
    created_at: user.createdAt.toISOString(),
  };
}

/** What the operator accepting an application is told when its email already has an account. */
const emailHasAccount = (role: User['role']) =>
  new AppError(
    'EMAIL_TAKEN',
    `An account with this email already exists (${ROLE_NAMES[role]}). Ask the applicant to apply with another email, or contact them.`,
  );
