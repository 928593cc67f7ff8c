import type { ManifestRow } from '@shuttle/contracts';
import type { ManifestLine } from './run-rides.repository.ts';

/** A ride on a run's manifest as operators and drivers read it (drivers also get the pass's code). */
export const manifestRow = (line: ManifestLine): ManifestRow => ({
  ride_id: line.rideId,
  booking_id: line.bookingId,
  rider: { id: line.riderId, fname: line.fname, lname: line.lname, phone: line.phone },
  pickup: {
    id: line.pickupId,
    name: line.pickupName,
    position: line.pickupPosition,
    time: line.pickupTime,
  },
  destination: {
    id: line.destinationId,
    name: line.destinationName,
    position: line.destinationPosition,
    time: line.arrivalTime,
  },
  seats: line.seats,
  luggage_quantity: line.luggageQuantity,
  status: line.status,
  boarded_at: line.boardedAt,
});
