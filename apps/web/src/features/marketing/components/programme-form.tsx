import {
  DRIVE_FREQUENCIES,
  GENDERS,
  HOURS,
  INDUSTRIES,
  LICENCE_IMAGE_TYPES,
  MESSAGES,
  PACKAGES,
  PAID_FOR_SERVICE,
  PERIODS,
  PROGRAMME_MINUTES,
  type ProgrammePayload,
  type ProgrammeScope,
  SUBSCRIPTION_OPTIONS,
  WEEKDAYS,
  YES_NO,
} from '@shuttle/contracts';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ContactFields } from '../../../components/forms/contact-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { type CheckOnDemand, checkOnDemand } from '../../../lib/check-on-demand.ts';
import { useSubmitProgrammeApplication } from '../api/submit-programme-application.ts';
import type { StopOption } from '../lib/bus-stop-options.ts';
import { ChoiceGroup, TimeFieldset } from './form-controls.tsx';
import type { ProgrammeFormValues } from './programme-values.ts';
import './marketing.css';

type ProgrammeCheck = CheckOnDemand<ProgrammeFormValues, ProgrammePayload>;

/**
 * Each scope's check, downloaded when the form first takes focus or is sent: zod and the
 * contracts stay out of /she-moves-details's first load (docs/decisions/196, docs/decisions/205).
 */
const checkOf = (scope: ProgrammeScope): ProgrammeCheck =>
  checkOnDemand(() => import('./programme-check.ts').then((module) => module.programmeResolvers[scope]));
const PROGRAMME_CHECKS: Record<ProgrammeScope, ProgrammeCheck> = {
  participant: checkOf('participant'),
  mentor: checkOf('mentor'),
  driver: checkOf('driver'),
};

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
  /** The form's check: the scope's contract unless another is given. */
  check?: ProgrammeCheck;
}

/**
 * The She Moves registration (docs/product.md#public-forms): on success a toast reads
 * "Registration successful" and the browser goes home.
 */
export function ProgrammeForm({ scope, stops, cityId, check = PROGRAMME_CHECKS[scope] }: ProgrammeFormProps) {
  const navigate = useNavigate();
  const application = useSubmitProgrammeApplication();
  const [licence, setLicence] = useState<File | null>(null);
  const form = useForm<ProgrammeFormValues, unknown, ProgrammePayload>({
    resolver: check.check,
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;

  const send = form.handleSubmit(async (payload) => {
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

  // The check's code could not be downloaded: said on the form, which keeps what was typed.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    send(event).catch(() => form.setError('root', { message: MESSAGES.genericError }));

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
    <form onSubmit={onSubmit} onFocus={check.preload} noValidate className="stack programme-form">
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

      <FormError message={errors.root?.message} />
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
