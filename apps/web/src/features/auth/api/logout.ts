import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';

export const logout = () => apiRequest<void>('/logout', { method: 'POST' });

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
