import { bankTransferAccounts, type Executor, type PaymentProviderName } from '@shuttle/db';
export interface NewPayment {
  reference: string;
  provider: PaymentProviderName;
  channel: 'checkout' | 'bank_transfer';
  userId: number;
  walletId: number;
  amountKobo: number;
  accessCode?: string;
  authorizationUrl?: string;
}
export declare class PaymentsRepository {
  private readonly db;
  constructor(db: Executor);
  insert(
    payment: NewPayment,
    now: Date,
  ): Promise<
    | {
        userId: number;
        id: number;
        currency: string;
        reference: string;
        status: 'pending' | 'succeeded' | 'failed';
        channel: 'checkout' | 'bank_transfer';
        provider: 'sandbox' | 'paystack';
        accessCode: string | null;
        createdAt: Date;
        updatedAt: Date;
        walletId: number;
        amountKobo: number;
        authorizationUrl: string | null;
        ledgerTransactionId: number | null;
        completedAt: Date | null;
      }
    | undefined
  >;
  findForUser(
    reference: string,
    userId: number,
  ): Promise<
    | {
        id: number;
        reference: string;
        provider: 'sandbox' | 'paystack';
        channel: 'checkout' | 'bank_transfer';
        userId: number;
        walletId: number;
        amountKobo: number;
        currency: string;
        status: 'pending' | 'succeeded' | 'failed';
        accessCode: string | null;
        authorizationUrl: string | null;
        ledgerTransactionId: number | null;
        completedAt: Date | null;
        createdAt: Date;
        updatedAt: Date;
      }
    | undefined
  >;
  /**
   * The payment, locked to the end of the transaction: concurrent deliveries of the same
   * reference (webhook retries, the browser's verify) queue here and see each other's result.
   */
  lockByReference(reference: string): Promise<
    | {
        id: number;
        reference: string;
        provider: 'sandbox' | 'paystack';
        channel: 'checkout' | 'bank_transfer';
        userId: number;
        walletId: number;
        amountKobo: number;
        currency: string;
        status: 'pending' | 'succeeded' | 'failed';
        accessCode: string | null;
        authorizationUrl: string | null;
        ledgerTransactionId: number | null;
        completedAt: Date | null;
        createdAt: Date;
        updatedAt: Date;
      }
    | undefined
  >;
  markSucceeded(id: number, ledgerTransactionId: number, now: Date): Promise<void>;
  markFailed(id: number, now: Date): Promise<void>;
  recordEvent(event: {
    source: 'webhook' | 'verify';
    event: string;
    reference: string | null;
    outcome: string;
    payload: unknown;
  }): Promise<void>;
  transferAccountOf(userId: number): Promise<
    | {
        id: number;
        userId: number;
        provider: 'sandbox' | 'paystack';
        accountNumber: string;
        accountName: string;
        bankName: string;
        customerCode: string;
        createdAt: Date;
      }
    | undefined
  >;
  transferAccountFor(
    customerCode: string | null,
    accountNumber: string | null,
  ): Promise<
    | {
        id: number;
        userId: number;
        provider: 'sandbox' | 'paystack';
        accountNumber: string;
        accountName: string;
        bankName: string;
        customerCode: string;
        createdAt: Date;
      }
    | undefined
  >;
  insertTransferAccount(account: typeof bankTransferAccounts.$inferInsert): Promise<
    | {
        userId: number;
        id: number;
        provider: 'sandbox' | 'paystack';
        createdAt: Date;
        accountNumber: string;
        accountName: string;
        bankName: string;
        customerCode: string;
      }
    | undefined
  >;
}
