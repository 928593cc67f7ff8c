import { redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { session } from '../lib/session.ts';

/** A guard looks at where a navigation goes and may send it elsewhere. */
export type Guard = (url: URL) => Response | null;

const GUEST_ONLY = [paths.login, paths.forgotPassword, '/password/', '/verification/'];

const isUnder = (pathname: string, prefix: string) =>
  prefix.endsWith('/')
    ? pathname.startsWith(prefix)
    : pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The homes of the roles that are not riders and what lies under them (`config/role-roots.ts`),
 * spelled once here so that a rider's entry carries nothing else of them (docs/decisions/156).
 */
const ROLE_HOME_PATH = /^\/(?:ops|driver|bus-partner)(?:\/|$)/;

/**
 * The pages that are never a rider's: the roles' homes and an invited staff member's
 * set-password page (docs/decisions/122). The router loads their routes on demand.
 */
export const isRolePath = (pathname: string) =>
  ROLE_HOME_PATH.test(pathname) || pathname.startsWith('/set-password/');

/**
 * A rider's occasional pages, whose routes load on demand like the roles' (docs/decisions/156,
 * docs/decisions/282).
 */
const RIDER_EXTRA_PREFIXES = [
  paths.dashboard.receipts,
  paths.dashboard.notificationPreferences,
  paths.dashboard.account.root,
  paths.dashboard.bookingSuccessful(),
  paths.dashboard.requestSuccessful,
  paths.dashboard.verificationSuccessful,
];
export const isRiderExtraPath = (pathname: string) =>
  RIDER_EXTRA_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );

/** These pages need a session (the dashboard and each role's home); without one, log in first. */
export const requireAuth: Guard = (url) => {
  const signedInOnly = isUnder(url.pathname, paths.dashboard.root) || ROLE_HOME_PATH.test(url.pathname);
  if (!signedInOnly || session.get()) return null;
  return redirect(`${paths.login}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
};

/** Login, forgot and reset password and verification are for guests only (docs/product.md#roles). */
export const guestOnly: Guard = (url) => {
  if (!session.get() || !GUEST_ONLY.some((prefix) => isUnder(url.pathname, prefix))) return null;
  return redirect(paths.dashboard.home);
};

/** The list of guards run before each navigation (docs/product.md#routes). */
export const GUARDS: Guard[] = [requireAuth, guestOnly];

export function runGuards(url: URL, guards: Guard[] = GUARDS): void {
  for (const guard of guards) {
    const response = guard(url);
    if (response) throw response;
  }
}
