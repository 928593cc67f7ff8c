import { vehicleFor } from '@shuttle/contracts';

/**
 * The vehicle a charter's passengers need, said again as the number changes (docs/product.md#public-forms);
 * shown by both charter forms, the light one and the full one (docs/decisions/291).
 */
export function CharterVehicle({ passengers }: { passengers: number }) {
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
