import { SEATS_MAX, SEATS_MIN } from '@shuttle/contracts';

interface SeatCounterProps {
  value: number;
  onChange: (value: number) => void;
}

/** How many seats, for riders booking for others too (ADR 060). */
export function SeatCounter({ value, onChange }: SeatCounterProps) {
  return (
    <fieldset className="seat-counter">
      <legend className="field__label">Seats</legend>
      <button
        type="button"
        aria-label="One seat fewer"
        disabled={value <= SEATS_MIN}
        onClick={() => onChange(Math.max(SEATS_MIN, value - 1))}
      >
        −
      </button>
      <output aria-live="polite" aria-label="Number of seats">
        {value}
      </output>
      <button
        type="button"
        aria-label="One seat more"
        disabled={value >= SEATS_MAX}
        onClick={() => onChange(Math.min(SEATS_MAX, value + 1))}
      >
        +
      </button>
    </fieldset>
  );
}
