import { useUser } from '../../../features/auth/api/get-user.ts';
import { WalletSummaryCard } from '../../../features/dashboard/components/wallet-summary-card.tsx';
import { RecentNotifications } from '../../../features/notifications/components/recent-notifications.tsx';

export function Component() {
  const user = useUser();
  return (
    <section className="page">
      <h1>{user.data ? `Good day, ${user.data.fname}` : 'Your dashboard'}</h1>
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
