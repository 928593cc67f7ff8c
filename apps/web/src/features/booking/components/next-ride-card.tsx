import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useActiveBookings } from '../api/get-active-bookings.ts';
import { LazyBoardingPass } from './lazy-boarding-pass.tsx';
import { nextRide } from './next-ride.ts';
import './booking.css';

/** Dashboard home: the next ride with its QR pass and status, or a word that there is none. */
export function NextRideCard({ userId }: { userId: number }) {
  const active = useActiveBookings(userId);
  if (!active.data) return null;
  const ride = nextRide(active.data.data);
  const booking = ride
    ? active.data.data.find((item) => item.rides.some((each) => each.id === ride.id))
    : undefined;
  return (
    <section className="card stack" aria-label="Your next ride">
      <h2>Your next ride</h2>
      {ride && booking ? (
        <>
          <LazyBoardingPass ride={ride} />
          <Link to={paths.dashboard.booking(booking.id)}>See booking #{booking.id}</Link>
        </>
      ) : (
        <p className="muted">No upcoming ride. Search below to book one.</p>
      )}
    </section>
  );
}
