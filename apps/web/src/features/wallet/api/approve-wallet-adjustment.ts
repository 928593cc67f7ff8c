import { approveWalletAdjustmentCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { opsUsersKeyRoot } from './get-users.ts';
import { walletAdjustmentsKeyRoot } from './get-wallet-adjustments.ts';

/** `POST /ops/wallet-adjustments/{id}/approve` (another admin): the money moves, once. */
export const approveWalletAdjustment = (id: number) =>
  callApi(approveWalletAdjustmentCall, { params: { id } });

export function useApproveWalletAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWalletAdjustment,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: walletAdjustmentsKeyRoot });
      await queryClient.invalidateQueries({ queryKey: opsUsersKeyRoot });
    },
  });
}
