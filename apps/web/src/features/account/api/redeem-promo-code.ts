import { redeemPromoCodeCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';

export interface RedeemInput {
  code: string;
  /** One per Redeem action: a retried request never redeems twice. */
  idempotencyKey: string;
}

export const redeemPromoCode = (userId: number, { code, idempotencyKey }: RedeemInput) =>
  callApi(redeemPromoCodeCall, { params: { userId }, body: { code }, idempotencyKey });

/** A credit changes the balance and a notification arrives: everything about the rider is refreshed. */
export function useRedeemPromoCode(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RedeemInput) => redeemPromoCode(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey(userId) }),
  });
}
