import {
  DRIVE_FREQUENCIES,
  DriverPayload,
  GENDERS,
  HOURS,
  INDUSTRIES,
  LICENCE_IMAGE_TYPES,
  MESSAGES,
  MentorPayload,
  PACKAGES,
  PAID_FOR_SERVICE,
  ParticipantPayload,
  PERIODS,
  PROGRAMME_MINUTES,
  type ProgrammePayload,
  type ProgrammeScope,
  SUBSCRIPTION_OPTIONS,
  WEEKDAYS,
  YES_NO,
} from '@shuttle/contracts';
import { type ChangeEvent, useState } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ContactFields } from '../../../components/forms/contact-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSubmitProgrammeApplication } from '../api/submit-programme-application.ts';
import type { StopOption } from '../lib/bus-stop-options.ts';
import { schemaResolver, zodIssues } from '../lib/schema-resolver.ts';
import { ChoiceGroup, TimeFieldset } from './form-controls.tsx';
import './marketing.css';

/** Every field of every scope; only the chosen scope's are checked and sent (docs/product.md#public-forms). */
export interface ProgrammeFormValues {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  social: string;
  industry: string;
  pickUp: string;
  dropOff: string;
  pickUpTimeInHour: string;
  pickUpTimeInMinute: string;
  pickUpTimeInPeriod: string;
  dropOffTimeInHour: string;
  dropOffTimeInMinute: string;
  dropOffTimeInPeriod: string;
  password: string;
  gender: string;
  monday: boolean;
  tuesday: boolean;
  wednesday: boolean;
  thursday: boolean;
  friday: boolean;
  daysRidePerMonth: number;
  preferredPackage: string;
  subscriptionOption: string;
  driveToWork: string;
  driveNumber: string;
  paidForThisService: string;
  numberOfPassengers: number;
  carDetail: { brand: string; model: string; colour: string };
  acCondition: string;
  address: string;
}

const SCHEMAS = { participant: ParticipantPayload, mentor: MentorPayload, driver: DriverPayload } as const;

const DEFAULTS: ProgrammeFormValues = {
  fname: '',
  lname: '',
  email: '',
  phone: '',
  social: '',
  industry: '',
  pickUp: '',
  dropOff: '',
  pickUpTimeInHour: '07',
  pickUpTimeInMinute: '00',
  pickUpTimeInPeriod: 'AM',
  dropOffTimeInHour: '05',
  dropOffTimeInMinute: '30',
  dropOffTimeInPeriod: 'PM',
  password: '',
  gender: '',
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  daysRidePerMonth: Number.NaN,
  preferredPackage: '',
  subscriptionOption: '',
  driveToWork: '',
  driveNumber: '',
  paidForThisService: '',
  numberOfPassengers: Number.NaN,
  carDetail: { brand: '', model: '', colour: '' },
  acCondition: '',
  address: '',
};

function resolverFor(scope: ProgrammeScope) {
  const schema = SCHEMAS[scope];
  const keys = Object.keys(schema.shape).filter((key) => key !== 'scope') as (keyof ProgrammeFormValues)[];
  return schemaResolver<ProgrammeFormValues, ProgrammePayload>((values) => {
    const payload = Object.fromEntries([['scope', scope], ...keys.map((key) => [key, values[key]])]);
    const parsed = schema.safeParse(payload);
    return parsed.success
      ? { success: true, data: parsed.data }
      : { success: false, issues: zodIssues(parsed.error) };
  });
}

const asOptions = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const SUBMIT_LABELS: Record<ProgrammeScope, string> = {
  participant: 'Register as a participant',
  mentor: 'Register as a mentor',
  driver: 'Register as a driver',
};

interface ProgrammeFormProps {
  scope: ProgrammeScope;
  stops: StopOption[];
  cityId: number | undefined;
}

/**
 * The She Moves registration (docs/product.md#public-forms): on success a toast reads
 * "Registration successful" and the browser goes home.
 */
