import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LUGGAGE, MAX_SEATS, TripPreferences, WALLET_SOURCES } from '@shuttle/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveTripPreferences } from '../api/save-trip-preferences.ts';
import { StepperField } from './stepper-field.tsx';

interface TripPreferencesFormProps {
  userId: number;
  preferences: TripPreferences;
  hasCompanyWallet: boolean;
}

/** What new bookings start with: the wallet to pay from, luggage and seats. */
export function TripPreferencesForm({ userId, preferences, hasCompanyWallet }: TripPreferencesFormProps) {
  const save = useSaveTripPreferences(userId);
  const form = useForm<TripPreferences>({ resolver: zodResolver(TripPreferences), values: preferences });
  const hasLuggage = form.watch('luggage');
  const sources = hasCompanyWallet
    ? WALLET_SOURCES
    : WALLET_SOURCES.filter((source) => source === 'Personal');

  const onSubmit = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(values);
      showToast('success', 'Your trip preferences were saved.');
    } catch {
      // Shown from save.error below.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack narrow" aria-label="Trip preferences">
      <FormError message={save.isError ? errorMessage(save.error) : null} />
      <fieldset className="field">
        <legend className="field__label">Pay from</legend>
        <div className="row">
          {sources.map((source) => (
            <label key={source} className="choice">
              <input type="radio" value={source} {...form.register('wallet_source')} />
              {source} wallet
            </label>
          ))}
        </div>
      </fieldset>
      <label className="choice">
        <input type="checkbox" {...form.register('luggage')} />I usually travel with luggage
      </label>
      <Controller
        control={form.control}
        name="luggage_quantity"
        render={({ field }) => (
          <StepperField
            label="Pieces of luggage"
            value={field.value}
            min={1}
            max={MAX_LUGGAGE}
            disabled={!hasLuggage}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="seats"
        render={({ field }) => (
          <StepperField label="Seats" value={field.value} min={1} max={MAX_SEATS} onChange={field.onChange} />
        )}
      />
      <Button type="submit" isProcessing={form.formState.isSubmitting || save.isPending}>
        Save preferences
      </Button>
    </form>
  );
}
