import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordInput } from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';

/** A link whose token could never be right (cut short, or padded) is told so before any call. */
const BROKEN_LINK = 'This reset link is invalid or has expired.';

interface ResetPasswordFormProps {
  /** The token of the emailed `/password/{token}` link. */
  token: string;
}

/** Reset password (docs/product.md#accounts): the form, then the "Password changed" screen. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const passwordReset = useResetPassword();
  const form = useForm<z.input<typeof ResetPasswordInput>, unknown, ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordInput),
    defaultValues: { password: '', confirm_password: '', type: 'user', token },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (passwordReset.isPending) return;
    try {
      await passwordReset.mutateAsync(values);
    } catch {
      // Shown from passwordReset.error below.
    }
  });

  if (passwordReset.isSuccess) {
    return (
      <div className="stack">
        <h1>Password changed</h1>
        <p>Your new password is set, and every device that was signed in has been signed out.</p>
        <p>
          <Link className="btn btn--primary" to={paths.login}>
            Login
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <h1>Choose a new password</h1>
      <FormError
        message={
          errors.token ? BROKEN_LINK : passwordReset.isError ? errorMessage(passwordReset.error) : null
        }
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
      <Button type="submit" block isProcessing={isSubmitting || passwordReset.isPending}>
        Change password
      </Button>
    </form>
  );
}
