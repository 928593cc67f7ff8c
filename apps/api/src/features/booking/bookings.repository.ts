import {
  alias,
  and,
  asc,
  type BookingRideRow,
  type BookingRow,
  type BookingWeekRow,
  bookingRides,
  bookings,
  bookingWeeks,
  busStops,
  count,
  desc,
  type Executor,
  eq,
  exists,
  inArray,
  itineraries,
  lte,
  not,
  promoCodes,
  promoRedemptions,
  routes,
  rowsOf,
  type SQL,
  sql,
  tripDays,
  users,
} from '@shuttle/db';
import { queuePushFrom } from '../notifications/push-outbox-statement.ts';

export type NewBooking = typeof bookings.$inferInsert;
export type NewBookingWeek = typeof bookingWeeks.$inferInsert;
export type NewBookingRide = typeof bookingRides.$inferInsert;

const pickupStop = alias(busStops, 'pickup_stop');
const destinationStop = alias(busStops, 'destination_stop');
const stopColumns = (stop: typeof pickupStop | typeof destinationStop) => ({
  id: stop.id,
  name: stop.name,
  location: stop.location,
});

/** A ride with what the rider sees of it: its date, route and stops. */
export interface RideView extends BookingRideRow {
  tripDate: string;
  itineraryId: number;
  route: { id: number; code: string; name: string };
  pickup: { id: number; name: string; location: string };
  destination: { id: number; name: string; location: string };
  /** The promo code whose discount this ride used, if any. */
  promoCode: string | null;
}

export interface BookingView extends BookingRow {
  pickup: { id: number; name: string; location: string };
  destination: { id: number; name: string; location: string };
  rides: RideView[];
  weeks: BookingWeekRow[];
}

/** What `book_seats_and_money` takes: every value of the booking, in the column names. */
export interface BookingWriteStep {
  at: string;
  bookable_statuses: readonly string[];
  booking: {
    id: number;
    user_id: number;
    route_type: string;
    subscription_route_type: string | null;
    pickup_id: number;
    destination_id: number;
    itinerary_id: number;
    return_itinerary_id: number | null;
    departure_date: string;
    return_date: string | null;
    trip_days: number[] | null;
    subscription_weeks: number | null;
    wallet_source: string;
    seats: number;
    luggage_quantity: number;
    total_kobo: number;
  };
  /** Runs to make first, in the order they are made. */
  make_runs: { ord: number; itinerary_id: number; trip_date: string }[];
  debit: {
    user_id: number;
    wallet_id?: number;
    account: string;
    counter_account: string;
    amount_kobo: number;
    discount_kobo: number;
    title: string;
  };
  /** Grant rides to use, per grant. */
  grants: { id: number; rides: number }[];
  weeks: {
    id: number;
    week_number: number;
    first_ride_date: string;
    bill_at: string;
    status: 'paid' | 'pending';
    amount_kobo: number | null;
    discount_kobo: number;
    billed_at: string | null;
  }[];
  rides: {
    ord: number;
    id: number;
    week_id: number;
    /** Null for a run made by this step. */
    trip_day_id: number | null;
    itinerary_id: number;
    trip_date: string;
    leg: string;
    pickup_id: number;
    destination_id: number;
    departure_time: string;
    pickup_time: string;
    arrival_time: string;
    fare_kobo: number;
    promo_redemption_id: number | null;
    discount_kobo: number;
    boarding_code: string;
  }[];
  notice: { title: string; body: string; link: string | null };
  /** None when the rider turned booking emails off (docs/decisions/257). */
  email: { id: string; to: string; subject: string; text: string; list_unsubscribe?: string } | null;
  /**
   * The web push of the notice, for its outbox: none when the rider turned booking pushes off.
   * Not read by `book_seats_and_money`: `bookSeatsAndMoney` writes it in the same statement.
   */
  push: { id: string; user_ids: number[]; title: string; body: string; link: string } | null;
  /** The answer to store on the claimed idempotency key, when it is known before the write. */
  answer: { user_id: number; scope: string; key: string; status: number; body: unknown } | null;
}

