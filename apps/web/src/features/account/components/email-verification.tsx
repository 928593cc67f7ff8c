import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResendVerificationCode, useVerifyEmail } from '../api/verify-email.ts';

/** Shown while the rider's email address is not verified: the emailed 6-digit code, or a new one. */
export function EmailVerification({ userId, email }: { userId: number; email: string }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useVerifyEmail(userId);
  const resend = useResendVerificationCode(userId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem('The code is 6 digits.');
      return;
    }
    setProblem(null);
    try {
      await verify.mutateAsync(code.trim());
      showToast('success', 'Your email address is verified.');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <section className="card stack" aria-labelledby="verify-heading">
      <h2 id="verify-heading">Verify your email address</h2>
      <p className="muted">
        {email} is not verified yet. Enter the 6-digit code we emailed to it, or open the link in that email.
      </p>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <FormError message={problem} />
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="row">
          <Button type="submit" isProcessing={verify.isPending}>
            Verify
          </Button>
          <Button
            variant="ghost"
            isProcessing={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: (answer) => showToast('info', answer.message),
                onError: (error) => showToast('error', errorMessage(error)),
              })
            }
          >
            Resend code
          </Button>
        </div>
      </form>
    </section>
  );
}
