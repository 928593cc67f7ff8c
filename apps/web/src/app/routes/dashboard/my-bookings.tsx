import { useSearchParams } from 'react-router';
import { MyBookingsPage } from '../../../features/booking/components/my-bookings-page.tsx';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'My bookings | Shuttle',
};

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

export function Component() {
  const [params, setParams] = useSearchParams();
  const current = session.get();
  if (!current) return null;
  return (
    <section className="page narrow">
      <h1>My bookings</h1>
      <MyBookingsPage
        userId={current.userId}
        pastPage={pageOf(params.get('past_page'))}
        onPastPage={(page) => setParams({ past_page: String(page) }, { preventScrollReset: true })}
      />
    </section>
  );
}
