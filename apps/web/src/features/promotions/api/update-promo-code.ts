import { updatePromoCodeCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { promoCodesKeyRoot } from './get-promo-codes.ts';

/** `PATCH /ops/promo-codes/{id}`: disables a code, or enables it again. */
export const updatePromoCode = ({ id, disabled }: { id: number; disabled: boolean }) =>
  callApi(updatePromoCodeCall, { params: { id }, body: { disabled } });

export function useUpdatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesKeyRoot }),
  });
}
