import type { Executor, TripDay } from '@shuttle/db';
import { type LockedRun, RunSeatsRepository } from './run-seats.repository.ts';

export type { LockedRun };

/**
 * A run's seats, in the caller's transaction (docs/decisions/245-run-seats-owned-by-runs.md).
 * Built once by the composition root (services.ts) and handed to the runs feature, booking, its
 * waitlist and the weekly bill (docs/decisions/271).
 * The booking write takes its seats in the `book_seats_and_money` SQL function instead (ADR 182).
 */
export class RunSeats {
  /**
   * The run of a departure and date, its row locked: a waitlist join and a cancellation of the
   * same run take this lock in turn, so a rider never joins a line a freed seat has just passed.
   */
  lockRunOf(tx: Executor, itineraryId: number, tripDate: string): Promise<LockedRun | undefined> {
    return new RunSeatsRepository(tx).lockRunOf(itineraryId, tripDate);
  }

  /** A run by id, its row locked until `tx` commits (a waitlist's promotion holds it). */
  lockRun(tx: Executor, tripDayId: number): Promise<LockedRun | undefined> {
    return new RunSeatsRepository(tx).lockRun(tripDayId);
  }

  /** Gives `seats` back (a cancellation); null if fewer than that are booked. */
  release(tx: Executor, tripDayId: number, seats: number): Promise<TripDay | null> {
    return new RunSeatsRepository(tx).release(tripDayId, seats);
  }
}
