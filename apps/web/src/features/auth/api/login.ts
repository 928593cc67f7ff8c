import type { LoginInput, SessionUser } from '@shuttle/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { startSession } from './start-session.ts';

/** The definition loads when the form is sent, so that `/login` loads no schema (docs/decisions/273). */
export const login = (input: LoginInput) =>
  callApi(() => import('@shuttle/contracts/accounts').then((calls) => calls.loginCall), { body: input });

/**
 * Logs in and starts the session. The login form downloads this module when it is first used,
 * with its check: this and TanStack Query's client then stay out of `/login`'s first load
 * (docs/decisions/282).
 */
export async function logIn(input: LoginInput): Promise<SessionUser> {
  try {
    const user = await login(input);
    startSession(user);
    return user;
  } catch (error) {
    // docs/product.md#texts: a failed login clears local storage.
    session.end();
    throw error;
  }
}
