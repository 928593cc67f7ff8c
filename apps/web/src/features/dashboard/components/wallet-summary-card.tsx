import { formatNaira } from '@shuttle/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import './dashboard.css';

interface WalletSummaryCardProps {
  /** Undefined while the wallet loads. */
  balanceKobo: number | undefined;
  companyBalanceKobo?: number | null | undefined;
}

/** Dashboard home: the wallet balance and the way to fund it. */
export function WalletSummaryCard({ balanceKobo, companyBalanceKobo }: WalletSummaryCardProps) {
  return (
    <section className="card wallet-summary" aria-labelledby="wallet-summary-heading">
      <h2 id="wallet-summary-heading" className="wallet-summary__label">
        Wallet balance
      </h2>
      <p className="wallet-summary__amount" data-testid="home-balance">
        {balanceKobo === undefined ? '…' : formatNaira(balanceKobo)}
      </p>
      {companyBalanceKobo !== undefined && companyBalanceKobo !== null ? (
        <p className="muted small">Company wallet: {formatNaira(companyBalanceKobo)}</p>
      ) : null}
      <Link className="btn btn--primary" to={paths.dashboard.wallet}>
        Fund wallet
      </Link>
    </section>
  );
}
