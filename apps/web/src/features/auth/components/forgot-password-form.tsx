import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordInput } from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

/** Forgot password (docs/product.md#accounts): the email form, then the "Check your email" screen. */
export function ForgotPasswordForm() {
  const resetRequest = useRequestPasswordReset();
  const form = useForm<z.input<typeof ForgotPasswordInput>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInput),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (resetRequest.isPending) return;
    try {
      await resetRequest.mutateAsync(values);
    } catch {
      // Shown from resetRequest.error below.
    }
  });

  if (resetRequest.isSuccess) {
    return (
      <div className="stack">
        <h1>Check your email</h1>
        <p>
          If an account exists for <strong>{resetRequest.variables.email}</strong>, we have sent it a link to
          choose a new password. The link works for 30 minutes.
        </p>
        <p className="muted small">No email? Look in your spam folder, or ask again in a few minutes.</p>
        <p>
          <Link className="btn btn--primary" to={paths.home}>
            Back to home
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <h1>Forgot your password?</h1>
      <p className="muted">
        Enter the email address of your account and we will send you a link to reset it.
      </p>
      <FormError message={resetRequest.isError ? errorMessage(resetRequest.error) : null} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" block isProcessing={isSubmitting || resetRequest.isPending}>
        Send reset link
      </Button>
      <p className="text-center">
        Remembered it? <Link to={paths.login}>Log in</Link>
      </p>
    </form>
  );
}