export function ProgrammeForm({ scope, stops, cityId }: ProgrammeFormProps) {
  const navigate = useNavigate();
  const application = useSubmitProgrammeApplication();
  const [licence, setLicence] = useState<File | null>(null);
  const [resolver] = useState(() => resolverFor(scope));
  const form = useForm<ProgrammeFormValues, unknown, ProgrammePayload>({ resolver, defaultValues: DEFAULTS });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;

  const onSubmit = form.handleSubmit(async (payload) => {
    if (application.isPending) return;
    try {
      await application.mutateAsync({ payload, licence, cityId });
    } catch (error) {
      showToast('error', errorMessage(error, MESSAGES.genericErrorLater));
      return;
    }
    showToast('success', MESSAGES.registrationSuccessful);
    navigate(paths.home);
  });

  /** docs/product.md#public-forms: anything but PNG or JPEG is refused with an alert, and not kept. */
  const onLicenceChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !(LICENCE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      window.alert(MESSAGES.onlyImages);
      event.target.value = '';
      setLicence(null);
      return;
    }
    setLicence(file);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="stack programme-form">
      <h2 className="form-section-title">About you</h2>
      <div className="grid-2">
        <ContactFields register={(name) => register(name)} errors={errors} />
        <TextField
          label="Social media handle"
          placeholder="@yourname"
          error={errors.social?.message}
          {...register('social')}
        />
        <SelectField
          label="Industry"
          placeholder="Choose your industry"
          options={asOptions(INDUSTRIES)}
          error={errors.industry?.message}
          {...register('industry')}
        />
        {scope === 'participant' ? (
          <PasswordField
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
        ) : null}
      </div>

      <h2 className="form-section-title">Your commute</h2>
      <div className="grid-2">
        <SelectField
          label="Pick-up location"
          placeholder="Choose a bus stop"
          options={stops}
          error={errors.pickUp?.message}
          {...register('pickUp')}
        />
        <TimeFieldset
          legend="Pick-up time"
          hours={HOURS}
          minutes={PROGRAMME_MINUTES}
          periods={PERIODS}
          hour={register('pickUpTimeInHour')}
          minute={register('pickUpTimeInMinute')}
          period={register('pickUpTimeInPeriod')}
        />
        <SelectField
          label="Drop-off location"
          placeholder="Choose a bus stop"
          options={stops}
          error={errors.dropOff?.message}
          {...register('dropOff')}
        />
        <TimeFieldset
          legend="Drop-off time"
          hours={HOURS}
          minutes={PROGRAMME_MINUTES}
          periods={PERIODS}
          hour={register('dropOffTimeInHour')}
          minute={register('dropOffTimeInMinute')}
          period={register('dropOffTimeInPeriod')}
        />
      </div>

      {scope === 'participant' ? <ParticipantFields register={register} errors={errors} /> : null}
      {scope === 'mentor' ? <MentorFields register={register} errors={errors} /> : null}
      {scope === 'driver' ? (
        <DriverFields register={register} errors={errors} onLicenceChange={onLicenceChange} />
      ) : null}

      <Button type="submit" isProcessing={isSubmitting || application.isPending}>
        {SUBMIT_LABELS[scope]}
      </Button>
    </form>
  );
}

interface ScopeFieldsProps {
  register: UseFormRegister<ProgrammeFormValues>;
  errors: FieldErrors<ProgrammeFormValues>;
}

function ParticipantFields({ register, errors }: ScopeFieldsProps) {
  return (
    <>
      <h2 className="form-section-title">How you would ride</h2>
      <ChoiceGroup
        legend="Gender"
        type="radio"
        options={asOptions(GENDERS, capitalise)}
        inputProps={register('gender')}
        error={errors.gender?.message}
      />
      <fieldset className="choices">
        <legend className="field__label">Which weekdays do you commute?</legend>
        <div className="choices__options">
          {WEEKDAYS.map((day) => (
            <label key={day} className="choice">
              <input type="checkbox" {...register(day)} />
              <span>{capitalise(day)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid-2">
        <TextField
          label="Days you would ride per month"
          type="number"
          inputMode="numeric"
          min={1}
          max={31}
          error={errors.daysRidePerMonth?.message}
          {...register('daysRidePerMonth', { valueAsNumber: true })}
        />
        <SelectField
          label="Preferred package"
          placeholder="Choose a package"
          options={asOptions(PACKAGES)}
          error={errors.preferredPackage?.message}
          {...register('preferredPackage')}
        />
        <SelectField
          label="Subscription option"
          placeholder="Choose how you would pay"
          options={asOptions(SUBSCRIPTION_OPTIONS)}
          error={errors.subscriptionOption?.message}
          {...register('subscriptionOption')}
        />
      </div>
    </>
  );
}

function MentorFields({ register, errors }: ScopeFieldsProps) {
  return (
    <>
      <h2 className="form-section-title">Your time on the road</h2>
      <ChoiceGroup
        legend="Do you drive to work?"
        type="radio"
        options={[
          { value: '1', label: 'Yes' },
          { value: '0', label: 'No' },
        ]}
        inputProps={register('driveToWork')}
        error={errors.driveToWork?.message}
      />
      <div className="grid-2">
        <SelectField
          label="How often do you drive to work?"
          placeholder="Choose one"
          options={asOptions(DRIVE_FREQUENCIES)}
          error={errors.driveNumber?.message}
          {...register('driveNumber')}
        />
        <TextField
          label="How many passengers could ride with you?"
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          error={errors.numberOfPassengers?.message}
          {...register('numberOfPassengers', { valueAsNumber: true })}
        />
      </div>
      <ChoiceGroup
        legend="Would you pay for a shared ride to work?"
        type="radio"
        options={asOptions(PAID_FOR_SERVICE, capitalise)}
        inputProps={register('paidForThisService')}
        error={errors.paidForThisService?.message}
      />
    </>
  );
}

function DriverFields({
  register,
  errors,
  onLicenceChange,
}: ScopeFieldsProps & { onLicenceChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <>
      <h2 className="form-section-title">Your car</h2>
      <div className="grid-2">
        <TextField
          label="Car brand"
          error={errors.carDetail?.brand?.message}
          {...register('carDetail.brand')}
        />
        <TextField
          label="Car model"
          error={errors.carDetail?.model?.message}
          {...register('carDetail.model')}
        />
        <TextField
          label="Car colour"
          error={errors.carDetail?.colour?.message}
          {...register('carDetail.colour')}
        />
      </div>
      <ChoiceGroup
        legend="Does your car have working air conditioning?"
        type="radio"
        options={asOptions(YES_NO, capitalise)}
        inputProps={register('acCondition')}
        error={errors.acCondition?.message}
      />
      <TextField
        label="Home address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="Driver's and vehicle licence (PNG or JPEG image)"
        type="file"
        accept={LICENCE_IMAGE_TYPES.join(',')}
        onChange={onLicenceChange}
        hint="A clear photo or scan, at most 5 MB."
      />
    </>
  );
}
