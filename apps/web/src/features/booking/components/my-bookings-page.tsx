import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDownloadRideHistory } from '../api/download-ride-history.ts';
import { useActiveBookings } from '../api/get-active-bookings.ts';
import { usePastBookings } from '../api/get-past-bookings.ts';
import { BookingCard } from './booking-card.tsx';
import { WaitlistSection } from './waitlist-section.tsx';
import './booking.css';

interface MyBookingsPageProps {
  userId: number;
  pastPage: number;
  onPastPage: (page: number) => void;
}

/** /dashboard/my-bookings: active bookings, then past ones (docs/product.md#booking). */
export function MyBookingsPage({ userId, pastPage, onPastPage }: MyBookingsPageProps) {
  const active = useActiveBookings(userId);
  const past = usePastBookings(userId, pastPage);
  const pastPages = past.data ? Math.max(1, Math.ceil(past.data.meta.total / past.data.meta.limit)) : 1;
  return (
    <div className="stack">
      <section className="card stack" aria-label="Active bookings">
        <h2>Active bookings</h2>
        {active.isPending ? <p className="muted">Loading…</p> : null}
        {active.isError ? <p className="form-error">{errorMessage(active.error)}</p> : null}
        {active.data?.data.length === 0 ? (
          <p>
            No active bookings. <Link to={paths.dashboard.home}>Find a shuttle</Link>
          </p>
        ) : null}
        {active.data && active.data.data.length > 0 ? (
          <ul className="rides">
            {active.data.data.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </ul>
        ) : null}
      </section>
      <WaitlistSection userId={userId} />
      <section className="card stack" aria-label="Past bookings">
        <h2>Past bookings</h2>
        {past.isError ? <p className="form-error">{errorMessage(past.error)}</p> : null}
        {past.data?.data.length === 0 ? <p className="muted">No past bookings yet.</p> : null}
        {past.data && past.data.data.length > 0 ? (
          <ul className="rides">
            {past.data.data.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </ul>
        ) : null}
        <Pager
          page={pastPage}
          pages={pastPages}
          onPage={onPastPage}
          label="Past bookings pages"
          back="Newer"
          forward="Older"
          buttonClassName="link-button"
        />
      </section>
      <RideHistoryDownload userId={userId} />
    </div>
  );
}

/** Every ride of every booking as a CSV file, for the rider's own records or expenses. */
function RideHistoryDownload({ userId }: { userId: number }) {
  const download = useDownloadRideHistory(userId);
  return (
    <section className="card stack" aria-labelledby="ride-history-heading">
      <h2 id="ride-history-heading">Ride history</h2>
      <p className="muted">Every ride you have booked, with its date, route, stops and fare.</p>
      <FormError message={download.isError ? errorMessage(download.error) : null} />
      <p>
        <Button variant="secondary" isProcessing={download.isPending} onClick={() => download.mutate()}>
          Download ride history (CSV)
        </Button>
      </p>
    </section>
  );
}
