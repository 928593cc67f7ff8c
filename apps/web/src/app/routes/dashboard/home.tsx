import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { userQueryOptions, useUser } from '../../../features/auth/api/get-user.ts';
import { activeBookingsQueryOptions } from '../../../features/booking/api/get-active-bookings.ts';
import { NextRideCard } from '../../../features/booking/components/next-ride-card.tsx';
import { WalletSummaryCard } from '../../../features/dashboard/components/wallet-summary-card.tsx';
import { notificationsQueryOptions } from '../../../features/notifications/api/get-notifications.ts';
import {
  RECENT_NOTIFICATIONS,
  RecentNotifications,
} from '../../../features/notifications/components/recent-notifications.tsx';
import { useAfterFirstPaint } from '../../../lib/after-paint.ts';
import { lazyPart } from '../../../lib/lazy-route.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Home | Shuttle',
};

/**
 * The user and the next ride load side by side before the page paints, so the cards above the
 * search form do not push it down as they arrive (docs/decisions/057). The recent notifications,
 * below it, start at the same time but the page does not wait for them: their card holds its
 * place with "Loading..." (docs/decisions/198). A failed one is not retried here but left to its
 * card, which tries again and shows its own state, so a failing call never holds the page back.
 */
/**
 * The search form and its combobox library load after the page has painted, in a box of the
 * form's own height, so nothing moves when it arrives (docs/decisions/179); so do the trips of
 * a search in the address and the contracts that decode it (docs/decisions/189). Their download
 * starts once the page has painted, not while it renders (docs/decisions/192). Without a search
 * in the address, the form's zod waits until the rider uses it (docs/decisions/204).
 */
const RouteSearchForm = lazyPart(() =>
  import('../../../features/search/components/dashboard-search.tsx').then(
    (module) => module.DashboardSearchForm,
  ),
);
const DiscoveredTrips = lazyPart(() =>
  import('../../../features/search/components/search-from-address.tsx').then(
    (module) => module.DiscoveredTripsFromAddress,
  ),
);
const SEARCH_PLACEHOLDER = <div className="dashboard-home__search-placeholder" aria-hidden="true" />;

export async function loader() {
  const current = session.get();
  if (!current) return null;
  void queryClient.prefetchQuery({
    ...notificationsQueryOptions(current.userId, RECENT_NOTIFICATIONS),
    retry: false,
  });
  await Promise.allSettled([
    queryClient.ensureQueryData({ ...userQueryOptions(current.userId), retry: false }),
    queryClient.ensureQueryData({ ...activeBookingsQueryOptions(current.userId), retry: false }),
  ]);
  return null;
}

export function Component() {
  const user = useUser();
  const current = session.get();
  const [searchParams] = useSearchParams();
  // The address carries the search: opening or reloading it searches again (docs/product.md#route-search).
  const rawOptions = searchParams.get('options');
  const painted = useAfterFirstPaint();
  return (
    <section className="page">
      <h1>{user.data ? `Good day, ${user.data.fname}` : 'Your dashboard'}</h1>
      {current ? <NextRideCard userId={current.userId} /> : null}
      <div className="card">
        <h2>Where are you going?</h2>
        {painted ? (
          <Suspense fallback={SEARCH_PLACEHOLDER}>
            <RouteSearchForm rawOptions={rawOptions} />
          </Suspense>
        ) : (
          SEARCH_PLACEHOLDER
        )}
      </div>
      {painted && rawOptions ? (
        <Suspense fallback={null}>
          <DiscoveredTrips key={rawOptions} rawOptions={rawOptions} />
        </Suspense>
      ) : null}
      <div className="dashboard-home__summary">
        <WalletSummaryCard
          balanceKobo={user.data?.wallet.balance_kobo}
          companyBalanceKobo={user.data?.wallet.company_balance_kobo}
        />
        {user.data ? <RecentNotifications userId={user.data.id} /> : null}
      </div>
    </section>
  );
}
