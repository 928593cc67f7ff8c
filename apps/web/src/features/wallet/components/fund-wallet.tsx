import type { PaymentSettings } from '@shuttle/contracts';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStartTopUp } from '../api/start-top-up.ts';
import { resumePaystackCheckout } from '../utils/paystack-inline.ts';
import { AmountForm } from './amount-form.tsx';

interface FundWalletProps {
  userId: number;
  provider: PaymentSettings['provider'];
  /** Called with the reference once the checkout ends, paid or not, to show what became of it. */
  onCheckoutEnded: (reference: string) => void;
}

export function FundWallet({ userId, provider, onCheckoutEnded }: FundWalletProps) {
  const navigate = useNavigate();
  const startTopUp = useStartTopUp();

  const fund = async (amountKobo: number) => {
    try {
      const started = await startTopUp.mutateAsync({
        userId,
        amountKobo,
        idempotencyKey: crypto.randomUUID(),
      });
      if (provider === 'sandbox') {
        navigate(paths.checkout(started.access_code));
        return;
      }
      await resumePaystackCheckout(started.access_code, {
        onSuccess: () => onCheckoutEnded(started.reference),
        onCancel: () => onCheckoutEnded(started.reference),
        onError: (error) => showToast('error', error.message),
      });
    } catch (error) {
      showToast('error', errorMessage(error));
    }
  };

  return (
    <section className="card stack" aria-labelledby="fund-wallet-heading">
      <h2 id="fund-wallet-heading">Fund wallet</h2>
      <p className="muted small">
        Pay by card through our payment partner. Your balance updates as soon as it is paid.
      </p>
      <AmountForm
        label="Amount (₦)"
        submitLabel="Fund wallet"
        isProcessing={startTopUp.isPending}
        onAmount={fund}
      />
    </section>
  );
}
