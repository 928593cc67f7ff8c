import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field.tsx';

/** An empty field (or the empty default) is no company, not company 0. */
const optionalId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

type DepartureFieldName = 'departure_time' | 'capacity' | 'starts_on' | 'ends_on';
type RouteFieldName = 'name' | 'visibility' | 'corporate_id';

/**
 * A field's path in the form's own values: the create and the edit forms both hold it under this
 * name, which react-hook-form cannot see through the generic.
 */
const pathIn = <Values extends FieldValues>(name: DepartureFieldName | RouteFieldName) =>
  name as Path<Values>;

/** A departure's time, seats and dates: the same fields when adding one and when editing it. */
export function DepartureFields<Values extends FieldValues & Partial<Record<DepartureFieldName, unknown>>>({
  form,
}: {
  form: UseFormReturn<Values>;
}) {
  const errors = form.formState.errors as FieldErrors<Record<DepartureFieldName, unknown>>;
  return (
    <>
      <TextField
        label="Departure time"
        type="time"
        error={errors.departure_time?.message}
        {...form.register(pathIn<Values>('departure_time'))}
      />
      <TextField
        label="Seats"
        inputMode="numeric"
        error={errors.capacity?.message}
        {...form.register(pathIn<Values>('capacity'), { setValueAs: (value) => Number(value) })}
      />
      <TextField
        label="From"
        type="date"
        error={errors.starts_on?.message}
        {...form.register(pathIn<Values>('starts_on'))}
      />
      <TextField
        label="Until (optional)"
        type="date"
        error={errors.ends_on?.message}
        {...form.register(pathIn<Values>('ends_on'), { setValueAs: (value) => (value ? value : null) })}
      />
    </>
  );
}

/** A route's name and who may find it: the same fields when creating one and when editing it. */
export function RouteFields<Values extends FieldValues & Partial<Record<RouteFieldName, unknown>>>({
  form,
}: {
  form: UseFormReturn<Values>;
}) {
  const errors = form.formState.errors as FieldErrors<Record<RouteFieldName, unknown>>;
  return (
    <>
      <TextField
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register(pathIn<Values>('name'))}
      />
      <SelectField
        label="Visibility"
        options={[
          { value: 'public', label: 'Public: every rider' },
          { value: 'private', label: 'Private: one company' },
        ]}
        error={errors.visibility?.message}
        {...form.register(pathIn<Values>('visibility'))}
      />
      <TextField
        label="Company id (private routes)"
        inputMode="numeric"
        error={errors.corporate_id?.message}
        {...form.register(pathIn<Values>('corporate_id'), { setValueAs: optionalId })}
      />
    </>
  );
}
