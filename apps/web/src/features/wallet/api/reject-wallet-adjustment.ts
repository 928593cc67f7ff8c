import { rejectWalletAdjustmentCall, type WalletAdjustmentRejectInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { walletAdjustmentsKeyRoot } from './get-wallet-adjustments.ts';

/** `POST /ops/wallet-adjustments/{id}/reject` (another admin): no money moves; the reason is kept. */
export const rejectWalletAdjustment = ({ id, input }: { id: number; input: WalletAdjustmentRejectInput }) =>
  callApi(rejectWalletAdjustmentCall, {
    params: { id },
    body: input,
  });

export function useRejectWalletAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWalletAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletAdjustmentsKeyRoot }),
  });
}
