import type { WaitlistEntry } from '@shuttle/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLeaveWaitlist, useWaitlist } from '../api/waitlist.ts';

function statusText(entry: WaitlistEntry): string {
  switch (entry.status) {
    case 'waiting':
      return `Number ${entry.place} in line. Nothing is charged unless a seat frees.`;
    case 'booked':
      return 'A seat freed: you are booked and were charged.';
    case 'skipped':
      return `A seat freed but could not be booked for you: ${entry.skipped_reason ?? 'your wallet was short.'}`;
    case 'left':
      return 'You left the waitlist.';
    case 'closed':
      return 'The waitlist closed before a seat freed. Nothing was charged.';
  }
}

/** The bookings page's waitlist: each place in line, with Leave while waiting (docs/product.md#waitlist). */
export function WaitlistSection({ userId }: { userId: number }) {
  const waitlist = useWaitlist(userId);
  const leave = useLeaveWaitlist();
  if (!waitlist.data || waitlist.data.data.length === 0) return null;
  return (
    <section className="card stack" aria-label="Waitlist">
      <h2>Waitlist</h2>
      {leave.isError ? <p className="form-error">{errorMessage(leave.error)}</p> : null}
      <ul className="rides">
        {waitlist.data.data.map((entry) => (
          <li key={entry.id} className="card stack">
            <p>
              <strong>
                {entry.route.code} · {entry.departure_date}, {entry.departure_time}
              </strong>{' '}
              {entry.pickup.name} to {entry.destination.name}
            </p>
            <p className="small">{statusText(entry)}</p>
            {entry.status === 'booked' && entry.booking_id !== null ? (
              <Link to={paths.dashboard.booking(entry.booking_id)}>See the booking</Link>
            ) : null}
            {entry.status === 'waiting' ? (
              <button
                type="button"
                className="btn btn--ghost"
                disabled={leave.isPending}
                onClick={() => leave.mutate({ userId, entryId: entry.id })}
              >
                Leave the waitlist
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
