import { formatNaira, type WalletAnswer } from '@shuttle/contracts';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatWhen } from '../../../lib/format-when.ts';

interface WalletHistoryProps {
  history: WalletAnswer['walletHistory'];
  meta: WalletAnswer['walletHistoryMeta'];
  onPage: (page: number) => void;
}

export function WalletHistory({ history, meta, onPage }: WalletHistoryProps) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
  return (
    <section className="card stack" aria-labelledby="wallet-history-heading">
      <h2 id="wallet-history-heading">History</h2>
      {history.length === 0 ? (
        <p className="muted">No transactions yet. Fund your wallet to get started.</p>
      ) : (
        <ul className="wallet-history">
          {history.map((line) => (
            <li key={line.id} className="wallet-history__line">
              <div>
                <p className="wallet-history__title">{line.title}</p>
                <p className="muted small">
                  {formatWhen(line.created_at)}
                  {line.reference ? ` · ${line.reference}` : ''}
                </p>
              </div>
              <div className="text-right">
                <p className={`wallet-history__amount wallet-history__amount--${line.direction}`}>
                  {line.direction === 'credit' ? '+' : '−'}
                  {formatNaira(line.amount_kobo)}
                </p>
                <p className="muted small">Balance {formatNaira(line.balance_after_kobo)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={meta.page} pages={pages} onPage={onPage} label="History pages" className="wallet-pager" />
    </section>
  );
}