export type BookingWriteOutcome =
  | { outcome: 'booked'; transaction_id: number; trip_days: { ord: number; id: number }[] }
  | { outcome: 'no_wallet' }
  | { outcome: 'short' }
  | { outcome: 'run_missing'; itinerary_id: number; trip_date: string }
  | { outcome: 'grant_short'; redemption_id: number }
  | { outcome: 'full'; trip_day_id: number; ord: number };

/** A booking has an upcoming ride while one of its booked rides is today or later. */
const hasUpcomingRide = (today: string) =>
  exists(
    sql`(SELECT 1 FROM booking_rides r JOIN trip_days t ON t.id = r.trip_day_id
         WHERE r.booking_id = ${bookings.id} AND r.status = 'booked' AND t.trip_date >= ${today}::date)`,
  );

/** The SQL of bookings, their weeks and rides. Only the booking capability uses it. */
export class BookingsRepository {
  constructor(private readonly db: Executor) {}

  async insertBooking(values: NewBooking): Promise<BookingRow> {
    const [row] = await this.db.insert(bookings).values(values).returning();
    if (!row) throw new Error('booking was not written');
    return row;
  }

  insertWeeks(values: NewBookingWeek[]): Promise<BookingWeekRow[]> {
    return this.db.insert(bookingWeeks).values(values).returning();
  }

  insertRides(values: NewBookingRide[]): Promise<BookingRideRow[]> {
    return this.db.insert(bookingRides).values(values).returning();
  }

  /**
   * Who pays and where the notice goes, with the ids the booking, its weeks and its rides will
   * have, taken from their sequences in the same round trip (docs/decisions/182): the whole
   * booking can then be written in one call. `hasDiscount` (an SQL condition of the promotions
   * feature) says whether discounts need planning. Undefined when the user does not exist.
   */
  async payerWithIds(userId: number, weeks: number, rides: number, hasDiscount: SQL, claimKey?: SQL) {
    // The idempotency key's claim, when given, runs first as a CTE: a key taken by an earlier
    // request makes `claimed` false (docs/decisions/194).
    const claim = claimKey ? sql`WITH claim AS (${claimKey}) ` : sql``;
    const claimed = claimKey ? sql`EXISTS (SELECT 1 FROM claim)` : sql`true`;
    const [row] = await rowsOf<{
      id: number;
      corporate_id: number | null;
      fname: string;
      email: string;
      booking_id: number;
      week_ids: number[];
      ride_ids: number[];
      has_discount: boolean;
      claimed: boolean;
      booking_email: boolean;
      booking_push: boolean;
    }>(
      this.db,
      sql`${claim}SELECT u.id, u.corporate_id, u.fname, u.email, ${claimed} AS claimed,
            nextval(pg_get_serial_sequence('bookings', 'id'))::int AS booking_id,
            ARRAY(SELECT nextval(pg_get_serial_sequence('booking_weeks', 'id'))::int
                  FROM generate_series(1, ${weeks}::int)) AS week_ids,
            ARRAY(SELECT nextval(pg_get_serial_sequence('booking_rides', 'id'))::int
                  FROM generate_series(1, ${rides}::int)) AS ride_ids,
            ${hasDiscount} AS has_discount,
            NOT EXISTS (SELECT 1 FROM notification_preferences np WHERE np.user_id = u.id
              AND np.kind = 'booking' AND np.channel = 'email' AND NOT np.enabled) AS booking_email,
            NOT EXISTS (SELECT 1 FROM notification_preferences np WHERE np.user_id = u.id
              AND np.kind = 'booking' AND np.channel = 'push' AND NOT np.enabled) AS booking_push
          FROM users u WHERE u.id = ${userId}::int`,
    );
    if (!row) return undefined;
    return {
      payer: { id: row.id, corporateId: row.corporate_id, fname: row.fname, email: row.email },
      bookingId: Number(row.booking_id),
      weekIds: row.week_ids.map(Number),
      rideIds: row.ride_ids.map(Number),
      hasDiscount: row.has_discount === true,
      claimed: row.claimed === true,
      /** Whether the confirmation goes by email too: the rider's choice, read in this round trip. */
      wantsBookingEmail: row.booking_email === true,
      /** Whether it goes by web push too, read likewise. */
      wantsBookingPush: row.booking_push === true,
    };
  }

