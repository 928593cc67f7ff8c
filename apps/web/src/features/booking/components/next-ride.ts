import { type BookedRide, type Booking, lagosDate } from '@shuttle/contracts';

/** The earliest booked ride from today on, across bookings (rides are in date and time order). */
export function nextRide(bookings: Booking[], today: string = lagosDate()): BookedRide | undefined {
  const upcoming = bookings
    .flatMap((booking) => booking.rides)
    .filter((ride) => ride.status === 'booked' && ride.trip_date >= today);
  return upcoming.sort(
    (a, b) => a.trip_date.localeCompare(b.trip_date) || a.pickup_time.localeCompare(b.pickup_time),
  )[0];
}
