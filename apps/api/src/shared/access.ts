import { idParam } from '@shuttle/contracts';
import type { UserRole } from '@shuttle/db';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { AppError, notFound } from './app-error.ts';
import { isStaff } from './auth.ts';

/**
 * Authorization lives with route groups, not in handlers (docs/decisions/120-roles-and-access.md):
 * - every route whose path holds `:userId` is for that user or staff (operators, admins);
 *   anyone else gets 404, never data (docs/api-conventions.md#ownership). A route that must answer before
 *   sign-in (email verification) says so with `config: { signedOut: true }`.
 * - a role wing (`/v1/ops`, and later `/v1/driver`, `/v1/bus-partner`) is a plugin whose every
 *   route checks the role first; another role gets 403, no token 401.
 * Both checks run in `onRequest`, before the body is validated, so a refused caller learns
 * nothing from a 400.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A `:userId` route that answers without a session (verification by emailed code). */
    signedOut?: boolean;
    /** Roles allowed on top of the wing's own (e.g. admin-only routes inside `/v1/ops`). */
    roles?: readonly UserRole[];
  }
}

const forbidden = () => new AppError('FORBIDDEN', 'You do not have access to this page.');

/**
 * Throws 404 unless the user exists. Staff acting on a user who does not exist get 404 before
 * any work starts, whatever the route: never defaults to read, nor a database refusal to write
 * (docs/api-conventions.md#ownership).
 */
export type RequireUser = (userId: number) => Promise<unknown>;

function ownerOrStaff(app: FastifyInstance, requireUser: RequireUser): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    request.rider = await app.tokens.authenticate(request.headers.authorization);
    const { userId } = request.params as { userId?: string };
    if (String(request.rider.id) === userId) return;
    if (!isStaff(request.rider)) throw notFound('User not found');
    // An id that is not one is left to the route's validation (400).
    const id = idParam.safeParse(userId);
    if (id.success) await requireUser(id.data);
  };
}

/** Puts the owner-or-staff check in front of every `:userId` route registered after it. */
export function guardUserRoutes(app: FastifyInstance, requireUser: RequireUser): void {
  const guard = ownerOrStaff(app, requireUser);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!/(^|\/):userId(\/|$)/.test(route.url) || route.config?.signedOut) return;
    route.onRequest = [guard, ...toArray(route.onRequest)];
  });
}

/**
 * A plugin whose routes are only for `roles`; a route inside may narrow further with
 * `config: { roles: ['admin'] }`.
 */
export function roleWing(roles: readonly UserRole[], routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (wing) => {
    wing.addHook('onRequest', async (request) => {
      request.rider = await wing.tokens.authenticate(request.headers.authorization);
      const allowed = request.routeOptions.config.roles ?? roles;
      if (!allowed.includes(request.rider.role)) throw forbidden();
    });
    for (const plugin of routes) await wing.register(plugin);
  };
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
