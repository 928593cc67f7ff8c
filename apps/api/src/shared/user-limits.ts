import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The key of a limit counted per signed-in user: the account, not the address, so riders behind
 * one carrier address do not share a budget and one account cannot spread its writes over many
 * addresses. The route's authentication runs in onRequest before the limiter's hook (the
 * `:userId` guard and the role wings put theirs first, `app.authenticate` is listed before it);
 * a route without one is a mistake, answered 500 rather than counted under one shared key.
 */
export function signedInUserKey(request: FastifyRequest): string {
  if (!request.rider)
    throw new Error(`${request.routeOptions.url}: a per-user limit needs authentication first`);
  return `user:${request.rider.id}`;
}

/**
 * Every signed-in write a rider, driver or operator makes, with its limit per user: requests in
 * a window, each route counted on its own, 429 with Retry-After past it. docs/security.md#limits
 * lists them with every other limit; the figures are argued in docs/decisions/238. Bookings and
 * top-ups leave room for the reliability rules R3 and R4 (50 bookings at once from one wallet, one
 * request repeated 25 times), which money and idempotency answer, not the limiter.
 */
export const USER_WRITE_LIMITS = {
  profileSave: { max: 20, timeWindow: '1 hour' },
  avatarUpload: { max: 20, timeWindow: '1 hour' },
  passwordChange: { max: 10, timeWindow: '15 minutes' },
  dataExport: { max: 5, timeWindow: '1 day' },
  accountDeletion: { max: 10, timeWindow: '15 minutes' },
  logout: { max: 30, timeWindow: '1 minute' },
  tripPreferences: { max: 30, timeWindow: '1 hour' },
  routeSuggestion: { max: 20, timeWindow: '1 hour' },
  promoCode: { max: 10, timeWindow: '1 minute' },
  booking: { max: 60, timeWindow: '1 minute' },
  bookingQuote: { max: 60, timeWindow: '1 minute' },
  bookingCancellation: { max: 30, timeWindow: '1 minute' },
  waitlistJoin: { max: 30, timeWindow: '1 minute' },
  waitlistLeave: { max: 30, timeWindow: '1 minute' },
  cardLink: { max: 10, timeWindow: '1 hour' },
  cardUnlink: { max: 10, timeWindow: '1 hour' },
  topUp: { max: 30, timeWindow: '1 minute' },
  simulatedTransfer: { max: 10, timeWindow: '1 minute' },
  pushSubscription: { max: 10, timeWindow: '1 hour' },
  rating: { max: 60, timeWindow: '1 hour' },
  notificationRead: { max: 120, timeWindow: '1 minute' },
  notificationsReadAll: { max: 30, timeWindow: '1 minute' },
  notificationPreferences: { max: 30, timeWindow: '1 hour' },
  driverPositions: { max: 120, timeWindow: '1 minute' },
  runStart: { max: 30, timeWindow: '1 minute' },
  runFinish: { max: 30, timeWindow: '1 minute' },
  manifestCheckIn: { max: 120, timeWindow: '1 minute' },
  runNotice: { max: 30, timeWindow: '1 hour' },
  fleetWrite: { max: 120, timeWindow: '1 hour' },
  trackerIssue: { max: 30, timeWindow: '1 hour' },
  driverUpdate: { max: 60, timeWindow: '1 hour' },
  roster: { max: 60, timeWindow: '1 hour' },
} as const satisfies Record<string, { max: number; timeWindow: string }>;

export type UserWriteLimits = Record<keyof typeof USER_WRITE_LIMITS, { rateLimit: RateLimitOptions }>;

/**
 * The routes' `config` for each write: its limit per signed-in user, every figure times `scale`
 * (SIGNED_IN_WRITE_LIMIT_SCALE: 1 but for load benches and the ledger model, ADR 238).
 */
export function userWriteLimits(scale: number): UserWriteLimits {
  const entries = Object.entries(USER_WRITE_LIMITS).map(([name, { max, timeWindow }]) => [
    name,
    { rateLimit: { max: max * scale, timeWindow, keyGenerator: signedInUserKey } },
  ]);
  return Object.fromEntries(entries) as UserWriteLimits;
}

/** The check-in quota's window: CHECK_IN_ITEMS_PER_MINUTE passes per driver in it. */
export const CHECK_IN_WINDOW_SECONDS = 60;
