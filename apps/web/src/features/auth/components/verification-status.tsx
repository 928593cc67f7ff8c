import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUser } from '../api/get-user.ts';
import { useResendVerificationCode } from '../api/resend-verification-code.ts';

/**
 * Where a rider lands after asking for a new code (docs/product.md#accounts): verified already, or a
 * new code on its way, with the way back to the dashboard either way.
 */
export function VerificationStatus() {
  const user = useUser();
  const resend = useResendVerificationCode();

  if (user.isPending) return <p className="muted">Loading…</p>;
  if (user.isError) return <FormError message={errorMessage(user.error)} />;

  const { id, email, verified } = user.data;
  const onResend = async () => {
    if (resend.isPending) return;
    try {
      await resend.mutateAsync({ userId: id });
      showToast('success', `Another code is on its way to ${email}.`);
    } catch {
      // Shown from resend.error below.
    }
  };

  return (
    <div className="stack narrow">
      {verified ? (
        <>
          <h1>Your account is verified</h1>
          <p>Thank you for confirming your email address. You are all set to book rides.</p>
        </>
      ) : (
        <>
          <h1>Check your email</h1>
          <p>
            A new verification code is on its way to <strong>{email}</strong>. Open the link in that email
            within 10 minutes to verify your account.
          </p>
          <FormError message={resend.isError ? errorMessage(resend.error) : null} />
        </>
      )}
      <p className="row">
        <Link className="btn btn--primary" to={paths.dashboard.root}>
          Go to your dashboard
        </Link>
        {verified ? null : (
          <Button variant="ghost" onClick={onResend} isProcessing={resend.isPending}>
            Send another code
          </Button>
        )}
      </p>
    </div>
  );
}