  /**
   * The write step of a booking in one call of `book_seats_and_money` (migration 0750,
   * docs/decisions/182): runs, booking, debit and ledger entries, grant rides, weeks, rides,
   * notice, email, seats and the idempotent answer. A refusal is an outcome; the caller throws
   * and its transaction rolls back. The notice's push joins its outbox in the same statement,
   * once the function answers booked (docs/decisions/263).
   */
  async bookSeatsAndMoney(step: BookingWriteStep): Promise<BookingWriteOutcome> {
    const [row] = await rowsOf<{ outcome: BookingWriteOutcome | string }>(
      this.db,
      sql`WITH step AS (SELECT ${JSON.stringify(step)}::jsonb AS p),
          written AS (SELECT book_seats_and_money(step.p) AS outcome FROM step),
          pushed AS (${queuePushFrom({
            push: sql`p->'push'`,
            at: sql`(p->>'at')::timestamptz`,
            from: sql`step, written`,
            when: sql`written.outcome->>'outcome' = 'booked'`,
          })})
          SELECT outcome FROM written`,
    );
    if (!row) throw new Error('book_seats_and_money returned no row');
    // PGlite hands jsonb back parsed; node-postgres too, but a text cast would not be.
    return typeof row.outcome === 'string' ? (JSON.parse(row.outcome) as BookingWriteOutcome) : row.outcome;
  }

