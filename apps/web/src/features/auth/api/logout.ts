import { addressParts } from '@shuttle/contracts';
import { logoutAddress } from '@shuttle/contracts/addresses/accounts';
import { useMutation } from '@tanstack/react-query';
import { sendTo } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * Revokes the token on the server. The answer is not read (the session ends whatever it is), so
 * the request leaves from the call's address at once: no definition or schema loads first, which on
 * a slow line kept the rider waiting on "Log out" (docs/decisions/287).
 */
export const logout = () => sendTo(addressParts(logoutAddress), undefined);

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
