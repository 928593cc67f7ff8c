import { formatNaira } from '@shuttle/contracts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTopUp } from '../api/get-top-up.ts';

interface TopUpStatusProps {
  userId: number;
  reference: string;
  onDismiss: () => void;
}

/** What became of the checkout the rider just left: every state is shown (issue "Pages"). */
export function TopUpStatus({ userId, reference, onDismiss }: TopUpStatusProps) {
  const topUp = useTopUp(userId, reference);
  const status = topUp.data?.status;
  let notice: { className: string; text: string };
  if (topUp.isError) {
    notice = { className: 'form-error', text: errorMessage(topUp.error) };
  } else if (status === 'succeeded' && topUp.data) {
    notice = {
      className: 'notice-success',
      text: `Payment received: ${formatNaira(topUp.data.amount_kobo)} was added to your wallet.`,
    };
  } else if (status === 'failed') {
    notice = { className: 'form-error', text: 'The payment failed. Nothing was added to your wallet.' };
  } else if (status === 'abandoned') {
    notice = { className: 'notice-info', text: 'You closed the checkout. You were not charged.' };
  } else {
    notice = { className: 'notice-info', text: 'Processing your payment...' };
  }
  return (
    <div className={`${notice.className} wallet-notice`} role="status">
      <span>{notice.text}</span>
      {status && status !== 'pending' ? (
        <button type="button" className="link-button" onClick={onDismiss}>
          Dismiss
        </button>
      ) : null}
    </div>
  );
}
