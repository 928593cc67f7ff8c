import { and, eq, gt, isNull, sessions, type User, type UserRole, users } from '@shuttle/db';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError, notFound } from './app-error.ts';
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

/** Signs and checks session tokens; a token is only as good as its session row. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(private readonly deps: Deps) {
    this.key = new TextEncoder().encode(deps.config.JWT_SECRET);
  }

  async sign(user: Pick<User, 'id'>, sessionId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(this.deps.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The rider a bearer token stands for, or a 401: bad signature, other algorithm, expired, revoked. */
  async authenticate(authorization: string | undefined): Promise<Rider> {
    const token = authorization?.match(/^Bearer (\S+)$/i)?.[1];
    if (!token) throw unauthorized();
    const now = this.deps.clock.now();
    let payload: { sub?: string; sid?: unknown; iat?: number };
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        currentDate: now,
        clockTolerance: 0,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthorized();
      throw error;
    }
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') throw unauthorized();
    const [row] = await this.deps.db
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
          eq(sessions.id, payload.sid),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .limit(1);
    // A token issued before a password change is void even if its session row survived. `iat`
    // has whole seconds only, so the change is compared by its second: a login in the same
    // second as a password change must work, and the change revoked older sessions anyway.
    if (!row || (payload.iat ?? 0) < Math.floor(row.tokensValidAfter.getTime() / 1000)) throw unauthorized();
    return { id: row.id, role: row.role, sessionId: payload.sid, corporateId: row.corporateId };
  }
}

/** The signed-in rider, or a 401 (for handlers behind `app.authenticate`). */
export function currentRider(request: FastifyRequest): Rider {
  if (!request.rider) throw unauthorized();
  return request.rider;
}

export const isOperator = (rider: Rider) => rider.role === 'operator' || rider.role === 'admin';

/**
 * `/users/{userId}/...` is only for that user or an operator; anyone else gets 404, never
 * data, so that ids cannot be probed (DESIGN.md section 3).
 */
export function requireSelf(request: FastifyRequest, userId: number): Rider {
  const rider = currentRider(request);
  if (rider.id !== userId && !isOperator(rider)) throw notFound('User not found');
  return rider;
}

export function requireOperator(request: FastifyRequest): Rider {
  const rider = currentRider(request);
  if (!isOperator(rider)) throw notFound();
  return rider;
}
