import { RECEIPT_NUMBER, type ReceiptDetails } from '@shuttle/contracts';
import { and, asc, desc, eq, like, outboxEmails, receipts, routes } from '@shuttle/db';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBookableLine,
  LINE_FARE_KOBO,
  oneWayBody,
  riderHeader,
  subscriptionBody,
} from '../../../test/booking-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { RIDE_HISTORY_HEADER } from '../booking/ride-history.service.ts';
import { runWeeklyBilling } from '../booking/weekly-billing.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
const MONDAY = '2026-11-30';
/** A subscription's second week starts Monday 7 December: billed at 20:00 the Sunday before in Lagos. */
const WEEK_TWO_BILL_AT = new Date('2026-12-06T19:00:00Z');
/** Postgres runs the bookings at once; PGlite one transaction at a time, the same numbers either way. */
const CONCURRENT_BOOKINGS = 20;

afterEach(async () => {
  expect(await auditLedger(db())).toEqual([]);
});

async function rider(balanceKobo = 0) {
  const user = await createRider(db(), { balanceKobo });
  return { user, headers: await riderHeader(ctx.app, user) };
}

const sequenceOf = (number: string) => Number(number.split('-')[2]);

/** The receipt emailed to `to`; the booking's confirmation goes beside it. */
async function receiptEmailTo(to: string) {
  const [email] = await db()
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to), like(outboxEmails.subject, 'Receipt %')))
    .orderBy(desc(outboxEmails.createdAt));
  return email;
}

