interface StepperFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** A count with minus and plus buttons, kept within its bounds (docs/product.md#route-search: luggage 1 to 10). */
export function StepperField({ label, value, min, max, onChange, disabled = false }: StepperFieldProps) {
  return (
    <fieldset className="field">
      <legend className="field__label">{label}</legend>
      <div className="stepper">
        <button
          type="button"
          className="stepper__button"
          aria-label={`Fewer: ${label}`}
          disabled={disabled || value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </button>
        <output className="stepper__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="stepper__button"
          aria-label={`More: ${label}`}
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
