import type { WalletAdjustmentRejectInput, WalletAdjustmentRequest } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { walletAdjustmentsKeyRoot } from './get-wallet-adjustments.ts';

/** `POST /ops/wallet-adjustments/{id}/reject` (another admin): no money moves; the reason is kept. */
export const rejectWalletAdjustment = ({ id, input }: { id: number; input: WalletAdjustmentRejectInput }) =>
  apiRequest<WalletAdjustmentRequest>(`/ops/wallet-adjustments/${id}/reject`, {
    method: 'POST',
    body: input,
  });

export function useRejectWalletAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWalletAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletAdjustmentsKeyRoot }),
  });
}
