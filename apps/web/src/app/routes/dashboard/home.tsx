import { decodeSearchOptions } from '@shuttle/contracts';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../features/auth/api/get-user.ts';
import { NextRideCard } from '../../../features/booking/components/next-ride-card.tsx';
import { WalletSummaryCard } from '../../../features/dashboard/components/wallet-summary-card.tsx';
import { RecentNotifications } from '../../../features/notifications/components/recent-notifications.tsx';
import { DiscoveredTrips } from '../../../features/search/components/discovered-trips.tsx';
import { RouteSearchForm } from '../../../features/search/components/route-search-form.tsx';
import { session } from '../../../lib/session.ts';

export function Component() {
  const user = useUser();
  const current = session.get();
  const [searchParams] = useSearchParams();
  const rawOptions = searchParams.get('options');
  // The address carries the search: opening or reloading it searches again (spec section 2).
  const options = decodeSearchOptions(rawOptions);
  return (
    <section className="page">
      <h1>{user.data ? `Good day, ${user.data.fname}` : 'Your dashboard'}</h1>
      {current ? <NextRideCard userId={current.userId} /> : null}
      <div className="card">
        <h2>Where are you going?</h2>
        <RouteSearchForm initialOptions={options} />
      </div>
      {options ? <DiscoveredTrips key={rawOptions} options={options} /> : null}
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
