import type { CheckInResultKind, DriverManifestRow } from '@shuttle/contracts';
import type { Executor, Transaction } from '@shuttle/db';
import type { Deps } from '../../shared/deps.ts';
import { BoardingRepository, type RideAtTheDoor } from './boarding.repository.ts';
import { manifestRow } from './manifest-row.ts';
import type { RideMoves } from './ride-moves.ts';
import { RunRidesRepository } from './run-rides.repository.ts';

export interface BoardingOutcome {
  /** A pass that reached the rides was inside its run's window: never `outside_window`. */
  result: Exclude<CheckInResultKind, 'outside_window'>;
  ride?: RideAtTheDoor;
}

/**
 * Boarding as the bookings see it (docs/decisions/160-boarding-and-run-lifecycle.md): the
 * drivers' feature asks here to check a pass, to board a ride and to settle a run's rides at
 * Finish; the rides' tables stay this feature's.
 */
export class BoardingService {
  constructor(
    private readonly deps: Pick<Deps, 'db'>,
    /** The rides' status moves, booking's (handed in by services.ts). */
    private readonly rides: RideMoves,
  ) {}

  /**
   * Checks a pass against a run and boards its ride, in the caller's transaction. The ride's
   * row is locked first, so a rider's cancellation at the same moment either finds it boarded
   * or has cancelled it before this reads it: never both.
   */
  async checkIn(tx: Transaction, tripDayId: number, code: string, at: Date): Promise<BoardingOutcome> {
    const repository = new BoardingRepository(tx);
    const ride = await repository.rideByCode(code);
    if (!ride) return { result: 'unknown' };
    return this.boardRide(tx, ride, tripDayId, at);
  }

  /**
   * A mobility card tapped or typed at the door boards its rider's ride on this run, as their
   * pass would; a card nobody has linked is `unknown`, a rider with no ride on the run `wrong_run`.
   */
  async checkInCard(tx: Transaction, tripDayId: number, number: string, at: Date): Promise<BoardingOutcome> {
    const repository = new BoardingRepository(tx);
    const { linked, ride } = await repository.rideByCard(number, tripDayId);
    if (!linked) return { result: 'unknown' };
    if (!ride) return { result: 'wrong_run' };
    return this.boardRide(tx, ride, tripDayId, at);
  }

  /** An operator's check-in from the manifest: the ride by its id, on its own run. */
  async checkInRide(tx: Transaction, tripDayId: number, rideId: number, at: Date): Promise<BoardingOutcome> {
    const repository = new BoardingRepository(tx);
    const ride = await repository.rideById(rideId, true);
    if (!ride) return { result: 'unknown' };
    return this.boardRide(tx, ride, tripDayId, at);
  }

  private async boardRide(
    tx: Transaction,
    ride: RideAtTheDoor,
    tripDayId: number,
    at: Date,
  ): Promise<BoardingOutcome> {
    if (ride.tripDayId !== tripDayId) return { result: 'wrong_run' };
    switch (ride.status) {
      case 'cancelled':
        return { result: 'cancelled', ride };
      case 'boarded':
      case 'completed':
        return { result: 'already_boarded', ride };
      // The run was finished without this rider: the pass no longer boards anyone.
      case 'no_show':
        return { result: 'unknown', ride };
      case 'booked':
        if (await this.rides.board(tx, ride.id, at))
          return { result: 'boarded', ride: { ...ride, status: 'boarded' } };
        // Unreachable while the row is locked; kept so that a lost race can never read as boarded.
        return { result: 'cancelled', ride };
    }
  }

  /** Finish: boarded rides become completed, the rest no-show, in the caller's transaction. */
  finishRides(tx: Transaction, tripDayId: number): Promise<{ completed: number; noShow: number }> {
    return this.rides.settleRun(tx, tripDayId);
  }

  counts(tripDayIds: number[], db: Executor = this.deps.db) {
    return new BoardingRepository(db).counts(tripDayIds);
  }

  /** Every ride on a run in route order, with its pass's code (the driver's manifest). */
  async manifestOf(tripDayId: number, db: Executor = this.deps.db): Promise<DriverManifestRow[]> {
    const cards = await new BoardingRepository(db).cardsOnRun(tripDayId);
    return (await new RunRidesRepository(db).manifest(tripDayId)).map((line) => ({
      ...manifestRow(line),
      boarding_code: line.boardingCode,
      card_numbers: cards.get(line.riderId) ?? [],
    }));
  }

  /** A ride as a rating needs it: whose it is, its run and whether it was completed. */
  rideOf(rideId: number, db: Executor = this.deps.db): Promise<RideAtTheDoor | undefined> {
    return new BoardingRepository(db).rideById(rideId);
  }
}
