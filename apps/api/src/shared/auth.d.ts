import { type User, type UserRole } from '@shuttle/db';
import type { FastifyRequest } from 'fastify';
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
/** Signs and checks session tokens; a token is only as good as its session row. */
export declare class TokenService {
  private readonly deps;
  private readonly key;
  constructor(deps: Deps);
  sign(user: Pick<User, 'id'>, sessionId: string, expiresAt: Date): Promise<string>;
  /** The rider a bearer token stands for, or a 401: bad signature, other algorithm, expired, revoked. */
  authenticate(authorization: string | undefined): Promise<Rider>;
}
/** The signed-in rider, or a 401 (for handlers behind `app.authenticate`). */
export declare function currentRider(request: FastifyRequest): Rider;
export declare const isOperator: (rider: Rider) => boolean;
/**
 * `/users/{userId}/...` is only for that user or an operator; anyone else gets 404, never
 * data, so that ids cannot be probed (DESIGN.md section 3).
 */
export declare function requireSelf(request: FastifyRequest, userId: number): Rider;
export declare function requireOperator(request: FastifyRequest): Rider;
