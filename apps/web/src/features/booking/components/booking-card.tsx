import { type Booking, formatNaira, formatRideDate, pickupDateOf } from '@shuttle/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ROUTE_TYPE_NAMES } from './ride-status.ts';

const BOOKING_STATUS_NAMES = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' } as const;

/** One booking in a list: where, when, how many rides, what it cost. */
export function BookingCard({ booking }: { booking: Booking }) {
  const [first] = booking.rides;
  return (
    <li className="booking-card">
      <Link className="booking-card__title" to={paths.dashboard.booking(booking.id)}>
        Booking #{booking.id}: {booking.pickup.location} to {booking.destination.location}
      </Link>
      <span>
        {ROUTE_TYPE_NAMES[booking.route_type]} · {BOOKING_STATUS_NAMES[booking.status]} ·{' '}
        {booking.rides.length === 1 ? '1 ride' : `${booking.rides.length} rides`} ·{' '}
        {formatNaira(booking.total_kobo)}
      </span>
      {first ? (
        <span className="muted">
          {booking.status === 'active' ? 'Next: ' : 'From '}
          {formatRideDate(pickupDateOf(first))}, {first.pickup_time} ({first.route.code})
        </span>
      ) : null}
    </li>
  );
}
