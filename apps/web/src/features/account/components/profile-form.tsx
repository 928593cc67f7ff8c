import { zodResolver } from '@hookform/resolvers/zod';
import {
  type City,
  type ProfileFormOutput,
  ProfileForm as ProfileFormSchema,
  type ProfileFormValues,
} from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
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

/** Name, email, phone and city. A new email address must be verified again (the server sends a code). */
export function ProfileForm({ userId, user, cities }: ProfileFormProps) {
  const update = useUpdateProfile(userId);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileFormSchema),
    values: {
      fname: user.fname,
      lname: user.lname,
      email: user.email,
      phone: user.phone,
      city_id: user.city_id,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (update.isPending) return;
    try {
      const saved = await update.mutateAsync(values);
      const emailChanged = values.email.toLowerCase() !== user.email.toLowerCase();
      showToast(
        'success',
        emailChanged
          ? `Your profile was saved. We sent a code to ${saved.email} to verify it.`
          : 'Your profile was saved.',
      );
    } catch {
      // Shown from update.error below.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label="Profile">
      <FormError message={update.isError ? errorMessage(update.error) : null} />
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
