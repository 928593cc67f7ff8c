import type { LoginInput, SessionUser } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { userQueryOptions } from './get-user.ts';

/** The definition loads when the form is sent, so that `/login` loads no schema (docs/decisions/273). */
export const login = (input: LoginInput) =>
  callApi(() => import('@shuttle/contracts/accounts').then((calls) => calls.loginCall), { body: input });

/** Stores the session and seeds the user query, so the dashboard opens without a second call. */
export function startSession(user: SessionUser): void {
  session.start(user);
  queryClient.setQueryData(userQueryOptions(user.id).queryKey, (previous) => ({
    walletHistory: [],
    ...previous,
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    email: user.email,
    phone: user.phone,
    city_id: user.city_id,
    corporate_id: user.corporate_id,
    verified: user.verified,
    avatar: user.avatar,
    role: user.role,
    wallet: user.wallet,
  }));
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: startSession,
    // docs/product.md#texts: a failed login clears local storage.
    onError: () => session.end(),
  });
}
