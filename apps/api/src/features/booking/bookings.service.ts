import {
  BOOKING_MESSAGES,
  type Booking,
  type BookingInput,
  type BookingList,
  type BookingQuote,
  bookingHorizonMessage,
  type CancelBookingInput,
  type CancellationAnswer,
  describeRide,
  formatRideDate,
  lagosDate,
  lastBookableDate,
  type QuotedRide,
} from '@shuttle/contracts';
import type { Executor, RideStatus, Transaction, TripDayStatus } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import {
  type IdempotentAnswer,
  type IdempotentWork,
  KeyAlreadyClaimed,
  type PendingClaim,
  runIdempotent,
  runIdempotentClaimingFirst,
} from '../../shared/idempotency.ts';
import {
  BOOKABLE_TRIP_DAY_STATUSES,
  clockTime,
  lagosMinuteOfDay,
  type NetworkService,
  type RideQuote,
} from '../network/network.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RideDiscountsService } from '../promotions/ride-discounts.service.ts';
import type { ReceiptsService } from '../receipts/receipts.service.ts';
import type { RunSeats } from '../runs/run-seats.service.ts';
import type { CalledOffRide, RunBus } from '../runs/runs.service.ts';
import type { LedgerService, PreparedBookingDebit } from '../wallet/ledger.service.ts';
import {
  bookingConfirmedNotice,
  fromWaitlistNotice,
  notifyRider,
  riderNoticeRows,
  ridesCancelledNotice,
  runCancelledNotice,
} from './booking-notifications.ts';
import { bookingReceiptOf } from './booking-receipt.ts';
import {
  amountOf,
  type BookedOutcome,
  bookingViewOf,
  discountKoboOf,
  newBookingRows,
  type PricedRide,
  ridesOnRuns,
  stopsOf,
  sum,
  weeksOf,
  writeStepOf,
} from './booking-rows.ts';
import { BookingsRepository, type BookingView, type BookingWriteOutcome } from './bookings.repository.ts';
import { type DailyActivity, DailyActivityRepository } from './daily-activity.repository.ts';
import { cancellationDeadline, planRides } from './ride-plan.ts';
import type { WaitlistService } from './waitlist.service.ts';

interface Payer {
  id: number;
  corporateId: number | null;
  fname: string;
  email: string;
}

/**
 * Why none of these rides can be cancelled, in the words of the state that stops it (ADR 227):
 * boarded, completed or no-show first, then a run called off or missed, and "already
 * cancelled" only for rides that really are.
 */
