import { zodResolver } from '@hookform/resolvers/zod';
import { SetPasswordInput } from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetPassword } from '../api/set-password.ts';
import { roleHome } from '../utils/role-home.ts';

/** A link whose token could never be right (cut short, or padded) is told so before any call. */
const BROKEN_LINK = 'This link is invalid or has expired. Ask an admin for a new invitation.';

/**
 * An invited staff member chooses their password (docs/decisions/122); the answer signs them
 * in and they land on their role's home.
 */
export function SetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const form = useForm<z.input<typeof SetPasswordInput>, unknown, SetPasswordInput>({
    resolver: zodResolver(SetPasswordInput),
    defaultValues: { password: '', confirm_password: '', token },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (setPassword.isPending) return;
    try {
      const user = await setPassword.mutateAsync(values);
      navigate(roleHome(user.role), { replace: true });
    } catch {
      // Shown from setPassword.error below.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <h1>Choose your password</h1>
      <p className="muted">You were invited to Shuttle. Choose a password to sign in.</p>
      <FormError
        message={errors.token ? BROKEN_LINK : setPassword.isError ? errorMessage(setPassword.error) : null}
      />
      <PasswordField
        label="Password"
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
      <Button type="submit" block isProcessing={isSubmitting || setPassword.isPending}>
        Set password and sign in
      </Button>
    </form>
  );
}
