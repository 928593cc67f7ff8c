import { lazy, Suspense } from 'react';
import { userQueryOptions } from '../../../features/auth/api/get-user.ts';
import { paymentSettingsQueryOptions } from '../../../features/wallet/api/get-payment-settings.ts';
import { walletQueryOptions } from '../../../features/wallet/api/get-wallet.ts';
import { historyPage, WalletPage } from '../../../features/wallet/components/wallet-page.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

/** The statement download loads with the page's first paint done: none of it is in the entry's map. */
const StatementDownload = lazy(() =>
  import('../../../features/receipts/components/statement-download.tsx').then((module) => ({
    default: module.StatementDownload,
  })),
);

export const handle: PageMeta = {
  title: 'Wallet | Shuttle',
};

/**
 * The balances, the history and the payment settings load side by side before the page paints,
 * so the funding cards and the history do not push the page about as they arrive
 * (docs/decisions/188). A failed one is left to the page, which shows its own state. On the
 * first page of the history the user read, which the layout waits for anyway, is the answer: it
 * is read first and the page takes it, instead of asking the same call twice (docs/decisions/221).
 */
export async function loader({ request }: { request: Request }) {
  const current = session.get();
  if (!current) return null;
  const page = historyPage(new URL(request.url).searchParams);
  const history = async () => {
    if (page === 1)
      await queryClient
        .ensureQueryData({ ...userQueryOptions(current.userId), retry: false })
        .catch(() => {});
    return queryClient.ensureQueryData({ ...walletQueryOptions(current.userId, page), retry: false });
  };
  await Promise.allSettled([
    history(),
    queryClient.ensureQueryData({ ...paymentSettingsQueryOptions(), retry: false }),
  ]);
  return null;
}

export function Component() {
  const current = session.get();
  if (!current) return null;
  return (
    <WalletPage
      userId={current.userId}
      statements={
        <Suspense fallback={null}>
          <StatementDownload userId={current.userId} />
        </Suspense>
      }
    />
  );
}
