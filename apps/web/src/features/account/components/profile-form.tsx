import { zodResolver } from '@hookform/resolvers/zod';
import {
  type City,
  emailChanges,
  type ProfileFormOutput,
  type ProfileFormValues,
  profileFormFor,
} from '@shuttle/contracts';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export interface ProfileUser {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  city_id: number;
}

interface ProfileFormProps {
  userId: number;
  user: ProfileUser;
  cities: City[];
}

/**
 * Name, email, phone and city. A new email address needs the current password, shown only
 * then, and must be verified again (the server sends a code, and tells the old address).
 */
export function ProfileForm({ userId, user, cities }: ProfileFormProps) {
  const update = useUpdateProfile(userId);
  const schema = useMemo(() => profileFormFor(user.email), [user.email]);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(schema),
    values: {
      fname: user.fname,
      lname: user.lname,
      email: user.email,
      phone: user.phone,
      city_id: user.city_id,
      current_password: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: 'email' }) ?? user.email;
  const newEmail = emailChanges(user.email, typedEmail);

  const onSubmit = form.handleSubmit(async ({ current_password, ...values }) => {
    if (update.isPending) return;
    const emailChanged = emailChanges(user.email, values.email);
    try {
      const saved = await update.mutateAsync(emailChanged ? { ...values, current_password } : values);
      form.resetField('current_password', { defaultValue: '' });
      showToast(
        'success',
        emailChanged
          ? `Your profile was saved. We sent a code to ${saved.email} to verify it.`
          : 'Your profile was saved.',
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        form.setError('current_password', { message: errorMessage(error) });
      }
    }
  });
  const wrongPassword = update.error instanceof ApiError && update.error.code === 'WRONG_PASSWORD';

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label="Profile">
      <FormError message={update.isError && !wrongPassword ? errorMessage(update.error) : null} />
      <div className="grid-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.fname?.message}
          {...form.register('fname')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lname?.message}
          {...form.register('lname')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint="Changing it means verifying the new address with a code we email to it."
        error={errors.email?.message}
        {...form.register('email')}
      />
      {newEmail ? (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          hint="To change your email address, confirm it is you."
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
      ) : null}
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <SelectField
        label="City"
        error={errors.city_id?.message}
        options={cities.map((city) => ({ value: city.id, label: city.name }))}
        {...form.register('city_id')}
      />
      <Button type="submit" isProcessing={isSubmitting || update.isPending}>
        Save profile
      </Button>
    </form>
  );
}
