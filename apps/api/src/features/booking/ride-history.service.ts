import { lagosDate } from '@shuttle/contracts';
import type { Deps } from '../../shared/deps.ts';
import { csvDocument } from '../../shared/downloads.ts';
import { RiderRidesRepository } from './rider-rides.repository.ts';

export const RIDE_HISTORY_HEADER = [
  'Date',
  'Route',
  'Route name',
  'Pick-up',
  'Destination',
  'Pick-up time',
  'Arrival time',
  'Leg',
  'Seats',
  'Fare (NGN)',
  'Discount (NGN)',
  'Net fare (NGN)',
  'Wallet',
  'Status',
  'Booking',
];

/**
 * A rider's ride history as a spreadsheet (docs/decisions/248): every ride of every booking, the
 * latest date first, with what it cost. Names come from operators' network data, so the CSV
 * writer defuses any that read as a formula.
 */
export class RideHistoryService {
  constructor(private readonly deps: Pick<Deps, 'db' | 'clock'>) {}

  /** The file, named for the Lagos day it was made. */
  async download(userId: number) {
    return {
      type: 'text/csv; charset=utf-8',
      filename: `rides-${lagosDate(this.deps.clock.now())}.csv`,
      body: await this.csv(userId),
    };
  }

  async csv(userId: number): Promise<string> {
    const rides = await new RiderRidesRepository(this.deps.db).history(userId);
    return csvDocument(
      RIDE_HISTORY_HEADER,
      rides.map((ride) => [
        ride.tripDate,
        ride.routeCode,
        ride.routeName,
        ride.pickup,
        ride.destination,
        ride.pickupTime,
        ride.arrivalTime,
        ride.leg === 'return' ? 'Return' : 'Outbound',
        ride.seats,
        { kobo: ride.fareKobo * ride.seats },
        { kobo: ride.discountKobo },
        { kobo: ride.fareKobo * ride.seats - ride.discountKobo },
        ride.walletSource,
        ride.status.replace('_', '-'),
        ride.bookingId,
      ]),
    );
  }
}
