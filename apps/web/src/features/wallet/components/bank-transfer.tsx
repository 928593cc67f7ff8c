import { formatNaira, type PaymentSettings } from '@shuttle/contracts';
import { showToast } from '../../../components/ui/toaster.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBankAccount } from '../api/get-bank-account.ts';
import { useSimulateTransfer } from '../api/simulate-transfer.ts';
import { AmountForm } from './amount-form.tsx';

async function copy(label: string, value: string) {
  try {
    await navigator.clipboard.writeText(value);
    showToast('success', `${label} copied`);
  } catch {
    showToast('error', `Could not copy. Please select the ${label.toLowerCase()} and copy it.`);
  }
}

interface BankTransferProps {
  userId: number;
  provider: PaymentSettings['provider'];
}

export function BankTransfer({ userId, provider }: BankTransferProps) {
  const account = useBankAccount(userId);
  const simulate = useSimulateTransfer();

  return (
    <section className="card stack" aria-labelledby="bank-transfer-heading">
      <h2 id="bank-transfer-heading">Bank transfer</h2>
      <p className="muted small">Transfer any amount to your own account number; it lands in your wallet.</p>
      {account.isPending ? <p className="muted">Loading your account...</p> : null}
      {account.isError ? <p className="form-error">{errorMessage(account.error)}</p> : null}
      {account.data ? (
        <dl className="bank-details">
          <div>
            <dt>Bank</dt>
            <dd>{account.data.bank_name}</dd>
          </div>
          <div>
            <dt>Account number</dt>
            <dd>
              <span data-testid="account-number">{account.data.account_number}</span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={() => copy('Account number', account.data.account_number)}
              >
                Copy account number
              </button>
            </dd>
          </div>
          <div>
            <dt>Account name</dt>
            <dd>
              <span>{account.data.account_name}</span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={() => copy('Account name', account.data.account_name)}
              >
                Copy account name
              </button>
            </dd>
          </div>
        </dl>
      ) : null}
      {provider === 'sandbox' && account.data ? (
        <details className="sandbox-tools">
          <summary>Simulate an incoming transfer (sandbox)</summary>
          <AmountForm
            label="Transfer amount (₦)"
            submitLabel="Send test transfer"
            isProcessing={simulate.isPending}
            onAmount={async (amountKobo) => {
              try {
                await simulate.mutateAsync({ userId, amountKobo });
                showToast('success', `${formatNaira(amountKobo)} received by bank transfer.`);
              } catch (error) {
                showToast('error', errorMessage(error));
              }
            }}
          />
        </details>
      ) : null}
    </section>
  );
}