describe('receipts', () => {
  it('a paid top-up gets a receipt: emailed with HTML and text, listed, readable as JSON and as a PDF', async () => {
    const who = await rider();
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/wallet/top-ups`,
      headers: who.headers,
      payload: { amount_kobo: 250_000 },
    });
    await ctx.app.inject({ method: 'POST', url: `/v1/sandbox/checkout/${started.json().access_code}/pay` });

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/receipts`,
      headers: who.headers,
    });
    expect(list.statusCode).toBe(200);
    const [summary] = list.json().data;
    expect(summary).toMatchObject({ kind: 'top_up', amount_kobo: 250_000 });
    expect(summary.number).toMatch(RECEIPT_NUMBER);
    expect(summary.number.startsWith('RCPT-2026-')).toBe(true);

    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/receipts/${summary.id}`,
      headers: who.headers,
    });
    expect(receipt.json().details).toMatchObject({
      total_kobo: 250_000,
      paid_with: 'Card',
      reference: started.json().reference,
      balance_after_kobo: 250_000,
    });

    const email = await receiptEmailTo(who.user.email);
    expect(email?.subject).toBe(`Receipt ${summary.number}: Wallet top-up`);
    expect(email?.textBody).toContain('₦2,500.00');
    expect(email?.textBody).toContain(`/dashboard/receipts/${summary.id}`);
    expect(email?.htmlBody).toContain(`Receipt ${summary.number}`);

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/receipts/${summary.id}`,
      headers: { ...who.headers, accept: 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`receipt-${summary.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await rider();
    const peek = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${stranger.user.id}/receipts/${summary.id}`,
      headers: stranger.headers,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('a booking gets a receipt naming its rides, fare, wallet and booking', async () => {
    const who = await rider(LINE_FARE_KOBO);
    const line = await createBookableLine(db());
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/routes`,
      headers: who.headers,
      payload: oneWayBody(line, THURSDAY),
    });
    expect(booked.statusCode).toBe(201);
    const [row] = await db().select().from(receipts).where(eq(receipts.bookingId, booked.json().id));
    expect(row).toMatchObject({ userId: who.user.id, kind: 'booking', amountKobo: LINE_FARE_KOBO });
    expect(row?.details).toMatchObject({
      title: `Booking #${booked.json().id}`,
      total_kobo: LINE_FARE_KOBO,
      discount_kobo: 0,
      paid_with: 'Personal wallet',
      booking_id: booked.json().id,
      lines: [{ amount_kobo: LINE_FARE_KOBO, description: expect.stringContaining(line.routeCode) }],
    });
    expect((await receiptEmailTo(who.user.email))?.subject).toBe(
      `Receipt ${row?.number}: Booking #${booked.json().id}`,
    );
  });

  it(`numbers ${CONCURRENT_BOOKINGS} concurrent bookings with no gap and no repeat`, async () => {
    const line = await createBookableLine(db(), { outbound: { capacity: CONCURRENT_BOOKINGS } });
    const riders = await Promise.all(
      Array.from({ length: CONCURRENT_BOOKINGS }, () => rider(LINE_FARE_KOBO)),
    );
    const [before] = await db().select().from(receipts).orderBy(desc(receipts.id)).limit(1);
    const answers = await Promise.all(
      riders.map((who) =>
        ctx.app.inject({
          method: 'POST',
          url: `/v1/users/${who.user.id}/routes`,
          headers: who.headers,
          payload: oneWayBody(line, THURSDAY),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(riders.map(() => 201));
    const issued = await db()
      .select()
      .from(receipts)
      .where(eq(receipts.kind, 'booking'))
      .orderBy(desc(receipts.id))
      .limit(CONCURRENT_BOOKINGS);
    const sequences = issued.map((receipt) => sequenceOf(receipt.number)).sort((a, b) => a - b);
    const first = (before ? sequenceOf(before.number) : 0) + 1;
    expect(sequences).toEqual(Array.from({ length: CONCURRENT_BOOKINGS }, (_, index) => first + index));
    expect(new Set(issued.map((receipt) => receipt.userId)).size).toBe(CONCURRENT_BOOKINGS);
  });
  it("a subscription week billed later gets its own receipt for that week's rides", async () => {
    const who = await rider(10 * LINE_FARE_KOBO);
    const line = await createBookableLine(db());
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/routes`,
      headers: who.headers,
      payload: subscriptionBody(line, MONDAY, { days: [2, 4], weeks: 2, withReturn: false }),
    });
    expect(booked.statusCode).toBe(201);
    const billed = await runWeeklyBilling(
      { db: db(), clock, config: ctx.config },
      WEEK_TWO_BILL_AT,
      ctx.app.services.weeklyBilling,
    );
    expect(billed.charged).toBe(1);

    const issued = await db()
      .select()
      .from(receipts)
      .where(eq(receipts.bookingId, booked.json().id))
      .orderBy(asc(receipts.id));
    expect(issued.map((receipt) => (receipt.details as ReceiptDetails).title)).toEqual([
      `Booking #${booked.json().id}, week 1`,
      `Booking #${booked.json().id}, week 2`,
    ]);
    const weekTwo = issued[1];
    expect(weekTwo).toMatchObject({ userId: who.user.id, kind: 'booking', amountKobo: 2 * LINE_FARE_KOBO });
    expect(weekTwo?.number).toMatch(RECEIPT_NUMBER);
    expect(weekTwo?.details).toMatchObject({
      total_kobo: 2 * LINE_FARE_KOBO,
      paid_with: 'Personal wallet',
      lines: [
        { amount_kobo: LINE_FARE_KOBO, description: expect.stringMatching(/^Monday 7 December 2026, /) },
        { amount_kobo: LINE_FARE_KOBO, description: expect.stringMatching(/^Wednesday 9 December 2026, /) },
      ],
    });
    expect((await receiptEmailTo(who.user.email))?.subject).toBe(
      `Receipt ${weekTwo?.number}: Booking #${booked.json().id}, week 2`,
    );
  });

  it('My bookings downloads every ride as CSV, with names that read as formulas defused', async () => {
    const who = await rider(LINE_FARE_KOBO);
    const line = await createBookableLine(db());
    await db()
      .update(routes)
      .set({ name: '=HYPERLINK("http://x.test")' })
      .where(eq(routes.code, line.routeCode));
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/routes`,
      headers: who.headers,
      payload: oneWayBody(line, THURSDAY),
    });
    expect(booked.statusCode).toBe(201);

    const file = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/rides.csv`,
      headers: who.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="rides-2026-11-25.csv"');
    const [header, row, ...rest] = file.body.trimEnd().split('\r\n');
    expect(header).toBe(RIDE_HISTORY_HEADER.map((name) => `"${name}"`).join(','));
    expect(rest).toEqual([]);
    expect(row).toContain(`"${THURSDAY}","${line.routeCode}","'=HYPERLINK(""http://x.test"")"`);
    expect(row).toContain(
      `,1,${LINE_FARE_KOBO / 100}.00,0.00,${LINE_FARE_KOBO / 100}.00,"Personal","booked",${booked.json().id}`,
    );

    const other = await rider();
    const peek = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/rides.csv`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
  });
});
