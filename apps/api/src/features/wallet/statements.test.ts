import { addDays, lagosDate, lagosInstant } from '@shuttle/contracts';
import { eq, ledgerEntries } from '@shuttle/db';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { riderHeader } from '../../../test/booking-factories.ts';
import { createRider as createBareRider } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { LedgerService } from './ledger.service.ts';
import { auditLedger } from './ledger-audit.ts';

const START = new Date('2026-03-01T08:00:00Z');
const clock = new ManualClock(START);
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;

afterEach(async () => {
  expect(await auditLedger(db())).toEqual([]);
});

/** A movement some hours after the one before it, in or out of the wallet. */
const movement = fc.record({
  hoursLater: fc.integer({ min: 1, max: 40 }),
  amountKobo: fc.integer({ min: -300_000, max: 500_000 }).filter((amount) => amount !== 0),
});

async function statementOf(
  userId: number,
  headers: Record<string, string>,
  from: string,
  to: string,
  accept?: string,
) {
  return ctx.app.inject({
    method: 'GET',
    url: `/v1/users/${userId}/wallet/statement?from=${from}&to=${to}`,
    headers: accept ? { ...headers, accept } : headers,
  });
}

describe('GET /v1/users/{userId}/wallet/statement', () => {
  it('opening plus credits minus debits is the closing, over random ledgers and periods', async () => {
    const operator = await createBareRider(db(), { role: 'operator' });
    const ledger = new LedgerService(clock);
    await fc.assert(
      fc.asyncProperty(
        fc.array(movement, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        async (movements, startOffset, length) => {
          clock.set(START);
          const rider = await createRider(db());
          const headers = await riderHeader(ctx.app, rider);
          // The model: what moved when, applied as the ledger would (a debit past the balance is cut).
          const applied: { at: Date; amountKobo: number }[] = [];
          let balance = 0;
          for (const { hoursLater, amountKobo } of movements) {
            clock.advance(hoursLater * 3600_000);
            const amount = amountKobo < 0 ? -Math.min(-amountKobo, balance) : amountKobo;
            if (amount === 0) continue;
            await db().transaction((tx) =>
              ledger.adjustWallet(tx, {
                userId: rider.id,
                amountKobo: amount,
                reason: 'model',
                operatorId: operator.id,
              }),
            );
            balance += amount;
            applied.push({ at: clock.now(), amountKobo: amount });
          }
          const from = addDays(lagosDate(START), startOffset);
          const to = addDays(from, length);
          const sumBefore = (instant: Date) =>
            applied.filter((each) => each.at < instant).reduce((total, each) => total + each.amountKobo, 0);

          const answer = await statementOf(rider.id, headers, from, to);
          expect(answer.statusCode).toBe(200);
          const statement = answer.json();
          expect(statement.opening_balance_kobo).toBe(sumBefore(lagosInstant(from)));
          expect(statement.closing_balance_kobo).toBe(sumBefore(lagosInstant(addDays(to, 1))));
          expect(statement.opening_balance_kobo + statement.credits_kobo - statement.debits_kobo).toBe(
            statement.closing_balance_kobo,
          );
          const inPeriod = applied.filter(
            (each) => each.at >= lagosInstant(from) && each.at < lagosInstant(addDays(to, 1)),
          );
          expect(statement.lines.map((line: { amount_kobo: number }) => line.amount_kobo)).toEqual(
            inPeriod.map((each) => each.amountKobo),
          );
          // Each line's balance is the one the ledger stored with the movement.
          const stored = new Map(
            (
              await db()
                .select({ id: ledgerEntries.id, balance: ledgerEntries.balanceAfterKobo })
                .from(ledgerEntries)
                .where(eq(ledgerEntries.walletId, rider.walletId))
            ).map((entry) => [entry.id, entry.balance]),
          );
          for (const line of statement.lines) expect(line.balance_after_kobo).toBe(stored.get(line.id));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('downloads as CSV (a header and a row per line) and as PDF, and refuses a period backwards', async () => {
    clock.set(START);
    const rider = await createRider(db(), { balanceKobo: 0 });
    const operator = await createBareRider(db(), { role: 'operator' });
    await db().transaction((tx) =>
      new LedgerService(clock).adjustWallet(tx, {
        userId: rider.id,
        amountKobo: 150_000,
        reason: 'goodwill',
        operatorId: operator.id,
      }),
    );
    const headers = await riderHeader(ctx.app, rider);
    const today = lagosDate(START);
    const csv = await statementOf(rider.id, headers, today, today, 'text/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`wallet-statement-${today}-to-${today}.csv`);
    expect(csv.body.trimEnd().split('\r\n')).toEqual([
      '"Date","Description","Reference","Amount (NGN)","Balance after (NGN)"',
      `"${today}","Credit from Shuttle","",1500.00,1500.00`,
    ]);

    const pdf = await statementOf(rider.id, headers, today, today, 'application/pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const backwards = await statementOf(rider.id, headers, today, addDays(today, -1));
    expect(backwards.statusCode).toBe(400);
  });
});
