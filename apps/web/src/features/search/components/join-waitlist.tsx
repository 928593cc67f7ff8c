import type { DiscoveredTrip } from '@shuttle/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';

/**
 * A sold-out trip's "Join the waitlist" (docs/product.md#waitlist): one seat, paid from the
 * personal wallet only when a seat frees; the answer says the rider's place in line.
 */
export function JoinWaitlist({ trip }: { trip: DiscoveredTrip }) {
  const join = useJoinWaitlist();
  const current = session.get();
  if (!current) return null;
  if (join.data) {
    return (
      <p className="small" role="status">
        You are number {join.data.place ?? '–'} in line. We book and charge you only if a seat frees;{' '}
        <Link to={paths.dashboard.myBookings}>see your waitlist</Link>.
      </p>
    );
  }
  return (
    <div className="stack">
      <button
        type="button"
        className="btn btn--ghost"
        disabled={join.isPending}
        onClick={() =>
          join.mutate({
            userId: current.userId,
            request: {
              itinerary_id: trip.itinerary_id,
              pickup_id: trip.pickup.stop.id,
              destination_id: trip.destination.stop.id,
              departure_date: trip.trip_date,
              walletSource: 'Personal',
            },
          })
        }
      >
        {join.isPending ? 'Joining…' : 'Join the waitlist'}
      </button>
      {join.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(join.error)}
        </p>
      ) : null}
    </div>
  );
}