  /** Who pays, and where the notice goes. */
  async payer(userId: number) {
    const [row] = await this.db
      .select({ id: users.id, corporateId: users.corporateId, fname: users.fname, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /** Bookings with their stops, rides and weeks, in the order of `ids`. */
  async load(ids: number[], options: { upcomingFrom?: string } = {}): Promise<BookingView[]> {
    if (ids.length === 0) return [];
    // One after another: inside a transaction the three share one connection.
    const bookingRows = await this.db
      .select({
        booking: bookings,
        pickup: stopColumns(pickupStop),
        destination: stopColumns(destinationStop),
      })
      .from(bookings)
      .innerJoin(pickupStop, eq(pickupStop.id, bookings.pickupId))
      .innerJoin(destinationStop, eq(destinationStop.id, bookings.destinationId))
      .where(inArray(bookings.id, ids));
    const rideRows = await this.db
      .select({
        ride: bookingRides,
        tripDate: tripDays.tripDate,
        itineraryId: tripDays.itineraryId,
        route: { id: routes.id, code: routes.code, name: routes.name },
        pickup: stopColumns(pickupStop),
        destination: stopColumns(destinationStop),
        promoCode: promoCodes.code,
      })
      .from(bookingRides)
      .innerJoin(tripDays, eq(tripDays.id, bookingRides.tripDayId))
      .innerJoin(itineraries, eq(itineraries.id, tripDays.itineraryId))
      .innerJoin(routes, eq(routes.id, itineraries.routeId))
      .innerJoin(pickupStop, eq(pickupStop.id, bookingRides.pickupId))
      .innerJoin(destinationStop, eq(destinationStop.id, bookingRides.destinationId))
      .leftJoin(promoRedemptions, eq(promoRedemptions.id, bookingRides.promoRedemptionId))
      .leftJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
      .where(
        and(
          inArray(bookingRides.bookingId, ids),
          options.upcomingFrom === undefined
            ? undefined
            : and(
                eq(bookingRides.status, 'booked'),
                sql`${tripDays.tripDate} >= ${options.upcomingFrom}::date`,
              ),
        ),
      )
      .orderBy(asc(tripDays.tripDate), asc(bookingRides.pickupTime), asc(bookingRides.id));
    const weekRows = await this.db
      .select()
      .from(bookingWeeks)
      .where(inArray(bookingWeeks.bookingId, ids))
      .orderBy(asc(bookingWeeks.weekNumber));
    const byId = new Map(bookingRows.map((row) => [row.booking.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          ...row.booking,
          pickup: row.pickup,
          destination: row.destination,
          rides: rideRows
            .filter((ride) => ride.ride.bookingId === id)
            .map((ride) => ({
              ...ride.ride,
              tripDate: ride.tripDate,
              itineraryId: ride.itineraryId,
              route: ride.route,
              pickup: ride.pickup,
              destination: ride.destination,
              promoCode: ride.promoCode,
            })),
          weeks: weekRows.filter((week) => week.bookingId === id),
        },
      ];
    });
  }

  /** A rider's active bookings (an upcoming booked ride) or past ones (none), newest first. */
  async listIds(
    userId: number,
    kind: 'active' | 'past',
    today: string,
    page: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    const upcoming = hasUpcomingRide(today);
    const where = and(
      eq(bookings.userId, userId),
      kind === 'active' ? and(eq(bookings.status, 'active'), upcoming) : not(upcoming),
    );
    const rows = await this.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await this.db.select({ total: count() }).from(bookings).where(where);
    return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
  }

  async ownedBy(bookingId: number, userId: number): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
    return row;
  }

  /** The rides of a booking with their date and whether (and by what) their week was paid. */
  ridesWithWeeks(bookingId: number) {
    return this.db
      .select({
        id: bookingRides.id,
        status: bookingRides.status,
        runStatus: tripDays.status,
        tripDate: tripDays.tripDate,
        departureTime: itineraries.departureTime,
        pickupTime: bookingRides.pickupTime,
        routeCode: routes.code,
        routeName: routes.name,
      })
      .from(bookingRides)
      .innerJoin(tripDays, eq(tripDays.id, bookingRides.tripDayId))
      .innerJoin(itineraries, eq(itineraries.id, tripDays.itineraryId))
      .innerJoin(routes, eq(routes.id, itineraries.routeId))
      .where(eq(bookingRides.bookingId, bookingId))
      .orderBy(asc(tripDays.tripDate), asc(bookingRides.id));
  }

  /**
   * Cancels the rides that are still booked, in one conditional UPDATE: of two concurrent
   * cancellations, only one gets a ride back, so only one refunds it and frees its seat (R10).
   */
  cancelBooked(rideIds: number[], now: Date) {
    if (rideIds.length === 0) return Promise.resolve([]);
    return this.db
      .update(bookingRides)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(inArray(bookingRides.id, rideIds), eq(bookingRides.status, 'booked')))
      .returning({
        id: bookingRides.id,
        tripDayId: bookingRides.tripDayId,
        weekId: bookingRides.weekId,
        seats: bookingRides.seats,
        fareKobo: bookingRides.fareKobo,
        discountKobo: bookingRides.discountKobo,
        promoRedemptionId: bookingRides.promoRedemptionId,
      });
  }

  /**
   * Every booked ride of one billing week, locked: a cancellation running at the same time
   * waits for the bill, so a ride is never both charged and cancelled without its refund.
   */
  lockBookedRidesOfWeek(weekId: number) {
    return this.db
      .select({ id: bookingRides.id, fareKobo: bookingRides.fareKobo, seats: bookingRides.seats })
      .from(bookingRides)
      .where(and(eq(bookingRides.weekId, weekId), eq(bookingRides.status, 'booked')))
      .orderBy(asc(bookingRides.id))
      .for('update');
  }

