import type { OpsRouteStopInput } from '@shuttle/contracts';
import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { useStops } from '../api/get-stops.ts';

/** The largest page the API gives: enough stops to choose from after a search. */
const STOP_CHOICES = 100;
const asNumber = (value: unknown) => (value === '' ? Number.NaN : Number(value));

type WithStops = FieldValues & { stops?: OpsRouteStopInput[] | undefined };

interface RouteStopsFieldsetProps<Values extends WithStops> {
  form: UseFormReturn<Values>;
  /** Stops to offer whatever the search (a route's own stops, when editing it). */
  knownStops?: { id: number; name: string }[];
}

/**
 * A route's stops in travel order, for the new-route form and the route's edit form: each
 * stop, its minutes from the first, whether riders board or alight there, moved up or down,
 * added or removed. The contract checks the order and the first and last stops.
 */
export function RouteStopsFieldset<Values extends WithStops>({
  form,
  knownStops = [],
}: RouteStopsFieldsetProps<Values>) {
  const [stopSearch, setStopSearch] = useState('');
  const found = useStops({ page: 1, q: stopSearch, limit: STOP_CHOICES });
  // Both forms hold their stops at `stops`; react-hook-form cannot see that through the generic.
  const stopsPath = 'stops' as Path<Values>;
  const readStops = () => [...((form.getValues(stopsPath) as OpsRouteStopInput[] | undefined) ?? [])];
  // Rows are edited through the form's values rather than react-hook-form's useFieldArray, whose
  // code would land in the chunk every rider's form shares (docs/decisions/156).
  const [stopCount, setStopCount] = useState(readStops().length);
  const editStops = (change: (stops: OpsRouteStopInput[]) => OpsRouteStopInput[]) => {
    const next = change(readStops());
    form.setValue(stopsPath, next as PathValue<Values, Path<Values>>);
    setStopCount(next.length);
  };
  const moveStop = (from: number, to: number) =>
    editStops((stops) => {
      const [moved] = stops.splice(from, 1);
      if (moved) stops.splice(to, 0, moved);
      return stops;
    });
  const field = (index: number, name: keyof OpsRouteStopInput) => `stops.${index}.${name}` as Path<Values>;
  const errors = form.formState.errors as FieldErrors<WithStops>;
  const choices = new Map(knownStops.map((stop) => [stop.id, stop.name]));
  for (const stop of found.data?.data ?? []) choices.set(stop.id, stop.name);
  const stopOptions = [...choices].map(([value, label]) => ({ value, label }));

  return (
    <fieldset className="stack route-stops">
      <legend>Stops, in order</legend>
      <TextField
        label="Narrow the stop lists"
        type="search"
        hint="Type part of a stop's name to find it in the lists below."
        value={stopSearch}
        onChange={(event) => setStopSearch(event.target.value)}
      />
      <ol className="route-stops__list">
        {Array.from({ length: stopCount }, (_, index) => (
          // Rows are keyed by place: moving a stop moves its values, not its inputs.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="route-stops__item">
            <SelectField
              label={`Stop ${index + 1}`}
              placeholder="Choose a stop"
              options={stopOptions}
              error={errors.stops?.[index]?.stop_id?.message}
              {...form.register(field(index, 'stop_id'), { setValueAs: asNumber })}
            />
            <TextField
              label={`Minutes from start, stop ${index + 1}`}
              inputMode="numeric"
              error={errors.stops?.[index]?.minutes_from_start?.message}
              {...form.register(field(index, 'minutes_from_start'), { setValueAs: asNumber })}
            />
            <label className="checkbox">
              <input type="checkbox" {...form.register(field(index, 'pickup'))} /> Pick-up
            </label>
            <label className="checkbox">
              <input type="checkbox" {...form.register(field(index, 'dropoff'))} /> Drop-off
            </label>
            <div className="console-actions">
              <Button
                variant="ghost"
                disabled={index === 0}
                onClick={() => moveStop(index, index - 1)}
                aria-label={`Move stop ${index + 1} up`}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                disabled={index === stopCount - 1}
                onClick={() => moveStop(index, index + 1)}
                aria-label={`Move stop ${index + 1} down`}
              >
                ↓
              </Button>
              <Button
                variant="ghost"
                disabled={stopCount <= 2}
                onClick={() => editStops((stops) => stops.filter((_, at) => at !== index))}
                aria-label={`Remove stop ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <FormError message={errors.stops?.message ?? errors.stops?.root?.message ?? null} />
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            editStops((stops) => [
              ...stops,
              { stop_id: Number.NaN, minutes_from_start: 0, pickup: false, dropoff: true },
            ])
          }
        >
          Add a stop
        </Button>
      </div>
    </fieldset>
  );
}
