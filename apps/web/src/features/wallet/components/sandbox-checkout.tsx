import { formatNaira } from '@shuttle/contracts';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { type SandboxAction, useSandboxAction, useSandboxCheckout } from '../api/sandbox-checkout.ts';
import './checkout.css';

/** The callback address, kept inside the app: only its path and query are followed. */
const callbackPath = (callbackUrl: string | null, reference: string) => {
  if (!callbackUrl) return `${paths.dashboard.wallet}?reference=${encodeURIComponent(reference)}`;
  const url = new URL(callbackUrl, window.location.origin);
  return `${url.pathname}${url.search}`;
};

/**
 * The sandbox's stand-in for Paystack's checkout page: the rider can pay, make the payment
 * fail, or close it; the app then hears about it exactly as it would from Paystack.
 */
export function SandboxCheckoutPage({ accessCode }: { accessCode: string }) {
  const navigate = useNavigate();
  const checkout = useSandboxCheckout(accessCode);
  const action = useSandboxAction();

  const run = async (name: SandboxAction) => {
    if (action.isPending) return;
    const answer = await action.mutateAsync({ accessCode, action: name }).catch(() => undefined);
    if (answer) navigate(callbackPath(answer.callback_url, answer.reference));
  };

  return (
    <main className="checkout-page">
      <section className="checkout-card" aria-labelledby="checkout-heading">
        <header className="checkout-card__header">
          <span className="checkout-card__merchant">Shuttle</span>
          <span className="checkout-card__badge">Sandbox</span>
        </header>
        {checkout.isPending ? <p className="muted">Loading the checkout...</p> : null}
        {checkout.isError ? (
          <>
            <h1 id="checkout-heading">Checkout not found</h1>
            <p className="form-error">{errorMessage(checkout.error)}</p>
            <Link to={paths.dashboard.wallet}>Back to your wallet</Link>
          </>
        ) : null}
        {checkout.data ? (
          <>
            <p className="muted small">{checkout.data.email}</p>
            <h1 id="checkout-heading" className="checkout-card__amount">
              Pay {formatNaira(checkout.data.amount_kobo)}
            </h1>
            {checkout.data.status === 'success' ? (
              <>
                <p className="notice-success">This payment is complete.</p>
                <Link to={callbackPath(checkout.data.callback_url, checkout.data.reference)}>
                  Back to Shuttle
                </Link>
              </>
            ) : (
              <div className="stack">
                <p className="muted small">
                  Test checkout: no card is charged. Choose what the bank answers.
                </p>
                {action.isError ? <p className="form-error">{errorMessage(action.error)}</p> : null}
                <Button
                  block
                  isProcessing={action.isPending && action.variables?.action === 'pay'}
                  onClick={() => run('pay')}
                >
                  Pay {formatNaira(checkout.data.amount_kobo)}
                </Button>
                <Button block variant="danger" disabled={action.isPending} onClick={() => run('fail')}>
                  Fail payment
                </Button>
                <Button block variant="ghost" disabled={action.isPending} onClick={() => run('close')}>
                  Close
                </Button>
              </div>
            )}
            <p className="checkout-card__reference muted small">Reference {checkout.data.reference}</p>
          </>
        ) : null}
      </section>
    </main>
  );
}
