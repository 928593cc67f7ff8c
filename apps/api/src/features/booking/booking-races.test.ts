import { and, eq, inArray, ledgerTransactions, sql, tripDays, wallets } from '@shuttle/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createBookableLine,
  LINE_FARE_KOBO,
  oneWayBody,
  riderHeader,
} from '../../../test/booking-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider, type FundedRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';

/** docs/reliability.md#r1: 20 trials on Postgres; PGlite runs one transaction at a time, so 3 are enough. */
const TRIALS = process.env.TEST_DB_KIND === 'postgres' ? 20 : 3;
const RIDERS = 200;
const CAPACITY = 14;

afterEach(async () => {
  expect(await auditLedger(db())).toEqual([]);
});

describe('docs/reliability.md races', () => {
  let riders: { rider: FundedRider; headers: { authorization: string } }[];
  beforeAll(async () => {
    riders = [];
    for (let index = 0; index < RIDERS; index++) {
      const rider = await createRider(db(), { balanceKobo: TRIALS * LINE_FARE_KOBO });
      riders.push({ rider, headers: await riderHeader(ctx.app, rider) });
    }
  }, 300_000);

  it('R1: 200 concurrent bookings from 200 funded riders for one 14-seat run: 14 booked, 186 refused', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const line = await createBookableLine(db(), { outbound: { capacity: CAPACITY } });
      const answers = await Promise.all(
        riders.map(({ rider, headers }) =>
          ctx.app.inject({
            method: 'POST',
            url: `/v1/users/${rider.id}/routes`,
            headers: { ...headers, 'idempotency-key': `r1-${trial}-${rider.id}` },
            payload: oneWayBody(line, THURSDAY),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(CAPACITY);
      expect(statuses.filter((status) => status === 409)).toHaveLength(RIDERS - CAPACITY);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(refused.json().code).toBe('SEAT_UNAVAILABLE');
      }
      const [run] = await db().select().from(tripDays).where(eq(tripDays.itineraryId, line.itineraryId));
      expect(run?.seatsBooked).toBe(CAPACITY);
      // Only the riders who got a seat were charged.
      const winners = answers.flatMap((answer, index) =>
        answer.statusCode === 201 ? [riders[index]?.rider.id ?? 0] : [],
      );
      const bookingIds = answers
        .filter((answer) => answer.statusCode === 201)
        .map((answer) => answer.json().id);
      const debits = await db()
        .select({ userId: ledgerTransactions.userId })
        .from(ledgerTransactions)
        .where(
          and(eq(ledgerTransactions.kind, 'booking'), inArray(ledgerTransactions.bookingId, bookingIds)),
        );
      expect(debits.map((debit) => debit.userId).sort()).toEqual([...winners].sort());
    }
    const [spent] = await db()
      .select({ total: sql<number>`sum(${wallets.balanceKobo})::bigint` })
      .from(wallets)
      .where(
        inArray(
          wallets.userId,
          riders.map(({ rider }) => rider.id),
        ),
      );
    expect(Number(spent?.total)).toBe(RIDERS * TRIALS * LINE_FARE_KOBO - TRIALS * CAPACITY * LINE_FARE_KOBO);
  }, 600_000);

  it('R3: a N10,000 wallet and 50 concurrent N700 bookings: exactly 14 succeed, N200 left', async () => {
    const line = await createBookableLine(db(), { outbound: { capacity: 60 } });
    // A departure whose own fare from the first stop to the last is N700.
    await db().execute(
      sql`INSERT INTO itinerary_fares (itinerary_id, pickup_stop_id, dropoff_stop_id, fare_kobo)
          VALUES (${line.itineraryId}, ${line.stops[0]}, ${line.stops[2]}, 70000)`,
    );
    const rider = await createRider(db(), { balanceKobo: 1_000_000 });
    const headers = await riderHeader(ctx.app, rider);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `/v1/users/${rider.id}/routes`,
          headers,
          payload: oneWayBody(line, THURSDAY),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(14);
    expect(statuses.filter((status) => status === 402)).toHaveLength(36);
    const [wallet] = await db().select().from(wallets).where(eq(wallets.id, rider.walletId));
    expect(wallet?.balanceKobo).toBe(20_000);
    const [run] = await db().select().from(tripDays).where(eq(tripDays.itineraryId, line.itineraryId));
    expect(run?.seatsBooked).toBe(14);
  });
});
