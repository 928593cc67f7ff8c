import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useSavedBooking } from '../../../features/booking/api/get-saved-booking.ts';
import { BookingDetails } from '../../../features/booking/components/booking-details.tsx';
import { inRideWindow, LazyTrackMyBus } from '../../../features/tracking/components/lazy-track-my-bus.tsx';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Booking | Shuttle',
};

/** "Track my bus" above the booking while one of its rides is on the road (or about to be). */
function TrackMyBusSection({ userId, bookingId }: { userId: number; bookingId: number }) {
  // The same query as the details below, so that offline both read the booking saved on the phone.
  const booking = useSavedBooking(userId, bookingId);
  const now = Date.now();
  const ride = booking.data?.rides.find((candidate) => inRideWindow(candidate, now));
  if (!ride) return null;
  return (
    <section className="card stack" aria-label="Track my bus">
      <h2>Track my bus</h2>
      <LazyTrackMyBus userId={userId} tripDayId={ride.trip_day_id} pickupStopId={ride.pickup.id} />
    </section>
  );
}
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
        <div className="stack">
          <TrackMyBusSection userId={current.userId} bookingId={id} />
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
        </div>
      ) : (
        <p className="form-error">Booking not found</p>
      )}
    </section>
  );
}
