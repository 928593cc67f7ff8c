import { zodResolver } from '@hookform/resolvers/zod';
import { type OpsVehicle, OpsVehicleInput } from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConsoleFormCard } from '../../../components/console/console-form-card.tsx';
import { nairaAsKobo } from '../../../components/console/form-values.ts';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useVehicleOwners } from '../api/get-vehicle-owners.ts';
import { useCreateVehicle, useUpdateVehicle } from '../api/save-vehicle.ts';

type VehicleValues = z.output<typeof OpsVehicleInput>;

const amenitiesList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((amenity) => amenity.trim())
        .filter((amenity) => amenity !== '')
    : value;
const ownerId = (value: unknown) => (value === '' || value === null ? null : Number(value));
const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The inputs hold text until the contract reads them; numbers start empty on a new vehicle. */
const blank: Partial<OpsVehicleInput> = { registration_number: '', brand: '', model: '' };
const valuesOf = (vehicle: OpsVehicle): OpsVehicleInput => ({
  registration_number: vehicle.registration_number,
  brand: vehicle.brand,
  model: vehicle.model,
  colour: vehicle.colour,
  capacity: vehicle.capacity,
  amenities: vehicle.amenities,
  bus_partner_id: vehicle.bus_partner?.id ?? null,
  cost_of_supply_kobo: vehicle.cost_of_supply_kobo / 100,
});

interface VehicleFormProps {
  /** The vehicle being edited; a new one without it. */
  vehicle?: OpsVehicle;
  onSaved?: (vehicle: OpsVehicle) => void;
  onCancel?: () => void;
}

/** A vehicle's facts, new or edited, checked by the contract the API checks with. */
export function VehicleForm({ vehicle, onSaved, onCancel }: VehicleFormProps) {
  const owners = useVehicleOwners();
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const mutation = vehicle ? update : create;
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<OpsVehicleInput, unknown, VehicleValues>({
    resolver: zodResolver(OpsVehicleInput),
    defaultValues: vehicle ? valuesOf(vehicle) : blank,
  });
  const { errors } = form.formState;
  const ownerOptions = (owners.data?.data ?? []).map((owner) => ({
    value: owner.id,
    label: `${owner.fname} ${owner.lname} (${owner.email})`,
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    if (mutation.isPending) return;
    setSaved(null);
    try {
      const answer = vehicle
        ? await update.mutateAsync({ id: vehicle.id, patch: values })
        : await create.mutateAsync(values);
      setSaved(`${answer.registration_number} ${vehicle ? 'saved' : 'added to the fleet'}.`);
      if (!vehicle) form.reset(blank);
      onSaved?.(answer);
    } catch {
      // Shown by the form card from the mutation's error.
    }
  });

  return (
    <ConsoleFormCard
      title={vehicle ? `Edit ${vehicle.registration_number}` : 'Add a vehicle'}
      onSubmit={onSubmit}
      mutation={mutation}
      submitLabel={vehicle ? 'Save vehicle' : 'Add vehicle'}
      done={saved}
      after={
        onCancel ? (
          <div>
            <button type="button" className="btn btn--ghost" onClick={onCancel}>
              Close without saving
            </button>
          </div>
        ) : null
      }
    >
      <TextField
        label="Registration number"
        autoComplete="off"
        error={errors.registration_number?.message}
        {...form.register('registration_number')}
      />
      <TextField label="Brand" autoComplete="off" error={errors.brand?.message} {...form.register('brand')} />
      <TextField label="Model" autoComplete="off" error={errors.model?.message} {...form.register('model')} />
      <TextField
        label="Colour"
        autoComplete="off"
        error={errors.colour?.message}
        {...form.register('colour', { setValueAs: optionalText })}
      />
      <TextField
        label="Seats"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        error={errors.capacity?.message}
        {...form.register('capacity', { setValueAs: Number })}
      />
      <TextField
        label="Amenities (separated by commas)"
        autoComplete="off"
        error={errors.amenities?.message}
        {...form.register('amenities', { setValueAs: amenitiesList })}
      />
      <SelectField
        label="Bus partner"
        placeholder="Our own vehicle"
        options={ownerOptions}
        error={errors.bus_partner_id?.message}
        {...form.register('bus_partner_id', { setValueAs: ownerId })}
      />
      <TextField
        label="Paid to the owner per run (naira)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        error={errors.cost_of_supply_kobo?.message}
        {...form.register('cost_of_supply_kobo', { setValueAs: nairaAsKobo })}
      />
    </ConsoleFormCard>
  );
}
