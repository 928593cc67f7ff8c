import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface StartTopUpInput {
  userId: number;
  amountKobo: number;
  /** One per Fund wallet action, so a retried request never opens a second checkout. */
  idempotencyKey: string;
}

export const startTopUp = ({ userId, amountKobo, idempotencyKey }: StartTopUpInput) =>
  // Loaded with the call: the wallet page paints before any schema (docs/decisions/287).
  callApi(() => import('@shuttle/contracts/wallet').then((calls) => calls.startTopUpCall), {
    params: { userId },
    body: { amount_kobo: amountKobo },
    idempotencyKey,
  });

export function useStartTopUp() {
  return useMutation({ mutationFn: startTopUp });
}
