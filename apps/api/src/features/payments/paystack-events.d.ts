import { z } from 'zod';
import type { ProviderCharge } from './payment-provider.ts';
/**
 * The parts of Paystack's transaction object the wallet reads (the verify answer's `data`
 * and the `charge.success` event's `data`). Paystack sends many more fields; they are kept
 * in payment_events as received, not validated here.
 */
export declare const PaystackTransaction: z.ZodObject<
  {
    reference: z.ZodString;
    status: z.ZodString;
    amount: z.ZodNumber;
    currency: z.ZodString;
    channel: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    customer: z.ZodOptional<
      z.ZodNullable<
        z.ZodObject<
          {
            customer_code: z.ZodOptional<z.ZodNullable<z.ZodString>>;
          },
          z.core.$strip
        >
      >
    >;
    authorization: z.ZodOptional<
      z.ZodNullable<
        z.ZodObject<
          {
            receiver_bank_account_number: z.ZodOptional<z.ZodNullable<z.ZodString>>;
          },
          z.core.$strip
        >
      >
    >;
  },
  z.core.$strip
>;
export type PaystackTransaction = z.infer<typeof PaystackTransaction>;
export declare const PaystackEvent: z.ZodObject<
  {
    event: z.ZodString;
    data: z.ZodUnknown;
  },
  z.core.$strip
>;
export declare function toProviderCharge(transaction: PaystackTransaction): ProviderCharge;
