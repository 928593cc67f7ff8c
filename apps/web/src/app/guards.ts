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

/** The pages of a signed-in user: the dashboard and each role's home (docs/decisions/120). */
const SIGNED_IN_ONLY = [paths.dashboard.root, paths.ops.root, paths.driver, paths.busPartner];

/** These pages need a session; without one, log in first and come back. */
export const requireAuth: Guard = (url) => {
  if (!SIGNED_IN_ONLY.some((prefix) => isUnder(url.pathname, prefix)) || session.get()) return null;
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
