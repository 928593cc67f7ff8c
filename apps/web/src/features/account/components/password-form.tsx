import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, ChangePasswordInput } from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', confirm_password: '' };

/** Current and new password; this device stays signed in, every other one is signed out. */
export function PasswordForm({ userId }: { userId: number }) {
  const change = useChangePassword(userId);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInput),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (change.isPending) return;
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      showToast('success', ACCOUNT_MESSAGES.passwordChanged);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        form.setError('current_password', { message: errorMessage(error) });
      }
    }
  });

  const serverProblem =
    change.isError && !(change.error instanceof ApiError && change.error.code === 'WRONG_PASSWORD')
      ? errorMessage(change.error)
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="stack narrow" aria-label="Change password">
      <FormError message={serverProblem} />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
      <p className="muted small">Changing it signs you out on every other device.</p>
      <Button type="submit" isProcessing={isSubmitting || change.isPending}>
        Change password
      </Button>
    </form>
  );
}
