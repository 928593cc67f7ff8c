import {
  AMENITIES,
  MESSAGES,
  type PartnerForm as PartnerFormSchema,
  toPartnerInput,
  VEHICLE_TYPES,
} from '@shuttle/contracts';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ContactFields } from '../../../components/forms/contact-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { type CheckOnDemand, checkOnDemand } from '../../../lib/check-on-demand.ts';
import { useApplyAsPartner } from '../api/apply-as-partner.ts';
import { useDelayedAction } from '../lib/use-delayed-action.ts';
import { ChoiceGroup } from './form-controls.tsx';
import './marketing.css';

/** docs/product.md#constants: home, 3 seconds after the success toast. */
export const PARTNER_REDIRECT_DELAY_MS = 3000;

const VEHICLE_TYPE_LABELS: Record<(typeof VEHICLE_TYPES)[number], string> = {
  car: 'Car',
  hiace: 'Hiace (14 to 18 seats)',
  coaster: 'Coaster (up to 30 seats)',
};
const AMENITY_LABELS: Record<(typeof AMENITIES)[number], string> = {
  AC: 'Air conditioning',
  curtain: 'Window curtains',
  wifi: 'Wi-Fi',
};

type PartnerFormValues = z.input<typeof PartnerFormSchema>;
type PartnerCheck = CheckOnDemand<PartnerFormValues, PartnerFormSchema>;

/**
 * The application's check, downloaded when the form first takes focus or is sent: zod and the
 * contracts stay out of /bus-partners/form's first load (docs/decisions/196, docs/decisions/205).
 */
const PARTNER_CHECK: PartnerCheck = checkOnDemand(() =>
  import('./partner-check.ts').then((module) => module.partnerResolver),
);

interface PartnerFormProps {
  /** The form's check: the partner contract unless another is given. */
  check?: PartnerCheck;
}

/** The bus partner signup (docs/product.md#public-forms). */
export function PartnerForm({ check = PARTNER_CHECK }: PartnerFormProps = {}) {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const application = useApplyAsPartner();
  const form = useForm<PartnerFormValues, unknown, PartnerFormSchema>({
    resolver: check.check,
    defaultValues: {
      fname: '',
      lname: '',
      email: '',
      phone: '',
      company_name: '',
      vehicle_brand: '',
      vehicle_type: [],
      amenities: [],
    },
  });
  const { errors, isSubmitting } = form.formState;

  const send = form.handleSubmit(async (values) => {
    if (application.isPending || application.isSuccess) return;
    try {
      await application.mutateAsync(toPartnerInput(values));
    } catch (error) {
      showToast('error', errorMessage(error, MESSAGES.genericErrorLater));
      return;
    }
    showToast('success', MESSAGES.partnerReceived);
    later(() => navigate(paths.home), PARTNER_REDIRECT_DELAY_MS);
  });

  // The check's code could not be downloaded: said on the form, which keeps what was typed.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    send(event).catch(() => form.setError('root', { message: MESSAGES.genericError }));

  return (
    <form onSubmit={onSubmit} onFocus={check.preload} noValidate className="stack">
      <h2 className="form-section-title">About you</h2>
      <div className="grid-2">
        <ContactFields register={(name) => form.register(name)} errors={errors} />
      </div>
      <h2 className="form-section-title">Your company and fleet</h2>
      <div className="grid-2">
        <TextField
          label="Company name"
          autoComplete="organization"
          error={errors.company_name?.message}
          {...form.register('company_name')}
        />
        <TextField
          label="Vehicle brand"
          placeholder="e.g. Toyota"
          error={errors.vehicle_brand?.message}
          {...form.register('vehicle_brand')}
        />
        <TextField
          label="Number of vehicles"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.vehicle_count?.message}
          {...form.register('vehicle_count', { valueAsNumber: true })}
        />
      </div>
      <ChoiceGroup
        legend="Vehicle types"
        type="checkbox"
        options={VEHICLE_TYPES.map((type) => ({ value: type, label: VEHICLE_TYPE_LABELS[type] }))}
        inputProps={form.register('vehicle_type')}
        error={errors.vehicle_type?.message}
      />
      <ChoiceGroup
        legend="Amenities"
        type="checkbox"
        options={AMENITIES.map((amenity) => ({ value: amenity, label: AMENITY_LABELS[amenity] }))}
        inputProps={form.register('amenities')}
        error={errors.amenities?.message}
      />
      <FormError message={errors.root?.message} />
      <Button
        type="submit"
        isProcessing={isSubmitting || application.isPending}
        disabled={application.isSuccess}
      >
        Submit application
      </Button>
    </form>
  );
}
