import type { Executor, TripDay } from '@shuttle/db';
import { RunSeatsRepository } from './run-seats.repository.ts';

/**
 * A run's seats, in the caller's transaction (docs/decisions/245-run-seats-owned-by-runs.md).
 * It holds no state, so booking and weekly billing make their own, and the runs feature, which
 * stands below booking, needs nothing from them to give seats back when it calls a run off.
 * The booking write takes its seats in the `book_seats_and_money` SQL function instead (ADR 182).
 */
export class RunSeats {
  /**
   * The dated run of an itinerary, created on first need (INSERT ... ON CONFLICT DO NOTHING,
   * then SELECT): concurrent bookings of a new run all get the same row. Null for an unknown
   * itinerary.
   */
  ensureRun(tx: Executor, itineraryId: number, tripDate: string): Promise<TripDay | null> {
    return new RunSeatsRepository(tx).ensure(itineraryId, tripDate);
  }

  /** Takes `seats` on the run if that many are left and it still takes riders; else null. */
  take(tx: Executor, tripDayId: number, seats: number): Promise<TripDay | null> {
    return new RunSeatsRepository(tx).take(tripDayId, seats);
  }

  /** Gives `seats` back (a cancellation); null if fewer than that are booked. */
  release(tx: Executor, tripDayId: number, seats: number): Promise<TripDay | null> {
    return new RunSeatsRepository(tx).release(tripDayId, seats);
  }
}
