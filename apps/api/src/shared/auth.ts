import {
  and,
  type Database,
  eq,
  gt,
  isNull,
  sessions,
  sql,
  type User,
  type UserRole,
  users,
} from '@shuttle/db';
import type { FastifyRequest } from 'fastify';
import { type JWTVerifyGetKey, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './app-error.ts';
import type { Deps } from './deps.ts';

export interface Rider {
  id: number;
  role: UserRole;
  sessionId: string;
  corporateId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    rider: Rider | null;
  }
}

const ALGORITHM = 'HS256';
const unauthorized = () => new AppError('UNAUTHORIZED', 'Please log in again.');
/** `sub` is a user id as we sign it: digits only, within Postgres's integer range. */
const USER_ID = /^[1-9]\d{0,9}$/;
const MAX_USER_ID = 2_147_483_647;
/** `sid` names a `sessions` row, whose id is a UUID. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs and checks session tokens; a token is only as good as its session row. The `kid`
 * header names the database-kept key that signed it, so any process can check it (ADR 111).
 */
export class TokenService {
  /** Run by every signed-in request, so prepared once per connection (ADR 215). */
  private readonly liveSession: ReturnType<typeof liveSessionStatement>;

  constructor(private readonly deps: Deps) {
    this.liveSession = liveSessionStatement(deps.db);
  }

  async sign(user: Pick<User, 'id'>, sessionId: string, expiresAt: Date): Promise<string> {
    const key = await this.deps.keys.signingKey();
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: key.kid })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(this.deps.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key.secret);
  }

  /** The rider a bearer token stands for, or a 401: bad signature, other algorithm, expired, revoked. */
  async authenticate(authorization: string | undefined): Promise<Rider> {
    const token = authorization?.match(/^Bearer (\S+)$/i)?.[1];
    if (!token) throw unauthorized();
    const now = this.deps.clock.now();
    let payload: { sub?: string; sid?: unknown; iat?: number };
    try {
      ({ payload } = await jwtVerify(token, this.keyOf, {
        algorithms: [ALGORITHM],
        currentDate: now,
        clockTolerance: 0,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthorized();
      throw error;
    }
    // Claims are checked for shape before they reach SQL: a signed token with a session id that
    // is not a UUID or a subject past the id column's range must be a 401, not a database error.
    if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) throw unauthorized();
    if (typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) throw unauthorized();
    const userId = Number(payload.sub);
    if (userId > MAX_USER_ID) throw unauthorized();
    const [row] = await this.liveSession.execute({
      sessionId: payload.sid,
      userId,
      now: now.toISOString(),
    });
    // A token issued before a password change is void even if its session row survived. `iat`
    // has whole seconds only, so the change is compared by its second: a login in the same
    // second as a password change must work, and the change revoked older sessions anyway.
    if (!row || (payload.iat ?? 0) < Math.floor(row.tokensValidAfter.getTime() / 1000)) throw unauthorized();
    return { id: row.id, role: row.role, sessionId: payload.sid, corporateId: row.corporateId };
  }

  /** No `kid`, or one no live key has: the token is refused like a bad signature. */
  private readonly keyOf: JWTVerifyGetKey = async (header) => {
    const key = typeof header.kid === 'string' ? await this.deps.keys.verificationKey(header.kid) : undefined;
    if (!key) throw new joseErrors.JWKSNoMatchingKey();
    return key;
  };
}

/**
 * The user behind a live session: not revoked, not expired, its account not disabled (a
 * disabled account is refused on its very next request, docs/decisions/186).
 */
function liveSessionStatement(db: Database) {
  return db
    .select({
      id: users.id,
      role: users.role,
      corporateId: users.corporateId,
      tokensValidAfter: users.tokensValidAfter,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        isNull(users.disabledAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session');
}

/** The signed-in rider, or a 401 (for handlers behind `app.authenticate`). */
export function currentRider(request: FastifyRequest): Rider {
  if (!request.rider) throw unauthorized();
  return request.rider;
}

/** Operators and admins: the staff who may act on any rider's account (docs/decisions/120). */
export const isStaff = (rider: Rider) => rider.role === 'operator' || rider.role === 'admin';
