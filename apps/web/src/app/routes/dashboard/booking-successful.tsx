import { useParams } from 'react-router';
import { BookingSuccessful } from '../../../features/booking/components/booking-successful.tsx';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Booking successful | Shuttle',
};

/** The booking id is optional in the address (docs/product.md#routes). */
export function Component() {
  const { bookingId } = useParams();
  const current = session.get();
  const id = Number(bookingId);
  return (
    <section className="page narrow">
      <h1>Booking successful</h1>
      {current ? (
        <BookingSuccessful
          userId={current.userId}
          bookingId={Number.isSafeInteger(id) && id > 0 ? id : null}
        />
      ) : null}
    </section>
  );
}
