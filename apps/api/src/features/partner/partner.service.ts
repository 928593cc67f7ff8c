import { type KeyObject, randomBytes } from 'node:crypto';
import { PARTNER_MESSAGES, type SessionUser } from '@shuttle/contracts';
import type { Transaction, User } from '@shuttle/db';
import { errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { AppError } from '../../shared/app-error.ts';
import type { TokenService } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { PartnerAccountsRepository } from './partner-accounts.repository.ts';
import { type PartnerTokenAlgorithm, parsePartnerKey } from './partner-key.ts';

/** Lagos, the one city served (docs/product.md#overview; seeded by the accounts migration). */
const LAGOS_CITY_ID = 1;
/** Partner tokens are for signing in now: at most this old, whatever their expiry says. */
const MAX_TOKEN_AGE = '10m';
/** Partner clocks drift from ours a little. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** What the partner vouches for about its user, as claims of the token it signed. */
const PartnerClaims = z.object({
  sub: z.string().min(1).max(200),
  email: z.email().max(254),
  email_verified: z.boolean().default(false),
  given_name: z.string().trim().min(1).max(60),
  family_name: z.string().trim().min(1).max(60),
  phone_number: z.string().trim().max(24).default(''),
});
type PartnerClaims = z.infer<typeof PartnerClaims>;

interface PartnerSettings {
  name: string;
  audience: string;
  issuer: string;
  algorithm: PartnerTokenAlgorithm;
  key: KeyObject;
}

const refused = () => new AppError('UNAUTHORIZED', PARTNER_MESSAGES.tokenRefused);

/**
 * Sign-in from the partner's app (embedded build, docs/product.md#embedded-build): the partner's SDK signs a
 * token for its user; we verify it with the partner's public key and answer a session as
 * login does, for the rider linked to that partner user (created on first sign-in).
 */
export class PartnerService {
  private readonly settings: PartnerSettings | undefined;

  constructor(
    private readonly deps: Deps,
    private readonly accounts: AccountsService,
    private readonly tokens: TokenService,
  ) {
    const { config } = deps;
    this.settings =
      config.PARTNER_PUBLIC_KEY && config.PARTNER_NAME && config.PARTNER_AUDIENCE && config.PARTNER_ISSUER
        ? {
            name: config.PARTNER_NAME,
            audience: config.PARTNER_AUDIENCE,
            issuer: config.PARTNER_ISSUER,
            algorithm: config.PARTNER_TOKEN_ALGORITHM,
            key: parsePartnerKey(config.PARTNER_PUBLIC_KEY, config.PARTNER_TOKEN_ALGORITHM),
          }
        : undefined;
  }

  async startSession(token: string): Promise<SessionUser> {
    const settings = this.settings;
    if (!settings) throw new AppError('NOT_FOUND', PARTNER_MESSAGES.notConfigured);
    const claims = await this.verify(settings, token);
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + this.deps.config.SESSION_TTL_SECONDS * 1000);
    const { user, sessionId } = await this.deps.db.transaction(async (tx) => {
      const links = new PartnerAccountsRepository(tx);
      await links.lockPartnerUser(settings.name, claims.sub);
      let rider = await links.linkedUser(settings.name, claims.sub);
      if (rider) {
        await links.touch(settings.name, claims.sub, now);
      } else {
        rider = await this.riderFor(tx, settings.name, claims, now);
        await links.link(settings.name, claims.sub, rider.id, now);
      }
      return { user: rider, sessionId: await this.accounts.startSession(tx, rider.id, expiresAt) };
    });
    return this.accounts.sessionUser(user, await this.tokens.sign(user, sessionId, expiresAt), expiresAt);
  }

  private async verify(settings: PartnerSettings, token: string): Promise<PartnerClaims> {
    try {
      const { payload } = await jwtVerify(token, settings.key, {
        algorithms: [settings.algorithm],
        audience: settings.audience,
        issuer: settings.issuer,
        currentDate: this.deps.clock.now(),
        maxTokenAge: MAX_TOKEN_AGE,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const claims = PartnerClaims.safeParse(payload);
      if (!claims.success) throw refused();
      return claims.data;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw refused();
      throw error;
    }
  }

  /**
   * A partner user's first sign-in: an existing rider with the same email is linked only when
   * the partner says it verified that email; otherwise a new rider is made from the claims.
   * An existing account that never proved the email is taken over, not linked: whoever made it
   * knows its password, so that password, its sessions and its pending codes end here
   * (docs/decisions/101-accounts-hardening.md).
   */
  private async riderFor(tx: Transaction, partner: string, claims: PartnerClaims, now: Date): Promise<User> {
    const existing = await this.accounts.findByEmail(tx, claims.email);
    // Nobody knows this password: such riders sign in through the partner, or reset it by email.
    const unknownPassword = () => hashPassword(randomBytes(32).toString('base64url'));
    if (existing) {
      const linkedElsewhere = await new PartnerAccountsRepository(tx).isLinkedToPartner(partner, existing.id);
      if (!claims.email_verified || linkedElsewhere) {
        throw new AppError('EMAIL_TAKEN', PARTNER_MESSAGES.emailTaken);
      }
      if (existing.verifiedAt) return existing;
      const claimed = await this.accounts.takeOverUnverified(
        tx,
        existing.id,
        {
          fname: claims.given_name,
          lname: claims.family_name,
          phone: claims.phone_number,
          passwordHash: await unknownPassword(),
        },
        now,
      );
      if (!claimed) throw new AppError('EMAIL_TAKEN', PARTNER_MESSAGES.emailTaken);
      return claimed;
    }
    const created = await this.accounts.createUser(
      tx,
      {
        fname: claims.given_name,
        lname: claims.family_name,
        email: claims.email,
        phone: claims.phone_number,
        cityId: LAGOS_CITY_ID,
        passwordHash: await unknownPassword(),
      },
      now,
    );
    if (!created) throw new AppError('EMAIL_TAKEN', PARTNER_MESSAGES.emailTaken);
    if (!claims.email_verified) return created;
    await this.accounts.markVerified(tx, created.id, now);
    return { ...created, verifiedAt: now };
  }
}
