import { CHARTER_MINUTES, type CharterInput, HOURS, MESSAGES, PERIODS } from '@shuttle/contracts';
import { type FormEvent, memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Controller, type FieldErrors, type UseFormReturn, useForm, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ContactFields } from '../../../components/forms/contact-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { checkOnDemand } from '../../../lib/check-on-demand.ts';
import { useSubmitCharter } from '../api/submit-charter.ts';
import type { StopOption } from '../lib/bus-stop-options.ts';
import type { CharterFormValues } from './charter-body.ts';
import {
  type CharterDraft,
  type CharterPrefill,
  charterStart,
  resumeCharterDraft,
  splitTime,
  WithToday,
} from './charter-draft.ts';
import { CharterPassengers } from './charter-vehicle.tsx';
import { TimeFieldset } from './form-controls.tsx';
import { RequestReceived } from './request-received.tsx';
import './marketing.css';

/** docs/product.md#public-forms: these three missing give one toast rather than messages under fields. */
const TOAST_FIELDS = ['pickup_address', 'dropoff_address', 'pickup_date'] as const;

/**
 * The charter's check, downloaded when the form first takes focus or is sent: zod and the
 * contracts stay out of /charter's first load (docs/decisions/196, docs/decisions/199).
 */
const CHARTER_CHECK = checkOnDemand(() =>
  import('./charter-check.ts').then((module) => module.charterResolver),
);

interface CharterFormProps {
  stops: StopOption[];
  prefill?: CharterPrefill | undefined;
  /** What was entered in /charter's first form before this one arrived (docs/decisions/291). */
  draft?: CharterDraft | undefined;
}

/**
 * The charter request (docs/product.md#public-forms), on /charter and in the dashboard. A
 * signed-in rider goes to /dashboard/request-successful; a visitor, who cannot open the
 * dashboard, sees the same confirmation in place (docs/decisions/044-charter-for-visitors.md).
 */
export function CharterForm({ stops, prefill, draft }: CharterFormProps) {
  const navigate = useNavigate();
  const charter = useSubmitCharter();
  const [isReceived, setIsReceived] = useState(false);
  const form = useForm<CharterFormValues, unknown, CharterInput>({
    resolver: CHARTER_CHECK.check,
    defaultValues: draft?.values ?? charterStart(prefill),
  });
  const formElement = useRef<HTMLFormElement>(null);
  // Once, as it replaces the first form: the draft is the one it started from.
  useEffect(() => {
    if (draft && formElement.current) resumeCharterDraft(formElement.current, draft);
  }, [draft]);
  const { isSubmitting } = form.formState;
  // The stops arrive once the page has hydrated: both lists' options then render in a transition,
  // in slices, not in the one task that delivers them (docs/decisions/291).
  const stopChoices = useDeferredValue(stops);
  const passengers = form.watch('passengers');
  const pickupDate = form.watch('pickup_date');

  const onValid = async (input: CharterInput) => {
    if (charter.isPending) return;
    try {
      await charter.mutateAsync(input);
    } catch {
      showToast('error', MESSAGES.charterFailed);
      return;
    }
    if (prefill) navigate(paths.dashboard.requestSuccessful);
    else setIsReceived(true);
  };
  const onInvalid = (invalid: FieldErrors<CharterFormValues>) => {
    const isMissing = TOAST_FIELDS.some(
      (field) => invalid[field]?.message === MESSAGES.missingRequiredFields,
    );
    if (isMissing) showToast('error', MESSAGES.missingRequiredFields);
  };

  const send = form.handleSubmit(onValid, onInvalid);
  // The check's code could not be downloaded: said in a toast; the form keeps what was typed.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    send(event).catch(() => showToast('error', MESSAGES.genericError));

  if (isReceived) {
    return (
      <RequestReceived
        onRequestAnother={() => {
          form.reset(charterStart(prefill));
          setIsReceived(false);
        }}
      />
    );
  }

  return (
    <form
      ref={formElement}
      onSubmit={onSubmit}
      onFocus={CHARTER_CHECK.preload}
      noValidate
      className="stack charter-form"
    >
      <CharterFields form={form} stops={stopChoices} passengers={passengers} pickupDate={pickupDate} />
      <Button type="submit" isProcessing={isSubmitting || charter.isPending}>
        Submit Request
      </Button>
    </form>
  );
}

interface CharterFieldsProps {
  form: UseFormReturn<CharterFormValues, unknown, CharterInput>;
  stops: StopOption[];
  passengers: number;
  pickupDate: string;
}

/**
 * The form's fields, memoised, reading the errors themselves. react-hook-form's `useForm`
 * re-renders the component that holds it once as it mounts, synchronously, in the very task that
 * commits the page: with every field under it, that re-render and the effects React runs first
 * made one task long enough to hold a tap back on a phone. The fields skip it: none of their
 * props changed (docs/decisions/225).
 */
const CharterFields = memo(function CharterFields({
  form,
  stops,
  passengers,
  pickupDate,
}: CharterFieldsProps) {
  const { errors } = useFormState({ control: form.control });
  const timeControl = (name: 'pickup_time' | 'return_time', legend: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const time = splitTime(field.value);
        const change = (part: Partial<typeof time>) => {
          const next = { ...time, ...part };
          field.onChange(`${next.hour}:${next.minute} ${next.period}`);
        };
        return (
          <TimeFieldset
            legend={legend}
            hours={HOURS}
            minutes={CHARTER_MINUTES}
            periods={PERIODS}
            hour={{
              value: time.hour,
              onChange: (event) => change({ hour: event.target.value }),
              onBlur: field.onBlur,
            }}
            minute={{ value: time.minute, onChange: (event) => change({ minute: event.target.value }) }}
            period={{ value: time.period, onChange: (event) => change({ period: event.target.value }) }}
            error={errors[name]?.message}
          />
        );
      }}
    />
  );

  return (
    <>
      <div className="grid-2">
        <ContactFields register={(name) => form.register(name)} errors={errors} />
      </div>
      <div className="grid-2">
        <SelectField
          label="Departure bus stop"
          placeholder="Choose where we pick you up"
          options={stops}
          {...form.register('pickup_address')}
        />
        <SelectField
          label="Arrival bus stop"
          placeholder="Choose where you are going"
          options={stops}
          {...form.register('dropoff_address')}
        />
      </div>
      <div className="grid-2">
        <WithToday>
          {(today) => (
            <TextField
              label="Pick-up date"
              type="date"
              min={today}
              error={pickupDate ? errors.pickup_date?.message : undefined}
              {...form.register('pickup_date')}
            />
          )}
        </WithToday>
        {timeControl('pickup_time', 'Pick-up time')}
      </div>
      <div className="grid-2">
        <WithToday>
          {(today) => (
            <TextField
              label="Return date (optional)"
              type="date"
              min={pickupDate || today}
              error={errors.return_date?.message}
              {...form.register('return_date')}
            />
          )}
        </WithToday>
        {timeControl('return_time', 'Return time')}
      </div>
      <CharterPassengers
        passengers={passengers}
        error={errors.passengers?.message}
        {...form.register('passengers', { valueAsNumber: true })}
      />
    </>
  );
});
