import { adjustWalletCall, type WalletAdjustmentInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';
import { opsUsersKeyRoot } from './get-users.ts';
import { walletAdjustmentsKeyRoot } from './get-wallet-adjustments.ts';

interface AdjustWalletRequest {
  userId: number;
  input: WalletAdjustmentInput;
  /** One per submitted adjustment: a retry never moves the money twice. */
  idempotencyKey: string;
}

/**
 * `POST /ops/users/{userId}/wallet-adjustments`: a goodwill credit or a correcting debit, applied
 * at once, or pending until another admin approves it (docs/decisions/235).
 */
export const adjustWallet = ({ userId, input, idempotencyKey }: AdjustWalletRequest) =>
  callApi(adjustWalletCall, { params: { userId }, body: input, idempotencyKey });

export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustWallet,
    onSuccess: async (_answer, { userId }) => {
      await queryClient.invalidateQueries({ queryKey: opsUsersKeyRoot });
      await queryClient.invalidateQueries({ queryKey: userKey(userId) });
      await queryClient.invalidateQueries({ queryKey: walletAdjustmentsKeyRoot });
    },
  });
}
