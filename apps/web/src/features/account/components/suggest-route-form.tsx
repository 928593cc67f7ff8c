import { zodResolver } from '@hookform/resolvers/zod';
import { type RouteSuggestionFormValues, RouteSuggestionInput } from '@shuttle/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSuggestRoute } from '../api/suggest-route.ts';
import { TRIP_DAY_NAMES } from './trip-days.ts';

const EMPTY: RouteSuggestionFormValues = {
  from: '',
  to: '',
  departure_time: '',
  return_time: null,
  trip_days: [],
  note: '',
};

/** A route the rider would like us to run: from, to, times and days. Operators read these. */
export function SuggestRouteForm({ userId }: { userId: number }) {
  const suggest = useSuggestRoute(userId);
  const form = useForm<RouteSuggestionFormValues, unknown, RouteSuggestionInput>({
    resolver: zodResolver(RouteSuggestionInput),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (suggest.isPending) return;
    try {
      await suggest.mutateAsync(values);
      form.reset(EMPTY);
      showToast('success', 'Thank you! We have your route suggestion.');
    } catch {
      // Shown from suggest.error below.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack narrow" aria-label="Suggest a route">
      <FormError message={suggest.isError ? errorMessage(suggest.error) : null} />
      <div className="grid-2">
        <TextField
          label="From"
          placeholder="e.g. Ikorodu Garage"
          error={errors.from?.message}
          {...form.register('from')}
        />
        <TextField
          label="To"
          placeholder="e.g. CMS, Lagos Island"
          error={errors.to?.message}
          {...form.register('to')}
        />
      </div>
      <div className="grid-2">
        <TextField
          label="Departure time"
          type="time"
          error={errors.departure_time?.message}
          {...form.register('departure_time')}
        />
        <TextField
          label="Return time (optional)"
          type="time"
          error={errors.return_time?.message}
          {...form.register('return_time', { setValueAs: (value: string) => (value === '' ? null : value) })}
        />
      </div>
      <Controller
        control={form.control}
        name="trip_days"
        render={({ field }) => (
          <fieldset className="field">
            <legend className="field__label">Days</legend>
            <div className="row">
              {TRIP_DAY_NAMES.map((name, index) => {
                const day = index + 1;
                const checked = field.value.includes(day);
                return (
                  <label key={name} className="choice">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() =>
                        field.onChange(
                          checked ? field.value.filter((value) => value !== day) : [...field.value, day],
                        )
                      }
                    />
                    {name}
                  </label>
                );
              })}
            </div>
            {errors.trip_days?.message ? (
              <p className="field__error" role="alert">
                {errors.trip_days.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <div className="field">
        <label className="field__label" htmlFor="route-suggestion-note">
          Anything else (optional)
        </label>
        <textarea id="route-suggestion-note" className="field__input" rows={3} {...form.register('note')} />
        {errors.note?.message ? <p className="field__error">{errors.note.message}</p> : null}
      </div>
      <Button type="submit" isProcessing={isSubmitting || suggest.isPending}>
        Send suggestion
      </Button>
    </form>
  );
}
