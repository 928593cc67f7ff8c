import { LUGGAGE_MAX, LUGGAGE_MIN } from '@shuttle/contracts';

interface LuggageCounterProps {
  value: number;
  onChange: (value: number) => void;
}

/** How many bags, 1 to 10, with minus and plus buttons (docs/product.md#constants). */
export function LuggageCounter({ value, onChange }: LuggageCounterProps) {
  return (
    <fieldset className="counter">
      <legend className="field__label">Bags</legend>
      <button
        type="button"
        className="counter__button"
        aria-label="One bag fewer"
        disabled={value <= LUGGAGE_MIN}
        onClick={() => onChange(Math.max(LUGGAGE_MIN, value - 1))}
      >
        −
      </button>
      <output className="counter__value" aria-live="polite" aria-label="Number of bags">
        {value}
      </output>
      <button
        type="button"
        className="counter__button"
        aria-label="One bag more"
        disabled={value >= LUGGAGE_MAX}
        onClick={() => onChange(Math.min(LUGGAGE_MAX, value + 1))}
      >
        +
      </button>
    </fieldset>
  );
}
