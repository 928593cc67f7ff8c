/** Sunday=1 ... Saturday=7, the spec's numbering. */
export const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAYS = [2, 3, 4, 5, 6];

/** "Mon, Tue, Wed" for days numbered Sunday=1 ... Saturday=7. */
export const daysLabel = (days: number[]) =>
  [...days]
    .sort()
    .map((day) => DAY_NAMES[day - 1])
    .join(', ');

interface DayPickerProps {
  legend?: string;
  days: number[];
  onChange: (days: number[]) => void;
}

/** Seven checkboxes, one per weekday, for a departure's or a roster's days. */
export function DayPicker({ legend = 'Days', days, onChange }: DayPickerProps) {
  return (
    <fieldset className="day-picker">
      <legend>{legend}</legend>
      {DAY_NAMES.map((name, index) => {
        const day = index + 1;
        return (
          <label key={name} className="checkbox">
            <input
              type="checkbox"
              checked={days.includes(day)}
              onChange={(event) =>
                onChange(event.target.checked ? [...days, day] : days.filter((chosen) => chosen !== day))
              }
            />{' '}
            {name}
          </label>
        );
      })}
    </fieldset>
  );
}
