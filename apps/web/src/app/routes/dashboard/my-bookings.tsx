import { useSearchParams } from 'react-router';
import { activeBookingsQueryOptions } from '../../../features/booking/api/get-active-bookings.ts';
import { pastBookingsQueryOptions } from '../../../features/booking/api/get-past-bookings.ts';
import { MyBookingsPage } from '../../../features/booking/components/my-bookings-page.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'My bookings | Shuttle',
};

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/**
 * Active and past bookings load side by side before the page paints, so the past list does not
 * push the page about as it arrives (docs/decisions/188). A failed one is left to its card.
 */
export async function loader({ request }: { request: Request }) {
  const current = session.get();
  if (!current) return null;
  const pastPage = pageOf(new URL(request.url).searchParams.get('past_page'));
  await Promise.allSettled([
    queryClient.ensureQueryData({ ...activeBookingsQueryOptions(current.userId), retry: false }),
    queryClient.ensureQueryData({ ...pastBookingsQueryOptions(current.userId, pastPage), retry: false }),
  ]);
  return null;
}

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
