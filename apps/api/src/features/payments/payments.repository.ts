import {
  and,
  bankTransferAccounts,
  type Executor,
  eq,
  ne,
  type PaymentProviderName,
  paymentEvents,
  payments,
} from '@shuttle/db';

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

export class PaymentsRepository {
  constructor(private readonly db: Executor) {}

  async insert(payment: NewPayment, now: Date) {
    const [row] = await this.db
      .insert(payments)
      .values({ ...payment, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: payments.reference })
      .returning();
    return row;
  }

  async findForUser(reference: string, userId: number) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.reference, reference), eq(payments.userId, userId)));
    return row;
  }

  /**
   * The payment, locked to the end of the transaction: concurrent deliveries of the same
   * reference (webhook retries, the browser's verify) queue here and see each other's result.
   */
  async lockByReference(reference: string) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference))
      .for('update');
    return row;
  }

  async markSucceeded(id: number, ledgerTransactionId: number, now: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'succeeded', ledgerTransactionId, completedAt: now, updatedAt: now })
      .where(and(eq(payments.id, id), ne(payments.status, 'succeeded')));
  }

  async markFailed(id: number, now: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'failed', completedAt: now, updatedAt: now })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
  }

  async recordEvent(event: {
    source: 'webhook' | 'verify';
    event: string;
    reference: string | null;
    outcome: string;
    payload: unknown;
  }): Promise<void> {
    await this.db.insert(paymentEvents).values(event);
  }

  async transferAccountOf(userId: number) {
    const [row] = await this.db
      .select()
      .from(bankTransferAccounts)
      .where(eq(bankTransferAccounts.userId, userId));
    return row;
  }

  /** The account that every identifier the event carries names: both must agree when both are given. */
  async transferAccountFor(customerCode: string | null, accountNumber: string | null) {
    if (customerCode === null && accountNumber === null) return undefined;
    const [row] = await this.db
      .select()
      .from(bankTransferAccounts)
      .where(
        and(
          customerCode === null ? undefined : eq(bankTransferAccounts.customerCode, customerCode),
          accountNumber === null ? undefined : eq(bankTransferAccounts.accountNumber, accountNumber),
        ),
      );
    return row;
  }

  async insertTransferAccount(account: typeof bankTransferAccounts.$inferInsert) {
    const [row] = await this.db
      .insert(bankTransferAccounts)
      .values(account)
      .onConflictDoNothing({ target: bankTransferAccounts.userId })
      .returning();
    return row;
  }
}
