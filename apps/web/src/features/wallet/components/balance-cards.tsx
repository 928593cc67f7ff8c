import { type CompanyWallet, formatNaira } from '@shuttle/contracts';

interface BalanceCardsProps {
  balanceKobo: number;
  company: CompanyWallet | null;
}

export function BalanceCards({ balanceKobo, company }: BalanceCardsProps) {
  return (
    <section className="grid-2" aria-label="Balances">
      <div className="card wallet-balance">
        <h2 className="wallet-balance__label">Personal wallet</h2>
        <p className="wallet-balance__amount" data-testid="personal-balance">
          {formatNaira(balanceKobo)}
        </p>
      </div>
      {company ? (
        <div className="card wallet-balance">
          <h2 className="wallet-balance__label">Company wallet</h2>
          <p className="wallet-balance__amount" data-testid="company-balance">
            {formatNaira(company.balance_kobo)}
          </p>
          <p className="muted small">
            {company.corporate_name}: {formatNaira(company.allowance_left_kobo)} of your{' '}
            {formatNaira(company.allowance_kobo)} allowance left this {company.allowance_period}.
          </p>
        </div>
      ) : null}
    </section>
  );
}
