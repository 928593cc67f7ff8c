import type { InputHTMLAttributes, Ref } from 'react';
import { TextField } from '../ui/field.tsx';

type ContactFieldName = 'fname' | 'lname' | 'email' | 'phone';

interface ContactFieldsProps {
  /** What react-hook-form's register() gives, or a plain name and value for a form drawn without it. */
  register: (
    name: ContactFieldName,
  ) => InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  errors: Partial<Record<ContactFieldName, { message?: string | undefined }>>;
}

/**
 * First name, last name, email and phone: the same four fields, labels and autofill hints on
 * every form that asks who someone is (register, driver signup, charter, bus partners).
 */
export function ContactFields({ register, errors }: ContactFieldsProps) {
  return (
    <>
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.fname?.message}
        {...register('fname')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.lname?.message}
        {...register('lname')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="0803 123 4567"
        error={errors.phone?.message}
        {...register('phone')}
      />
    </>
  );
}
