import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePartsShownAfterPaint } from '../../../lib/after-paint.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePaymentSettings } from '../api/get-payment-settings.ts';
import { useWallet } from '../api/get-wallet.ts';
import { BalanceCards } from './balance-cards.tsx';
import { BankTransfer } from './bank-transfer.tsx';
import { FundWallet } from './fund-wallet.tsx';
import { TopUpStatus } from './top-up-status.tsx';
import { WalletHistory } from './wallet-history.tsx';
import './wallet.css';

/** Reads `?page` as a positive page number, 1 when absent or not a number. */
export const historyPage = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/**
 * /dashboard/wallet: balances, funding by card or transfer, and the history. The checkout's
 * outcome comes back as `?reference=`, so a reload still shows it. `statements` is what the route
 * module puts under the history: the receipts feature's statement download.
 *
 * The first paint is the balances; the funding cards and then the history come after it, each in
 * a render of its own, so that no commit is one long task before the rider can tap
 * (docs/decisions/288). They are added below what is shown, which moves nothing on screen.
 */
export function WalletPage({ userId, statements }: { userId: number; statements?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const page = historyPage(params);
  const reference = params.get('reference');
  const wallet = useWallet(userId, page);
  const settings = usePaymentSettings();
  const partsShown = usePartsShownAfterPaint(2);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <section className="page stack wallet-page">
      <h1>Wallet</h1>
      {reference ? (
        <TopUpStatus userId={userId} reference={reference} onDismiss={() => update({ reference: null })} />
      ) : null}
      {wallet.isError ? <p className="form-error">{errorMessage(wallet.error)}</p> : null}
      {wallet.data ? (
        <BalanceCards balanceKobo={wallet.data.wallet.balance_kobo} company={wallet.data.company_wallet} />
      ) : (
        <p className="muted">Loading your wallet...</p>
      )}
      {partsShown >= 1 && settings.data ? (
        <div className="grid-2 wallet-funding">
          <FundWallet
            userId={userId}
            provider={settings.data.provider}
            onCheckoutEnded={(ended) => update({ reference: ended })}
          />
          <BankTransfer userId={userId} provider={settings.data.provider} />
        </div>
      ) : null}
      {partsShown >= 2 && wallet.data ? (
        <WalletHistory
          history={wallet.data.walletHistory}
          meta={wallet.data.walletHistoryMeta}
          onPage={(next) => update({ page: String(next) })}
        />
      ) : null}
      {partsShown >= 2 ? statements : null}
    </section>
  );
}
