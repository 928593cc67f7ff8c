import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { BookingDetails } from '../../../features/booking/components/booking-details.tsx';
import { session } from '../../../lib/session.ts';

// Ratings appear only under completed rides: their code loads then, not with every booking page.
const RideRatingPanel = lazy(() =>
  import('../../../features/ratings/components/ride-rating.tsx').then((module) => ({
    default: module.RideRatingPanel,
  })),
);

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
              <Suspense fallback={null}>
                <RideRatingPanel userId={current.userId} bookingId={id} rideId={ride.id} />
              </Suspense>
            ) : null
          }
        />
      ) : (
        <p className="form-error">Booking not found</p>
      )}
    </section>
  );
}
