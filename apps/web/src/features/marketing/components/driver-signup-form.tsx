import { type DriverSignupInput, MESSAGES } from '@shuttle/contracts';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ContactFields } from '../../../components/forms/contact-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type CheckOnDemand, checkOnDemand } from '../../../lib/check-on-demand.ts';
import { useSignUpDriver } from '../api/sign-up-driver.ts';

const EMPTY: DriverSignupInput = { fname: '', lname: '', email: '', phone: '', password: '' };

type DriverSignupCheck = CheckOnDemand<DriverSignupInput, DriverSignupInput>;

/**
 * The signup's check, downloaded when the form first takes focus or is sent: zod and the
 * contracts stay out of the dialog's load (docs/decisions/196, docs/decisions/205).
 */
const DRIVER_SIGNUP_CHECK: DriverSignupCheck = checkOnDemand(() =>
  import('./driver-signup-check.ts').then((module) => module.driverSignupResolver),
);

interface DriverSignupFormProps {
  /** The form's check: the signup contract unless another is given. */
  check?: DriverSignupCheck;
}

/**
 * Driver signup (docs/product.md#public-forms): success shows a green notice and clears the
 * form; a failure shows the server's message, else the generic one, above the fields.
 */
export function DriverSignupForm({ check = DRIVER_SIGNUP_CHECK }: DriverSignupFormProps = {}) {
  const signUp = useSignUpDriver();
  const [isReceived, setIsReceived] = useState(false);
  const form = useForm<DriverSignupInput>({ resolver: check.check, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const send = form.handleSubmit(async (values) => {
    if (signUp.isPending) return;
    setIsReceived(false);
    try {
      await signUp.mutateAsync(values);
    } catch {
      return;
    }
    setIsReceived(true);
    form.reset(EMPTY);
  });

  // The check's code could not be downloaded: said on the form, which keeps what was typed.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    send(event).catch(() => form.setError('root', { message: MESSAGES.genericError }));

  return (
    <form onSubmit={onSubmit} onFocus={check.preload} noValidate className="stack">
      {isReceived ? (
        <p className="notice-success" role="status">
          {MESSAGES.driverSignupReceived}
        </p>
      ) : null}
      <FormError message={errors.root?.message ?? (signUp.isError ? errorMessage(signUp.error) : null)} />
      <div className="grid-2">
        <ContactFields register={(name) => form.register(name)} errors={errors} />
      </div>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" block isProcessing={isSubmitting || signUp.isPending}>
        Sign up to drive
      </Button>
    </form>
  );
}
