import { useParams } from 'react-router';
import { BookingDetails } from '../../../features/booking/components/booking-details.tsx';
import { RideRatingPanel } from '../../../features/ratings/components/ride-rating.tsx';
import { session } from '../../../lib/session.ts';

export function Component() {
  const { bookingId } = useParams();
  const current = session.get();
  const id = Number(bookingId);
  return (
    <section className="page narrow">
      <h1>Booking #{bookingId}</h1>
      {current && Number.isSafeInteger(id) && id > 0 ? (
        <BookingDetails
          userId={current.userId}
          bookingId={id}
          rideExtras={(ride) =>
            ride.status === 'completed' ? (
              <RideRatingPanel userId={current.userId} bookingId={id} rideId={ride.id} />
            ) : null
          }
        />
      ) : (
        <p className="form-error">Booking not found</p>
      )}
    </section>
  );
}