  /**
   * Locks a booking's weeks before its rides change, in the order the billing job takes them
   * (week, then rides), so that a cancellation and a weekly bill of one booking queue instead
   * of deadlocking.
   */
  async lockWeeks(bookingId: number): Promise<void> {
    await this.db
      .select({ id: bookingWeeks.id })
      .from(bookingWeeks)
      .where(eq(bookingWeeks.bookingId, bookingId))
      .orderBy(asc(bookingWeeks.id))
      .for('update');
  }

  weeksByIds(weekIds: number[]) {
    if (weekIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(bookingWeeks).where(inArray(bookingWeeks.id, weekIds));
  }

  async setRefund(rideIds: number[], refundTransactionId: number): Promise<void> {
    await this.db.update(bookingRides).set({ refundTransactionId }).where(inArray(bookingRides.id, rideIds));
  }

  /**
   * Records the discounts that rides of a week took when the week was billed, and takes them
   * off the booking's total (which holds every ride at what it costs the rider).
   */
  async setRideDiscounts(
    bookingId: number,
    discounts: { rideId: number; redemptionId: number; discountKobo: number }[],
  ): Promise<void> {
    if (discounts.length === 0) return;
    for (const discount of discounts) {
      await this.db
        .update(bookingRides)
        .set({ promoRedemptionId: discount.redemptionId, discountKobo: discount.discountKobo })
        .where(eq(bookingRides.id, discount.rideId));
    }
    const totalKobo = discounts.reduce((total, discount) => total + discount.discountKobo, 0);
    await this.db
      .update(bookings)
      .set({ totalKobo: sql`${bookings.totalKobo} - ${totalKobo}` })
      .where(eq(bookings.id, bookingId));
  }

  /** A week that is still to be billed and has no booked ride left will never be billed. */
  async closeEmptyPendingWeeks(bookingId: number): Promise<void> {
    await this.db
      .update(bookingWeeks)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(bookingWeeks.bookingId, bookingId),
          eq(bookingWeeks.status, 'pending'),
          not(
            exists(
              sql`(SELECT 1 FROM booking_rides r WHERE r.week_id = ${bookingWeeks.id} AND r.status = 'booked')`,
            ),
          ),
        ),
      );
  }

  /** A booking whose every ride is cancelled is cancelled. */
  async closeIfAllCancelled(bookingId: number, now: Date): Promise<void> {
    await this.db
      .update(bookings)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, 'active'),
          not(
            exists(
              sql`(SELECT 1 FROM booking_rides r WHERE r.booking_id = ${bookings.id} AND r.status <> 'cancelled')`,
            ),
          ),
        ),
      );
  }

  /**
   * Claims one week that is due for billing, locked for this transaction; SKIP LOCKED lets
   * another billing process take the next one instead of waiting (ADR 061).
   */
  async claimDueWeek(now: Date) {
    const [row] = await this.db
      .select({ week: bookingWeeks, booking: bookings })
      .from(bookingWeeks)
      .innerJoin(bookings, eq(bookings.id, bookingWeeks.bookingId))
      .where(and(eq(bookingWeeks.status, 'pending'), lte(bookingWeeks.billAt, now)))
      .orderBy(asc(bookingWeeks.billAt), asc(bookingWeeks.id))
      .limit(1)
      .for('update', { of: bookingWeeks, skipLocked: true });
    return row;
  }

  async settleWeek(
    weekId: number,
    outcome:
      | { status: 'paid'; amountKobo: number; discountKobo: number; ledgerTransactionId: number }
      | { status: 'unpaid' | 'cancelled' },
    now: Date,
  ): Promise<void> {
    await this.db
      .update(bookingWeeks)
      .set(
        outcome.status === 'paid'
          ? {
              status: 'paid',
              amountKobo: outcome.amountKobo,
              discountKobo: outcome.discountKobo,
              ledgerTransactionId: outcome.ledgerTransactionId,
              billedAt: now,
            }
          : { status: outcome.status, billedAt: now },
      )
      .where(eq(bookingWeeks.id, weekId));
  }
}
