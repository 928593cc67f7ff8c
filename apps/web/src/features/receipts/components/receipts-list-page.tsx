import { formatNaira } from '@shuttle/contracts';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import { useReceipts } from '../api/get-receipts.ts';
import './receipts.css';

const KIND_LABEL = { top_up: 'Wallet top-up', booking: 'Booking' } as const;

/** /dashboard/receipts: every receipt the rider was issued, newest first, each opening its page. */
export function ReceiptsListPage({
  userId,
  page,
  onPage,
}: {
  userId: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const receipts = useReceipts(userId, page);
  const meta = receipts.data?.meta;
  return (
    <section className="page narrow stack">
      <h1>Receipts</h1>
      <p>
        <Link to={paths.dashboard.wallet}>Back to wallet</Link>
      </p>
      {receipts.isError ? <p className="form-error">{errorMessage(receipts.error)}</p> : null}
      {receipts.data ? (
        receipts.data.data.length === 0 ? (
          <p className="muted">No receipts yet. Each top-up and booking you pay for gets one.</p>
        ) : (
          <ul className="receipts-list card">
            {receipts.data.data.map((receipt) => (
              <li key={receipt.id}>
                <span>
                  <Link to={paths.dashboard.receipt(receipt.id)}>{receipt.number}</Link>
                  <span className="muted small"> · {KIND_LABEL[receipt.kind]}</span>
                </span>
                <span>
                  {formatNaira(receipt.amount_kobo)}
                  <span className="muted small"> · {formatWhen(receipt.created_at)}</span>
                </span>
              </li>
            ))}
          </ul>
        )
      ) : (
        <p className="muted">Loading your receipts...</p>
      )}
      {meta ? (
        <Pager
          page={meta.page}
          pages={Math.max(1, Math.ceil(meta.total / meta.limit))}
          onPage={onPage}
          label="Receipt pages"
          back="Newer"
          forward="Older"
        />
      ) : null}
    </section>
  );
}
