import { z } from 'zod';
import type { ChargeStatus, ProviderCharge } from './payment-provider.ts';

/**
 * The parts of Paystack's transaction object the wallet reads (the verify answer's `data`
 * and the `charge.success` event's `data`). Paystack sends many more fields; they are kept
 * in payment_events as received, not validated here.
 */
export const PaystackTransaction = z.object({
  reference: z.string().min(1).max(200),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  channel: z.string().nullish(),
  customer: z.object({ customer_code: z.string().nullish() }).nullish(),
  authorization: z.object({ receiver_bank_account_number: z.string().nullish() }).nullish(),
});
export type PaystackTransaction = z.infer<typeof PaystackTransaction>;

export const PaystackEvent = z.object({ event: z.string(), data: z.unknown() });

function chargeStatus(status: string): ChargeStatus {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed') return 'failed';
  if (status === 'abandoned') return 'abandoned';
  return 'pending';
}

export function toProviderCharge(transaction: PaystackTransaction): ProviderCharge {
  return {
    reference: transaction.reference,
    status: chargeStatus(transaction.status),
    amountKobo: transaction.amount,
    currency: transaction.currency,
    channel: transaction.channel ?? 'card',
    customerCode: transaction.customer?.customer_code ?? null,
    receiverAccountNumber: transaction.authorization?.receiver_bank_account_number ?? null,
  };
}
