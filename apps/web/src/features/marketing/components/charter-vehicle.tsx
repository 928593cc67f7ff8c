import { vehicleFor } from '@shuttle/contracts';
import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/field.tsx';

/**
 * The vehicle a charter's passengers need, said again as the number changes (docs/product.md#public-forms);
 * beside the passengers field of both charter forms (docs/decisions/291).
 */
function CharterVehicle({ passengers }: { passengers: number }) {
  return (
    <div className="field">
      <span className="field__label" id="charter-vehicle-label">
        Vehicle
      </span>
      <output className="charter-form__vehicle" aria-labelledby="charter-vehicle-label" aria-live="polite">
        {Number.isFinite(passengers) && passengers >= 1 ? vehicleFor(passengers) : '—'}
      </output>
      <p className="field__hint">A car seats up to 4; for 5 or more we send a shuttle.</p>
    </div>
  );
}

type PassengersFieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { passengers: number };

/**
 * The number of passengers beside the vehicle they need: one row in both charter forms, whose
 * controls must match one for one for the full form to take over the light one's draft.
 */
export function CharterPassengers({ passengers, ...field }: PassengersFieldProps) {
  return (
    <div className="grid-2">
      <TextField label="Number of passengers" type="number" inputMode="numeric" min={1} step={1} {...field} />
      <CharterVehicle passengers={passengers} />
    </div>
  );
}
