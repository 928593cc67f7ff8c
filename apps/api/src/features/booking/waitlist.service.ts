import {
  type Booking,
  type BookingInput,
  formatRideDate,
  lagosDate,
  unpagedList,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
  type WaitlistJoinInput,
  type WaitlistList,
} from '@shuttle/contracts';
import type { Executor, Transaction } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import type { NetworkService } from '../network/network.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RunSeats } from '../runs/run-seats.service.ts';
import { notifyRider, waitlistSkippedNotice } from './booking-notifications.ts';
import { BookingsRepository } from './bookings.repository.ts';
import { cancellationDeadline } from './ride-plan.ts';
import { WaitlistRepository, type WaitlistView } from './waitlist.repository.ts';

/** Books one ride for a rider inside the caller's transaction: the booking's own write step. */
export type BookWithin = (tx: Transaction, userId: number, input: BookingInput) => Promise<Booking>;

/** The refusals that mean the rider's money could not pay: they pass the seat to the next in line. */
const SHORT_OF_MONEY = new Set(['INSUFFICIENT_FUNDS', 'ALLOWANCE_EXCEEDED', 'NOT_FOUND']);

/**
 * The waitlist of sold-out rides (docs/decisions/259-waitlist-books-itself.md): riders join the
 * line of a full run without paying, and whoever frees a seat (a rider's cancellation, a larger
 * capacity, a week its wallet could not pay) calls `seatsFreed` in its own transaction, which
 * books and charges the first in line, passes over a rider whose wallet is short, and stops when
 * the seats are gone. Everything a promotion writes commits or rolls back with the freed seat.
 */
