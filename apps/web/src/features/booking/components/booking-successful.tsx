import { formatNaira } from '@shuttle/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBooking } from '../api/get-booking.ts';
import { discountSummary } from './promo-discount.ts';

/** What the rider sees after Confirm: the booking when its id is in the address (docs/product.md#routes). */
export function BookingSuccessful({ userId, bookingId }: { userId: number; bookingId: number | null }) {
  const { data, error } = useBooking(userId, bookingId);
  const discount = data ? discountSummary(data.rides, data.discount_kobo) : null;
  return (
    <div className="card stack">
      {data ? (
        <p>
          Booking #{data.id} is confirmed: {data.rides.length === 1 ? '1 ride' : `${data.rides.length} rides`}{' '}
          from {data.pickup.location} to {data.destination.location}. {formatNaira(data.paid_kobo)} was paid
          from your {data.walletSource} wallet{discount ? ` (${discount})` : ''}.
        </p>
      ) : error ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        <p>Your booking is confirmed.</p>
      )}
      <p>Show the QR boarding pass from your booking when you board.</p>
      <div className="row">
        {bookingId !== null ? (
          <Link className="btn btn--primary" to={paths.dashboard.booking(bookingId)}>
            View booking and boarding pass
          </Link>
        ) : null}
        <Link className="btn btn--secondary" to={paths.dashboard.myBookings}>
          My bookings
        </Link>
      </div>
    </div>
  );
}
