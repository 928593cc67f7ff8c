import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { walletQueryKeyRoot } from './get-wallet.ts';

/** Sandbox only: money "arrives" on the rider's transfer account. */
export const simulateTransfer = ({ userId, amountKobo }: { userId: number; amountKobo: number }) =>
  apiRequest<{ reference: string }>(`/users/${userId}/wallet/bank-account/simulated-transfers`, {
    method: 'POST',
    body: { amount_kobo: amountKobo },
  });

export function useSimulateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulateTransfer,
    onSuccess: (_answer, { userId }) =>
      queryClient.invalidateQueries({ queryKey: walletQueryKeyRoot(userId) }),
  });
}
