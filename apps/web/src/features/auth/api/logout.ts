import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';

/** Its definition loads when the rider logs out: every signed-in page can (docs/decisions/273). */
export const logout = () =>
  callApi(() => import('@shuttle/contracts/accounts').then((calls) => calls.logoutCall));

/** Revokes the token on the server, then clears storage and state (docs/product.md#accounts). */
export function useLogout() {
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      session.end();
      queryClient.clear();
    },
  });
}
