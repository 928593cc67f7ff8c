import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterFormValues, RegisterInput } from '@shuttle/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ContactFields } from '../../../components/forms/contact-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField, SelectField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCities } from '../api/get-cities.ts';
import { useRegister } from '../api/register.ts';

interface RegisterFormProps {
  onSwitchToLogin?: () => void;
  onSuccess?: () => void;
  /**
   * Where the new rider goes: dashboard home (docs/product.md#accounts), or, from the login page, where
   * it was asked to lead, with the search made on the home page (docs/decisions/178).
   */
  destination?: string;
}

export function RegisterForm({
  onSwitchToLogin,
  onSuccess,
  destination = paths.dashboard.home,
}: RegisterFormProps) {
  const navigate = useNavigate();
  const cities = useCities();
  const registration = useRegister();
  const form = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(RegisterInput),
    defaultValues: { fname: '', lname: '', email: '', phone: '', city_id: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // docs/product.md#accounts: the city defaults to the first supported city.
  const firstCityId = cities[0]?.id;
  useEffect(() => {
    if (firstCityId !== undefined && !form.getValues('city_id')) {
      form.setValue('city_id', firstCityId);
    }
  }, [firstCityId, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (registration.isPending) return;
    try {
      await registration.mutateAsync(values);
      onSuccess?.();
      navigate(destination);
    } catch {
      // Shown from registration.error below.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <FormError message={registration.isError ? errorMessage(registration.error) : null} />
      <div className="grid-2">
        <ContactFields register={(name) => form.register(name)} errors={errors} />
      </div>
      <SelectField
        label="City"
        error={errors.city_id?.message}
        options={cities.map((city) => ({ value: city.id, label: city.name }))}
        {...form.register('city_id')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="muted small">
        By registering you agree to our <Link to={paths.privacyPolicy}>privacy policy</Link>.
      </p>
      <Button type="submit" block isProcessing={isSubmitting || registration.isPending}>
        Register
      </Button>
      {onSwitchToLogin ? (
        <p className="text-center">
          Already have an account?{' '}
          <button type="button" className="link-button" onClick={onSwitchToLogin}>
            Log in
          </button>
        </p>
      ) : null}
    </form>
  );
}