export function whyNotCancellable(rides: { status: RideStatus; runStatus: TripDayStatus }[]): string {
  const first = (status: RideStatus) => rides.some((ride) => ride.status === status);
  if (first('boarded')) return BOOKING_MESSAGES.rideBoarded;
  if (first('completed')) return BOOKING_MESSAGES.rideCompleted;
  if (first('no_show')) return BOOKING_MESSAGES.rideNoShow;
  const cancelled = rides.filter((ride) => ride.status === 'cancelled');
  if (cancelled.length > 0 && cancelled.every((ride) => ride.runStatus === 'missed')) {
    return BOOKING_MESSAGES.runMissed;
  }
  if (cancelled.length > 0 && cancelled.every((ride) => ride.runStatus === 'cancelled')) {
    return BOOKING_MESSAGES.runCancelled;
  }
  return BOOKING_MESSAGES.nothingToCancel;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const rideOf = (quote: RideQuote) => ({
  trip_date: quote.tripDate,
  departure_time: quote.departureTime,
  pickup_time: quote.pickupTime,
  route: quote.route,
});

export function seatUnavailable(quote: RideQuote, seatsLeft: number): AppError {
  const left =
    seatsLeft <= 0 ? 'is full' : `has only ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
  return new AppError(
    'SEAT_UNAVAILABLE',
    `Sorry, ${describeRide(rideOf(quote))} ${left}. Nothing was booked or charged.`,
  );
}

/** A ride just booked: its id and its run's date (Lagos). */
export interface BookedRideDate {
  id: number;
  tripDate: string;
}

/** What booking stands on, each built once by the composition root (services.ts). */
export interface BookingParts {
  network: NetworkService;
  ledger: LedgerService;
  notifications: NotificationsService;
  /** The runs feature's seat count, which a cancellation gives seats back to. */
  seats: RunSeats;
  /** The promotions feature's ride discounts. */
  discounts: RideDiscountsService;
  /** The receipts feature, which numbers and emails the booking's receipt in its transaction. */
  receipts: Pick<ReceiptsService, 'issueForBooking'>;
  /** The lines of sold-out rides, which book through `bookFromWaitlist`. */
  waitlist: Pick<WaitlistService, 'seatsFreed'>;
  /** The runs feature's bus and driver of runs, for the booking page and the pass (ADR 256). */
  buses?: (runIds: number[]) => Promise<Map<number, RunBus>>;
}

/**
 * Booking rides (issue "Booking on the server"): pricing, the booking transaction, the reads
 * and cancellation with an instant refund. Seats go through NetworkService, money through
 * LedgerService; both run inside this service's transaction.
 */
export class BookingsService {
  private readonly network: NetworkService;
  private readonly seats: RunSeats;
  private readonly ledger: LedgerService;
  private readonly notifications: NotificationsService;
  private readonly discounts: RideDiscountsService;
  private readonly receipts: Pick<ReceiptsService, 'issueForBooking'>;
  private readonly waitlist: Pick<WaitlistService, 'seatsFreed'>;
  private readonly buses?: (runIds: number[]) => Promise<Map<number, RunBus>>;
  private readonly bookedListeners = new Set<(rides: BookedRideDate[]) => void>();

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'config' | 'kickOutbox'>,
    parts: BookingParts,
  ) {
    this.network = parts.network;
    this.ledger = parts.ledger;
    this.notifications = parts.notifications;
    this.seats = parts.seats;
    this.discounts = parts.discounts;
    this.receipts = parts.receipts;
    this.waitlist = parts.waitlist;
    this.buses = parts.buses;
  }

  /**
   * Books one ride for the first rider in a waitlist's line, inside the transaction that freed
   * its seat: the booking's own write step (docs/decisions/259-waitlist-books-itself.md).
   */
  async bookFromWaitlist(tx: Transaction, userId: number, input: BookingInput): Promise<Booking> {
    const work = await this.bookIn(tx, userId, input, undefined, { fromWaitlist: true });
    return work.body;
  }

  /**
   * Seats were freed on these runs inside `tx` (the runs feature's `FreedSeats` port, and the
   * weekly bill's): the first riders in their lines are booked in the same transaction.
   * How many riders were booked or told they were passed over.
   */
  seatsFreed(tx: Transaction, tripDayIds: number[]): Promise<number> {
    return this.waitlist.seatsFreed(tx, tripDayIds);
  }

  private appLink(path: string): string {
    return new URL(path, this.deps.config.PUBLIC_URL).toString();
  }

  private async payer(db: Executor, userId: number): Promise<Payer> {
    const payer = await new BookingsRepository(db).payer(userId);
    if (!payer) throw notFound('User not found');
    return payer;
  }

  /**
   * Every ride of the booking, priced from the fare table of its departure and stops, all
   * read in one statement; the first ride (in plan order) that cannot be sold refuses it.
   */
  private async priceRides(db: Executor, payer: Payer, input: BookingInput): Promise<PricedRide[]> {
    const planned = planRides(input);
    const lookups = await this.network.findItinerariesForRides(
      planned.map((ride) => ({
        itineraryId: ride.itineraryId,
        pickupId: ride.pickupId,
        destinationId: ride.destinationId,
        tripDate: ride.tripDate,
        corporateId: payer.corporateId,
      })),
      db,
    );
    return planned.map((ride, index) => {
      const lookup = lookups[index];
      if (!lookup) throw new Error(`ride ${index} was not looked up`);
      if (!lookup.bookable) {
        const which = ride.leg === 'return' ? 'return ride' : 'ride';
        throw new AppError(
          'RIDE_UNAVAILABLE',
          `The ${which} on ${formatRideDate(ride.tripDate)} cannot be booked: ${lookup.message}`,
        );
      }
      if (lookup.ride.seatsAvailable < input.seats)
        throw seatUnavailable(lookup.ride, lookup.ride.seatsAvailable);
      return { ...ride, quote: lookup.ride, discount: null };
    });
  }

  /** A booking starts (and returns) no later than BOOKING_HORIZON_DAYS ahead (ADR 109). */
  private requireWithinHorizon(input: BookingInput): void {
    const horizonDays = this.deps.config.BOOKING_HORIZON_DAYS;
    const lastDate = lastBookableDate(lagosDate(this.deps.clock.now()), horizonDays);
    const latest =
      input.return_date && input.return_date > input.departure_date
        ? input.return_date
        : input.departure_date;
    if (latest > lastDate) {
      throw new AppError(
        'VALIDATION_ERROR',
        `${bookingHorizonMessage(horizonDays)} Choose a date up to ${lastDate}.`,
      );
    }
  }

  /**
   * The rider's ride discounts on the rides paid at booking (week 1), in plan order
   * (docs/decisions/115): a Personal booking only, since a company's money is not the rider's
   * to discount. Later weeks take theirs when they are billed. With `lock` the grants stay
   * locked until the booking commits.
   */
  private async applyDiscounts(
    db: Executor,
    userId: number,
    input: BookingInput,
    priced: PricedRide[],
    options: { lock?: boolean } = {},
  ): Promise<PricedRide[]> {
    if (input.walletSource !== 'Personal') return priced;
    const paidNow = priced.filter((ride) => ride.week === 1);
    const planned = await this.discounts.plan(
      db,
      userId,
      paidNow.map((ride) => ride.quote.fareKobo * input.seats),
      options,
    );
    const discountFor = new Map(paidNow.map((ride, index) => [ride, planned[index] ?? null]));
    return priced.map((ride) => ({ ...ride, discount: discountFor.get(ride) ?? null }));
  }

  /** What the booking would be, priced, without booking anything. */
  async quote(userId: number, input: BookingInput): Promise<BookingQuote> {
    this.requireWithinHorizon(input);
    const db = this.deps.db;
    const payer = await this.payer(db, userId);
    const priced = await this.applyDiscounts(db, userId, input, await this.priceRides(db, payer, input));
    const stop = stopsOf(priced);
    const weeks = weeksOf(priced, input.seats);
    const rides: QuotedRide[] = priced.map((ride) => ({
      leg: ride.leg,
      week: ride.week,
      trip_date: ride.tripDate,
      route: ride.quote.route,
      itinerary_id: ride.itineraryId,
      departure_time: ride.quote.departureTime,
      pickup_time: ride.quote.pickupTime,
      arrival_time: ride.quote.arrivalTime,
      pickup: stop(ride.pickupId),
      destination: stop(ride.destinationId),
      fare_kobo: ride.quote.fareKobo,
      seats: input.seats,
      discount_kobo: discountKoboOf(ride),
      promo_code: ride.discount?.code ?? null,
      amount_kobo: amountOf(ride, input.seats),
      seats_available: ride.quote.seatsAvailable,
    }));
    return {
      rides,
      seats: input.seats,
      total_kobo: sum(rides.map((ride) => ride.amount_kobo)),
      discount_kobo: sum(rides.map((ride) => ride.discount_kobo)),
      due_now_kobo: weeks[0]?.amountKobo ?? 0,
      weeks: weeks.map((week) => ({
        week: week.week,
        first_ride_date: week.firstRideDate,
        amount_kobo: week.amountKobo,
      })),
    };
  }

  /**
   * Books in one transaction: price every ride, debit the first week, write the booking, its
   * weeks and rides, queue the notice, and take the seats (any one full: 409, nothing kept).
   */
  async book(userId: number, input: BookingInput, idempotencyKey: string | undefined) {
    this.requireWithinHorizon(input);
    const answer = await runIdempotentClaimingFirst(
      this.deps.db,
      { userId, scope: 'POST /users/:userId/routes', key: idempotencyKey, body: input },
      (tx, claim) => this.bookIn(tx, userId, input, claim),
    );
    if (!answer.replayed) {
      this.deps.kickOutbox();
      const rides = answer.body.rides.map((ride) => ({ id: ride.id, tripDate: ride.trip_date }));
      for (const listener of this.bookedListeners) listener(rides);
    }
    return answer;
  }

  /**
   * Called after a booking committed, with its rides (a replayed answer is not a booking): a
   * ride booked inside the reminder window is reminded at once (docs/decisions/256).
   */
  onBooked(listener: (rides: BookedRideDate[]) => void): () => void {
    this.bookedListeners.add(listener);
    return () => this.bookedListeners.delete(listener);
  }

  private async bookIn(
    tx: Transaction,
    userId: number,
    input: BookingInput,
    claim: PendingClaim | undefined,
    options: { fromWaitlist?: boolean } = {},
  ): Promise<IdempotentWork<Booking>> {
    // Price: one round trip for the key's claim, the payer and every id the booking will have
    // (docs/decisions/182, docs/decisions/194), then the rides' facts and discounts.
    const planned = planRides(input);
    const repository = new BookingsRepository(tx);
    const start = await repository.payerWithIds(
      userId,
      new Set(planned.map((ride) => ride.week)).size,
      planned.length,
      this.discounts.openDiscountExists(userId),
      claim?.insert,
    );
    if (!start) throw notFound('User not found');
    if (!start.claimed) throw new KeyAlreadyClaimed();
    const { payer, bookingId } = start;
    // The grants are locked before the wallet, in every transaction that uses both; a rider
    // without an open grant has nothing to plan or lock.
    const fullFare = await this.priceRides(tx, payer, input);
    const priced = start.hasDiscount
      ? await this.applyDiscounts(tx, userId, input, fullFare, { lock: true })
      : fullFare;

    // Rows: every row the write stores, the debit and the notice.
    const now = this.deps.clock.now();
    const rows = newBookingRows(userId, input, priced, start, now);
    const [firstWeek] = weeksOf(priced, input.seats);
    if (!firstWeek) throw new AppError('VALIDATION_ERROR', BOOKING_MESSAGES.subscriptionNeeded);
    const debit = await this.ledger.prepareBookingDebit(tx, {
      source: input.walletSource,
      user: payer,
      amountKobo: firstWeek.amountKobo,
      discountKobo: firstWeek.discountKobo,
      bookingId,
      title: input.route_type === 'subscription' ? `Booking #${bookingId}, week 1` : `Booking #${bookingId}`,
    });
    const confirmed = bookingConfirmedNotice(
      bookingId,
      priced.map((ride) => ({
        tripDate: ride.tripDate,
        departureTime: ride.quote.departureTime,
        pickupTime: ride.quote.pickupTime,
        routeCode: ride.quote.route.code,
      })),
      firstWeek.amountKobo,
      this.appLink(`/dashboard/my-bookings/${bookingId}`),
    );
    const notice = riderNoticeRows(
      this.deps,
      payer,
      options.fromWaitlist ? fromWaitlistNotice(confirmed) : confirmed,
      { email: start.wantsBookingEmail, push: start.wantsBookingPush },
    );
    // With every run known, the answer is known before the write, which stores it on the
    // idempotency key in the same call.
    const answerNow =
      rows.runsToMake.length === 0
        ? this.toAnswer(bookingViewOf(rows, ridesOnRuns(rows.rides), input))
        : undefined;

    // Write: one call; a refusal is an outcome, worded here, and the transaction rolls back.
    const outcome = await repository.bookSeatsAndMoney(
      writeStepOf(rows, {
        at: now.toISOString(),
        bookableStatuses: BOOKABLE_TRIP_DAY_STATUSES,
        debit: {
          user_id: debit.userId,
          ...(debit.walletId === undefined ? {} : { wallet_id: debit.walletId }),
          account: debit.account,
          counter_account: debit.counterAccount,
          amount_kobo: debit.amountKobo,
          discount_kobo: debit.discountKobo,
          title: debit.title,
        },
        grants: this.discounts.ridesPerGrant(priced.map((ride) => ride.discount)),
        notice: {
          title: notice.notification.title,
          body: notice.notification.body,
          link: notice.notification.link,
        },
        email: notice.email,
        push: notice.push,
        answer:
          answerNow && claim
            ? { user_id: claim.userId, scope: claim.scope, key: claim.key, status: 201, body: answerNow }
            : null,
      }),
    );
    if (outcome.outcome !== 'booked') throw this.refusalOf(outcome, rows.runsToMake, priced, debit);
    // Numbered last: the year's receipt counter stays locked from here to the commit (ADR 247).
    await this.receipts.issueForBooking(
      tx,
      payer,
      bookingReceiptOf(bookingId, priced, input.seats, firstWeek, debit, outcome.transaction_id),
    );

    // Outcome: the answer stored with the write, or made now that the runs it made are known.
    if (answerNow) return { status: 201, body: answerNow, stored: claim !== undefined };
    const weeks = rows.weeks.map((row) =>
      row.status === 'paid' ? { ...row, ledgerTransactionId: outcome.transaction_id } : row,
    );
    const rides = ridesOnRuns(rows.rides, outcome.trip_days);
    return { status: 201, body: this.toAnswer(bookingViewOf({ ...rows, weeks }, rides, input)) };
  }

  /** The error a refused write answers with; nothing it wrote is kept. */
  private refusalOf(
    outcome: Exclude<BookingWriteOutcome, BookedOutcome>,
    runsToMake: PricedRide[],
    priced: PricedRide[],
    debit: PreparedBookingDebit,
  ): Error {
    switch (outcome.outcome) {
      case 'no_wallet':
      case 'short':
        return this.ledger.bookingDebitRefused(debit, outcome.outcome === 'no_wallet');
      case 'run_missing': {
        const ride = runsToMake.find(
          (each) => each.itineraryId === outcome.itinerary_id && each.tripDate === outcome.trip_date,
        );
        return new AppError(
          'RIDE_UNAVAILABLE',
          ride
            ? `${capitalise(describeRide(rideOf(ride.quote)))} cannot be booked.`
            : 'The ride cannot be booked.',
        );
      }
      case 'grant_short':
        // Cannot happen under the grants' lock: a fault, and the transaction rolls back.
        return new Error(`discount grant ${outcome.redemption_id} has fewer rides left than planned`);
      case 'full':
        // Any one full run refuses the whole booking (nothing written is kept).
        return seatUnavailable((priced[outcome.ord] as PricedRide).quote, 0);
    }
  }

  /** Active bookings (with an upcoming booked ride) and their upcoming rides, newest first. */
  async active(userId: number, page: number, limit: number): Promise<BookingList> {
    const repository = new BookingsRepository(this.deps.db);
    const today = lagosDate(this.deps.clock.now());
    const { ids, total } = await repository.listIds(userId, 'active', today, page, limit);
    const views = await repository.load(ids, { upcomingFrom: today });
    const answers = await this.withBuses(views.map((view) => this.toAnswer(view)));
    return { data: answers, meta: { page, limit, total } };
  }

  /** Each ride with the bus and driver of its run, where the run has both (docs/notices.md). */
  private async withBuses(bookings: Booking[]): Promise<Booking[]> {
    const { buses } = this;
    if (!buses) return bookings;
    const runIds = [...new Set(bookings.flatMap((booking) => booking.rides.map((ride) => ride.trip_day_id)))];
    const known = runIds.length > 0 ? await buses(runIds) : new Map<number, RunBus>();
    return bookings.map((booking) => ({
      ...booking,
      rides: booking.rides.map((ride) => {
        const bus = known.get(ride.trip_day_id);
        // Absent until the run has both, so an answer stored at booking time reads the same.
        if (!bus) return ride;
        return {
          ...ride,
          bus: {
            plate: bus.plate,
            brand: bus.brand,
            model: bus.model,
            colour: bus.colour,
            driver_first_name: bus.driverFirstName,
          },
        };
      }),
    }));
  }

  /** Bookings with no upcoming ride: ridden, cancelled or lapsed. */
  async past(userId: number, page: number, limit: number): Promise<BookingList> {
    const repository = new BookingsRepository(this.deps.db);
    const today = lagosDate(this.deps.clock.now());
    const { ids, total } = await repository.listIds(userId, 'past', today, page, limit);
    const views = await repository.load(ids);
    return { data: views.map((view) => this.toAnswer(view)), meta: { page, limit, total } };
  }

  /** One booking with every ride; another rider's booking is not found (docs/api-conventions.md#ownership). */
  async one(userId: number, bookingId: number): Promise<Booking> {
    const repository = new BookingsRepository(this.deps.db);
    const [view] = await repository.load([bookingId]);
    if (!view || view.userId !== userId) throw notFound('Booking not found');
    const [answer] = await this.withBuses([this.toAnswer(view)]);
    return answer as Booking;
  }

  /**
   * Cancels the given rides, or every remaining one, until the cut-off (ADR 063): the seats are
   * released and what was paid for them goes back at once to the wallet it came from.
   */
  cancel(
    userId: number,
    bookingId: number,
    input: CancelBookingInput,
    idempotencyKey: string | undefined,
  ): Promise<IdempotentAnswer<CancellationAnswer>> {
    return runIdempotent(
      this.deps.db,
      { userId, scope: `POST /users/:userId/routes/${bookingId}/cancel`, key: idempotencyKey, body: input },
      async (tx) => ({ status: 200, body: await this.cancelIn(tx, userId, bookingId, input) }),
    ).then((answer) => {
      if (!answer.replayed) this.deps.kickOutbox();
      return answer;
    });
  }

  private async cancelIn(
    tx: Transaction,
    userId: number,
    bookingId: number,
    input: CancelBookingInput,
  ): Promise<CancellationAnswer> {
    const repository = new BookingsRepository(tx);
    const booking = await repository.ownedBy(bookingId, userId);
    if (!booking) throw notFound('Booking not found');
    await repository.lockWeeks(bookingId);
    const rides = await repository.ridesWithWeeks(bookingId);
    const now = this.deps.clock.now();
    const cutoff = this.deps.config.CANCELLATION_CUTOFF_MINUTES;
    const isOpen = (ride: { tripDate: string }) => now < cancellationDeadline(ride.tripDate, cutoff);

    let targets: typeof rides;
    if (input.ride_ids) {
      const wanted = new Set(input.ride_ids);
      targets = rides.filter((ride) => wanted.has(ride.id));
      if (targets.length !== wanted.size) throw notFound(BOOKING_MESSAGES.rideNotInBooking);
      const settled = targets.find((ride) => ride.status !== 'booked');
      if (settled) throw new AppError('CONFLICT', whyNotCancellable([settled]));
      const closed = targets.find((ride) => ride.status === 'booked' && !isOpen(ride));
      if (closed) throw this.cancellationClosed(closed);
    } else {
      const booked = rides.filter((ride) => ride.status === 'booked');
      targets = booked.filter(isOpen);
      const [closed] = booked;
      if (targets.length === 0 && closed) throw this.cancellationClosed(closed);
    }

    const cancelled = await repository.cancelBooked(
      targets.map((ride) => ride.id),
      now,
    );
    if (cancelled.length === 0) {
      throw new AppError('CONFLICT', whyNotCancellable(input.ride_ids ? targets : rides));
    }
    // A discounted ride gives its grant ride back, first of all, as a booking takes the grants
    // before anything else it locks, so the two never wait on each other in a cycle.
    await this.discounts.giveBack(
      tx,
      cancelled.flatMap((ride) => (ride.promoRedemptionId === null ? [] : [ride.promoRedemptionId])),
    );
    for (const ride of [...cancelled].sort((a, b) => a.tripDayId - b.tripDayId)) {
      const released = await this.seats.release(tx, ride.tripDayId, ride.seats);
      if (!released)
        throw new Error(`trip day ${ride.tripDayId} had fewer seats booked than ride ${ride.id}`);
    }

    let refundedKobo = 0;
    const weeks = await repository.weeksByIds([...new Set(cancelled.map((ride) => ride.weekId))]);
    for (const week of weeks) {
      if (week.status !== 'paid' || week.ledgerTransactionId === null) continue;
      const ridesOfWeek = cancelled.filter((ride) => ride.weekId === week.id);
      // What the rider paid goes back to the wallet; what the discount paid, to promotions.
      const discountKobo = sum(ridesOfWeek.map((ride) => ride.discountKobo));
      const amountKobo = sum(ridesOfWeek.map((ride) => ride.fareKobo * ride.seats)) - discountKobo;
      const refund = await this.ledger.refund(tx, {
        debitTransactionId: week.ledgerTransactionId,
        amountKobo,
        discountKobo,
        title: `Refund: booking #${bookingId}`,
      });
      await repository.setRefund(
        ridesOfWeek.map((ride) => ride.id),
        refund.transactionId,
      );
      refundedKobo += amountKobo;
    }
    await repository.closeEmptyPendingWeeks(bookingId);
    await repository.closeIfAllCancelled(bookingId, now);

    const payer = await this.payer(tx, userId);
    const cancelledIds = new Set(cancelled.map((ride) => ride.id));
    await notifyRider(
      this.deps,
      this.notifications,
      tx,
      payer,
      ridesCancelledNotice(
        bookingId,
        rides
          .filter((ride) => cancelledIds.has(ride.id))
          .map((ride) => ({
            tripDate: ride.tripDate,
            pickupTime: ride.pickupTime,
            routeCode: ride.routeCode,
          })),
        refundedKobo,
        this.appLink(`/dashboard/my-bookings/${bookingId}`),
      ),
    );
    // The freed seats go to the riders waiting for them, in this transaction (R20).
    await this.seatsFreed(
      tx,
      cancelled.map((ride) => ride.tripDayId),
    );
    const [view] = await repository.load([bookingId]);
    if (!view) throw notFound('Booking not found');
    return {
      cancelled_ride_ids: cancelled.map((ride) => ride.id).sort((a, b) => a - b),
      refunded_kobo: refundedKobo,
      booking: this.toAnswer(view),
    };
  }

  /** Bookings made, rides and seats per Lagos day, for the daily report (ADR 185). */
  dailyActivity(from: string, to: string, db: Executor = this.deps.db): Promise<DailyActivity[]> {
    return new DailyActivityRepository(db).between(from, to);
  }

  /**
   * The money side of calling a run off (`CalledOffRideRefunds` of the runs feature), in the
   * run's transaction, after it cancelled the rides and freed their seats: discounts given back,
   * each paid ride refunded to the wallet that paid it, emptied weeks and bookings closed, each
   * rider told in app and by email. What was refunded to wallets, in kobo.
   */
  async refundCalledOffRides(
    tx: Transaction,
    run: { id: number; routeCode: string },
    cancelled: CalledOffRide[],
    reason: string,
  ): Promise<number> {
    const repository = new BookingsRepository(tx);
    await this.discounts.giveBack(
      tx,
      cancelled.flatMap((ride) => (ride.promo_redemption_id === null ? [] : [ride.promo_redemption_id])),
    );

    const weeks = await repository.weeksByIds([...new Set(cancelled.map((ride) => ride.week_id))]);
    const refundedByBooking = new Map<number, number>();
    for (const week of weeks.sort((a, b) => a.id - b.id)) {
      if (week.status !== 'paid' || week.ledgerTransactionId === null) continue;
      const ridesOfWeek = cancelled.filter((ride) => ride.week_id === week.id);
      // What the rider paid goes back to the wallet; what the discount paid, to promotions.
      const discountKobo = sum(ridesOfWeek.map((ride) => Number(ride.discount_kobo)));
      const amountKobo = sum(ridesOfWeek.map((ride) => Number(ride.fare_kobo) * ride.seats)) - discountKobo;
      const refund = await this.ledger.refund(tx, {
        debitTransactionId: week.ledgerTransactionId,
        amountKobo,
        discountKobo,
        title: `Refund: booking #${week.bookingId} (run cancelled)`,
        memo: reason,
      });
      await repository.setRefund(
        ridesOfWeek.map((ride) => ride.id),
        refund.transactionId,
      );
      refundedByBooking.set(week.bookingId, (refundedByBooking.get(week.bookingId) ?? 0) + amountKobo);
    }

    const bookingIds = [...new Set(cancelled.map((ride) => ride.booking_id))].sort((a, b) => a - b);
    const now = this.deps.clock.now();
    for (const bookingId of bookingIds) {
      await repository.closeEmptyPendingWeeks(bookingId);
      await repository.closeIfAllCancelled(bookingId, now);
      const [view] = await repository.load([bookingId]);
      if (!view) continue;
      const ride = cancelled.find((line) => line.booking_id === bookingId);
      await notifyRider(
        this.deps,
        this.notifications,
        tx,
        await this.payer(tx, view.userId),
        runCancelledNotice(
          bookingId,
          {
            tripDate: ride?.trip_date ?? '',
            departureTime: ride?.departure_time,
            pickupTime: ride?.pickup_time ?? '',
            routeCode: run.routeCode,
          },
          reason,
          refundedByBooking.get(bookingId) ?? 0,
          this.appLink(`/dashboard/my-bookings/${bookingId}`),
        ),
      );
    }
    return sum([...refundedByBooking.values()]);
  }

  private cancellationClosed(ride: {
    tripDate: string;
    departureTime: string;
    pickupTime: string;
    routeCode: string;
    routeName: string;
  }): AppError {
    // The deadline is counted from the run's trip date; the ride is named by its pick-up's
    // own day, the day after for a pick-up past midnight (docs/product.md#cancellation).
    const deadline = cancellationDeadline(ride.tripDate, this.deps.config.CANCELLATION_CUTOFF_MINUTES);
    const name = describeRide({
      trip_date: ride.tripDate,
      departure_time: ride.departureTime.slice(0, 5),
      pickup_time: ride.pickupTime,
      route: { code: ride.routeCode, name: ride.routeName },
    });
    return new AppError(
      'CANCELLATION_CLOSED',
      `Sorry, ${name} can no longer be cancelled: cancellation closed at ${clockTime(
        lagosMinuteOfDay(deadline),
      )} on ${formatRideDate(lagosDate(deadline))}.`,
    );
  }

  toAnswer(view: BookingView): Booking {
    const now = this.deps.clock.now();
    const today = lagosDate(now);
    const cutoff = this.deps.config.CANCELLATION_CUTOFF_MINUTES;
    const weekById = new Map(view.weeks.map((week) => [week.id, week]));
    const rides = view.rides.map((ride) => {
      const week = weekById.get(ride.weekId);
      const paid = week?.status === 'paid';
      const amountKobo = ride.fareKobo * ride.seats - ride.discountKobo;
      const deadline = cancellationDeadline(ride.tripDate, cutoff);
      const cancellable = ride.status === 'booked' && now < deadline;
      return {
        id: ride.id,
        trip_day_id: ride.tripDayId,
        leg: ride.leg,
        week: week?.weekNumber ?? 1,
        trip_date: ride.tripDate,
        route: ride.route,
        itinerary_id: ride.itineraryId,
        departure_time: ride.departureTime,
        pickup_time: ride.pickupTime,
        arrival_time: ride.arrivalTime,
        pickup: ride.pickup,
        destination: ride.destination,
        fare_kobo: ride.fareKobo,
        seats: ride.seats,
        discount_kobo: ride.discountKobo,
        promo_code: ride.promoCode,
        amount_kobo: amountKobo,
        status: ride.status,
        boarding_code: ride.boardingCode,
        paid,
        cancellable_until: deadline.toISOString(),
        cancellable,
        refund_kobo: cancellable && paid ? amountKobo : 0,
        refunded_kobo: ride.refundTransactionId === null ? 0 : amountKobo,
      };
    });
    const isUpcoming = view.rides.some((ride) => ride.status === 'booked' && ride.tripDate >= today);
    return {
      id: view.id,
      user_id: view.userId,
      route_type: view.routeType,
      subscription_route_type: view.subscriptionRouteType,
      status: view.status === 'cancelled' ? 'cancelled' : isUpcoming ? 'active' : 'completed',
      pickup: view.pickup,
      destination: view.destination,
      departure_date: view.departureDate,
      return_date: view.returnDate,
      trip_days: view.tripDays,
      subscription_duration: view.subscriptionWeeks,
      walletSource: view.walletSource,
      seats: view.seats,
      luggage_quantity: view.luggageQuantity,
      total_kobo: view.totalKobo,
      paid_kobo: sum(view.weeks.map((week) => (week.status === 'paid' ? (week.amountKobo ?? 0) : 0))),
      discount_kobo: sum(view.weeks.map((week) => week.discountKobo)),
      refunded_kobo: sum(rides.map((ride) => ride.refunded_kobo)),
      created_at: view.createdAt.toISOString(),
      rides,
      weeks: view.weeks.map((week) => ({
        week: week.weekNumber,
        first_ride_date: week.firstRideDate,
        bill_at: week.billAt.toISOString(),
        status: week.status,
        amount_kobo:
          week.status === 'pending'
            ? sum(
                rides
                  .filter((ride) => ride.week === week.weekNumber && ride.status === 'booked')
                  .map((ride) => ride.amount_kobo),
              )
            : week.amountKobo,
      })),
    };
  }
}
