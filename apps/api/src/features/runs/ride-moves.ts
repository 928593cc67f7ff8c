import type { Executor } from '@shuttle/db';
import type { CalledOffRide } from './run-rides.repository.ts';

/**
 * A ride's status moves that a run's lifecycle makes, inside the run's transaction: boarding,
 * settling at Finish, cancelling when the run is called off. The rides are the booking
 * feature's table (ARCHITECTURE.md "Tables and their owners"), so booking implements this and
 * the composition root hands it in; the runs feature stands below booking (docs/decisions/241).
 */
export interface RideMoves {
  /** booked -> boarded, once: false when the ride had already left `booked`. */
  board(tx: Executor, rideId: number, at: Date): Promise<boolean>;
  /** Finish: boarded rides completed, rides still booked no-show. */
  settleRun(tx: Executor, tripDayId: number): Promise<{ completed: number; noShow: number }>;
  /** Every ride still booked on the run cancelled, in one conditional UPDATE. */
  cancelBookedOnRun(tx: Executor, tripDayId: number, now: Date): Promise<CalledOffRide[]>;
}
