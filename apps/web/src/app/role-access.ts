import { STAFF_ROLES, type UserRole } from '@shuttle/contracts';
import { type UserWithWallet, userQueryOptions } from '../features/auth/api/get-user.ts';
import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';

/**
 * For the loaders of role pages (`/ops`, `/driver`, `/bus-partner`): the signed-in user when
 * their role is one of `roles`, else null, and the page renders the not-found page, so another
 * role never learns what it holds (docs/decisions/120). The server refuses its calls anyway.
 */
export async function userWithRole(roles: readonly UserRole[]): Promise<UserWithWallet | null> {
  const current = session.get();
  if (!current) return null;
  const user = await queryClient.ensureQueryData(userQueryOptions(current.userId));
  return roles.includes(user.role) ? user : null;
}

/** The console's user: staff only, checked by its layout and before any screen's loader (ADR 272). */
export const consoleUser = () => userWithRole(STAFF_ROLES);