export class WaitlistService {
  private readonly network: NetworkService;
  private readonly notifications: NotificationsService;
  /** The run's seats are the runs feature's: read here with its row locked. */
  private readonly seats: RunSeats;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'config' | 'kickOutbox'>,
    parts: { network: NetworkService; notifications: NotificationsService; seats: RunSeats },
    /** The booking's write step (`BookingsService.bookFromWaitlist`), handed in by services.ts. */
    private readonly bookWithin: BookWithin,
  ) {
    this.network = parts.network;
    this.notifications = parts.notifications;
    this.seats = parts.seats;
  }

  private closesAt(tripDate: string): Date {
    return cancellationDeadline(tripDate, this.deps.config.CANCELLATION_CUTOFF_MINUTES);
  }

  private link(path: string): string {
    return new URL(path, this.deps.config.PUBLIC_URL).toString();
  }

  /**
   * Joins the line of a sold-out ride. Only a run with no seat left has a line: the run's row is
   * locked first, as a cancellation locks it to free a seat, so a join never slips past a seat
   * freed at the same moment. Joining again answers the place already held.
   */
  /** A deleted account waits for nothing (its deletion's transaction). */
  async forgetUser(tx: Executor, userId: number, now: Date): Promise<void> {
    await new WaitlistRepository(tx).leaveAll(userId, now);
  }

  async join(userId: number, input: WaitlistJoinInput): Promise<WaitlistEntry> {
    if (this.deps.clock.now() >= this.closesAt(input.departure_date)) {
      throw new AppError('CONFLICT', WAITLIST_MESSAGES.closed);
    }
    const entryId = await this.deps.db.transaction(async (tx) => {
      const payer = await new BookingsRepository(tx).payer(userId);
      if (!payer) throw notFound('User not found');
      const repository = new WaitlistRepository(tx);
      const run = await this.seats.lockRunOf(tx, input.itinerary_id, input.departure_date);
      const [lookup] = await this.network.findItinerariesForRides(
        [
          {
            itineraryId: input.itinerary_id,
            pickupId: input.pickup_id,
            destinationId: input.destination_id,
            tripDate: input.departure_date,
            corporateId: payer.corporateId,
          },
        ],
        tx,
      );
      if (!lookup?.bookable) {
        throw new AppError('RIDE_UNAVAILABLE', `This ride cannot be booked: ${lookup?.message ?? ''}`.trim());
      }
      if (!run || run.capacity - run.seatsBooked > 0) {
        throw new AppError('CONFLICT', WAITLIST_MESSAGES.notSoldOut);
      }
      const inserted = await repository.insert({
        userId,
        itineraryId: input.itinerary_id,
        tripDate: input.departure_date,
        pickupId: input.pickup_id,
        destinationId: input.destination_id,
        walletSource: input.walletSource,
      });
      return inserted ?? (await repository.waitingEntryOf(userId, input.itinerary_id, input.departure_date));
    });
    if (entryId === undefined) throw new Error('waitlist entry was neither written nor found');
    return this.one(userId, entryId);
  }

  /** The rider's places in line, and what became of them, for rides from today on. */
  async list(userId: number): Promise<WaitlistList> {
    const today = lagosDate(this.deps.clock.now());
    const views = await new WaitlistRepository(this.deps.db).views({ userId, fromDate: today });
    return unpagedList(views.map((view) => this.toAnswer(view)));
  }

  private async one(userId: number, entryId: number): Promise<WaitlistEntry> {
    const [view] = await new WaitlistRepository(this.deps.db).views({ userId, ids: [entryId] });
    if (!view) throw notFound(WAITLIST_MESSAGES.notFound);
    return this.toAnswer(view);
  }

  /** Leaves the line; nothing was charged, so nothing is refunded. */
  async leave(userId: number, entryId: number): Promise<WaitlistEntry> {
    const entry = await this.one(userId, entryId);
    if (entry.status !== 'waiting') throw new AppError('CONFLICT', WAITLIST_MESSAGES.notWaiting);
    const left = await new WaitlistRepository(this.deps.db).leave(entryId, userId, this.deps.clock.now());
    if (!left) throw new AppError('CONFLICT', WAITLIST_MESSAGES.notWaiting);
    return this.one(userId, entryId);
  }

  /**
   * Seats were freed on these runs in `tx`: books the first rider in each line while a seat is
   * left and the line is open, each in a savepoint, so that a rider whose wallet is short is
   * passed over (told, and out of the line) without undoing the seat that was freed. The run's
   * row stays locked until `tx` commits, so two freed seats on one run promote one rider each.
   * How many riders were booked or told.
   */
  async seatsFreed(tx: Transaction, tripDayIds: number[]): Promise<number> {
    let told = 0;
    const repository = new WaitlistRepository(tx);
    for (const tripDayId of [...new Set(tripDayIds)].sort((a, b) => a - b)) {
      let run = await this.seats.lockRun(tx, tripDayId);
      if (!run || this.deps.clock.now() >= this.closesAt(run.tripDate)) continue;
      while (run && run.capacity - run.seatsBooked > 0) {
        const entry = await repository.lockFirstWaiting(run.itineraryId, run.tripDate);
        if (!entry) break;
        const outcome = await this.promote(tx, entry, run.tripDate);
        if (outcome === 'stop') break;
        told++;
        run = await this.seats.lockRun(tx, tripDayId);
      }
    }
    return told;
  }

  private async promote(
    tx: Transaction,
    entry: {
      id: number;
      userId: number;
      itineraryId: number;
      pickupId: number;
      destinationId: number;
      walletSource: 'Personal' | 'Company';
    },
    tripDate: string,
  ): Promise<'booked' | 'skipped' | 'stop'> {
    const input: BookingInput = {
      route_type: 'one-way',
      itinerary_id: entry.itineraryId,
      pickup_id: entry.pickupId,
      destination_id: entry.destinationId,
      departure_date: tripDate,
      walletSource: entry.walletSource,
      seats: 1,
    };
    const now = this.deps.clock.now();
    const repository = new WaitlistRepository(tx);
    try {
      // A savepoint: a refused booking rolls back its own writes and nothing of the caller's.
      const booking = await tx.transaction((savepoint) => this.bookWithin(savepoint, entry.userId, input));
      await repository.markBooked(entry.id, booking.id, now);
      return 'booked';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // No seat after all, or a run that no longer takes bookings: the line waits as it is.
      if (!SHORT_OF_MONEY.has(error.code)) return 'stop';
      await repository.markSkipped(entry.id, error.message, now);
      const rider = await new BookingsRepository(tx).payer(entry.userId);
      const [view] = await repository.views({ userId: entry.userId, ids: [entry.id] });
      if (rider && view) {
        await notifyRider(
          this.deps,
          this.notifications,
          tx,
          rider,
          waitlistSkippedNotice(
            `the ${view.departureTime} ${view.route.code} departure on ${formatRideDate(tripDate)}, ${view.pickup.name} to ${view.destination.name}`,
            error.message,
            this.link('/dashboard/my-bookings'),
          ),
        );
      }
      return 'skipped';
    }
  }

  private toAnswer(view: WaitlistView): WaitlistEntry {
    const closesAt = this.closesAt(view.tripDate);
    const closed = view.status === 'waiting' && this.deps.clock.now() >= closesAt;
    return {
      id: view.id,
      itinerary_id: view.itineraryId,
      departure_date: view.tripDate,
      departure_time: view.departureTime,
      route: view.route,
      pickup: view.pickup,
      destination: view.destination,
      walletSource: view.walletSource,
      status: closed ? 'closed' : view.status,
      place: closed ? null : view.place,
      booking_id: view.bookingId,
      skipped_reason: view.skippedReason,
      closes_at: closesAt.toISOString(),
      created_at: view.createdAt.toISOString(),
    };
  }
}
