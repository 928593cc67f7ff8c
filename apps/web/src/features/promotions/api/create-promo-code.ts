import { type CreatePromoCodeInput, createPromoCodeCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { promoCodesKeyRoot } from './get-promo-codes.ts';

/** `POST /ops/promo-codes`: a wallet credit or a ride discount, with its limits and dates. */
export const createPromoCode = (input: CreatePromoCodeInput) => callApi(createPromoCodeCall, { body: input });

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesKeyRoot }),
  });
}
