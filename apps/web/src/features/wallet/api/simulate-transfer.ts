import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { walletKey } from '../../../lib/query-keys.ts';

/** Sandbox only: money "arrives" on the rider's transfer account. */
export const simulateTransfer = ({ userId, amountKobo }: { userId: number; amountKobo: number }) =>
  callApi(() => import('@shuttle/contracts/wallet').then((calls) => calls.simulateTransferCall), {
    params: { userId },
    body: { amount_kobo: amountKobo },
  });

export function useSimulateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulateTransfer,
    onSuccess: (_answer, { userId }) => queryClient.invalidateQueries({ queryKey: walletKey(userId) }),
  });
}
