import { formatNaira, type Receipt } from '@shuttle/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import { useDownloadReceiptPdf } from '../api/downloads.ts';
import { useReceipt } from '../api/get-receipts.ts';
import './receipts.css';

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { details } = receipt;
  return (
    <>
      <h1>Receipt {receipt.number}</h1>
      <p className="muted">
        {details.title} · {formatWhen(receipt.created_at)}
      </p>
      <ul className="receipt-page__lines" aria-label="What was paid for">
        {details.lines.map((line) => (
          <li key={line.description} className="receipt-page__line">
            <span>{line.description}</span>
            <span>{formatNaira(line.amount_kobo)}</span>
          </li>
        ))}
      </ul>
      {details.discount_kobo > 0 ? (
        <p className="receipt-page__line">
          <span>Discount</span>
          <span>−{formatNaira(details.discount_kobo)}</span>
        </p>
      ) : null}
      <p className="receipt-page__total">
        <span>Total paid</span>
        <span>{formatNaira(details.total_kobo)}</span>
      </p>
      <dl className="receipt-page__facts">
        <dt>Paid with</dt>
        <dd>{details.paid_with}</dd>
        {details.reference ? (
          <>
            <dt>Reference</dt>
            <dd>{details.reference}</dd>
          </>
        ) : null}
        {details.booking_id !== null ? (
          <>
            <dt>Booking</dt>
            <dd>#{details.booking_id}</dd>
          </>
        ) : null}
        {details.balance_after_kobo !== null ? (
          <>
            <dt>Wallet balance after</dt>
            <dd>{formatNaira(details.balance_after_kobo)}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

/**
 * /dashboard/receipts/{id}: one receipt as it was issued, laid out to print on its own
 * (receipts.css), with the same receipt as the API's PDF a tap away.
 */
export function ReceiptPage({ userId, receiptId }: { userId: number; receiptId: number }) {
  const receipt = useReceipt(userId, receiptId);
  const pdf = useDownloadReceiptPdf(userId);
  return (
    <section className="page narrow stack">
      <p className="receipt-page__back">
        <Link to={paths.dashboard.receipts}>All receipts</Link>
      </p>
      {receipt.isError ? <p className="form-error">{errorMessage(receipt.error)}</p> : null}
      {receipt.data ? (
        <article className="card stack receipt-page">
          <ReceiptDocument receipt={receipt.data} />
          <FormError message={pdf.isError ? errorMessage(pdf.error) : null} />
          <div className="receipt-page__actions">
            <Button isProcessing={pdf.isPending} onClick={() => receipt.data && pdf.mutate(receipt.data)}>
              Download PDF
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        </article>
      ) : receipt.isPending ? (
        <p className="muted">Loading your receipt...</p>
      ) : null}
    </section>
  );
}
