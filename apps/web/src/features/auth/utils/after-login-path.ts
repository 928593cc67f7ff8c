import type { UserRole } from '@shuttle/contracts';
import { paths } from '../../../config/paths.ts';
import { roleHome } from './role-home.ts';

/**
 * Where a successful login goes. A rider: `redirect` if given, else dashboard home keeping the
 * query (spec section 2), so a search made before logging in runs there. Registering follows
 * the same rule (docs/decisions/178). Anyone else: their role's home, or `redirect` when it
 * leads inside it.
 */
export function afterLoginPath(search: string, role: UserRole = 'rider'): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  // Only this site: an open redirect would let a link send riders anywhere. The browser's own
  // URL parser decides, so `/\evil.example` and `/\t/evil.example` (which it reads as another
  // host) are refused like `//evil.example`.
  const target = redirect ? new URL(redirect, window.location.origin) : undefined;
  const sameSitePath =
    target?.origin === window.location.origin
      ? `${target.pathname}${target.search}${target.hash}`
      : undefined;
  if (role !== 'rider') {
    const home = roleHome(role);
    return sameSitePath && (target?.pathname === home || target?.pathname.startsWith(`${home}/`))
      ? sameSitePath
      : home;
  }
  if (sameSitePath) return sameSitePath;
  return `${paths.dashboard.home}${search}`;
}
