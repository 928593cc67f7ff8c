import { MESSAGES } from '@shuttle/contracts';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResendVerificationCode } from '../api/resend-verification-code.ts';
import type { VerificationOutcome } from '../api/verify-account.ts';

const LOGIN_THEN_VERIFICATION = `${paths.login}?redirect=${encodeURIComponent(paths.dashboard.verificationSuccessful)}`;

/** The three outcomes of opening a verification link (docs/product.md#accounts). */
export function VerificationResult({ outcome }: { outcome: VerificationOutcome }) {
  if (outcome.status === 'verified') {
    return (
      <div className="stack">
        <h1>Verification Successful</h1>
        <p>Your email address is confirmed and your Shuttle account is ready.</p>
        <p>
          <Link className="btn btn--primary" to={paths.dashboard.root}>
            Go to your dashboard
          </Link>
        </p>
      </div>
    );
  }
  if (outcome.status === 'already-verified') {
    return (
      <div className="stack">
        <h1>Already Verified</h1>
        <p>This account was verified before. Log in to carry on.</p>
        <p>
          <Link className="btn btn--primary" to={paths.login}>
            Proceed to login
          </Link>
        </p>
      </div>
    );
  }
  return <VerificationFailed userId={outcome.userId} code={outcome.code} />;
}

function VerificationFailed({ userId, code }: { userId: number | null; code: string }) {
  const navigate = useNavigate();
  const resend = useResendVerificationCode();

  const onResend = async () => {
    if (userId === null || resend.isPending) return;
    try {
      await resend.mutateAsync({ userId, code });
      navigate(paths.dashboard.verificationSuccessful);
    } catch {
      // Shown from resend.error below.
    }
  };

  return (
    <div className="stack">
      <h1>Verification not successful</h1>
      <p>{MESSAGES.verificationFailed}</p>
      <FormError message={resend.isError ? errorMessage(resend.error) : null} />
      {userId === null ? (
        // A link that names no user cannot ask for a code; signed in, the rider can (ADR 010).
        <p>
          <Link className="btn btn--primary" to={LOGIN_THEN_VERIFICATION}>
            Log in to get a new code
          </Link>
        </p>
      ) : (
        <p>
          <Button onClick={onResend} isProcessing={resend.isPending}>
            Resend code
          </Button>
        </p>
      )}
    </div>
  );
}
