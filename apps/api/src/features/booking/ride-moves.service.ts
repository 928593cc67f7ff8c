import type { Executor } from '@shuttle/db';
import type { RideMoves } from '../runs/ride-moves.ts';
import type { CalledOffRide } from '../runs/runs.service.ts';
import { RideMovesRepository } from './ride-moves.repository.ts';

/**
 * The booking feature's rides moved by their run (boarded, settled at Finish, called off), in
 * the run's transaction: the rides' table stays booking's (docs/decisions/269).
 */
export class RideMovesService implements RideMoves {
  board(tx: Executor, rideId: number, at: Date): Promise<boolean> {
    return new RideMovesRepository(tx).board(rideId, at);
  }

  settleRun(tx: Executor, tripDayId: number): Promise<{ completed: number; noShow: number }> {
    return new RideMovesRepository(tx).settleRun(tripDayId);
  }

  cancelBookedOnRun(tx: Executor, tripDayId: number, now: Date): Promise<CalledOffRide[]> {
    return new RideMovesRepository(tx).cancelBookedOnRun(tripDayId, now);
  }
}
