import { zodResolver } from '@hookform/resolvers/zod';
import { DriverSignupInput, MESSAGES } from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ContactFields } from '../../../components/forms/contact-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSignUpDriver } from '../api/sign-up-driver.ts';

const EMPTY: DriverSignupInput = { fname: '', lname: '', email: '', phone: '', password: '' };

/**
 * Driver signup (docs/product.md#public-forms): success shows a green notice and clears the
 * form; a failure shows the server's message, else the generic one, above the fields.
 */
export function DriverSignupForm() {
  const signUp = useSignUpDriver();
  const [isReceived, setIsReceived] = useState(false);
  const form = useForm<DriverSignupInput>({ resolver: zodResolver(DriverSignupInput), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
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

  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      {isReceived ? (
        <p className="notice-success" role="status">
          {MESSAGES.driverSignupReceived}
        </p>
      ) : null}
      <FormError message={signUp.isError ? errorMessage(signUp.error) : null} />
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
