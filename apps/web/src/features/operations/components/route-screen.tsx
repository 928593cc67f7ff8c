import { zodResolver } from '@hookform/resolvers/zod';
import { lagosDate, type OpsItinerary, OpsItineraryInput } from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ConsoleFormCard } from '../../../components/console/console-form-card.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateItinerary } from '../api/create-itinerary.ts';
import { useItineraries } from '../api/get-itineraries.ts';
import { useRoute } from '../api/get-route.ts';
import { FareGrid } from './fare-grid.tsx';

/** Sunday=1 ... Saturday=7, the spec's numbering. */
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEKDAYS = [2, 3, 4, 5, 6];
const daysLabel = (days: number[]) =>
  [...days]
    .sort()
    .map((day) => DAY_NAMES[day - 1])
    .join(', ');

/** One route: its stops in order, its departure times, and its fare tables. */
export function RouteScreen({ routeId }: { routeId: number }) {
  const route = useRoute(routeId);
  const itineraries = useItineraries(routeId);
  const [fareTable, setFareTable] = useState<number | null>(null);
  if (route.isError) return <FormError message={errorMessage(route.error)} />;
  if (!route.data) return <p className="muted">Loading the route…</p>;
  const { data } = route;
  const departures = itineraries.data?.data ?? [];

  return (
    <div className="stack">
      <p>
        <Link to={opsPaths.network}>← Network</Link>
      </p>
      <h1>
        {data.code} {data.name}
      </h1>
      <p className="muted">
        {data.visibility === 'public' ? 'Public' : 'Private'} · {data.active ? 'Active' : 'Inactive'}
      </p>
      <section className="stack" aria-labelledby="route-stops-heading">
        <h2 id="route-stops-heading">Stops</h2>
        <ConsoleTable
          columns={['#', 'Stop', 'Minutes from start', 'Pick-up', 'Drop-off']}
          rows={data.stops}
          row={(stop) => (
            <tr key={stop.stop_id}>
              <td>{stop.position}</td>
              <td>{stop.name}</td>
              <td>{stop.minutes_from_start}</td>
              <td>{stop.pickup ? 'Yes' : 'No'}</td>
              <td>{stop.dropoff ? 'Yes' : 'No'}</td>
            </tr>
          )}
        />
      </section>
      <section className="stack" aria-labelledby="departures-heading">
        <h2 id="departures-heading">Departure times</h2>
        {itineraries.isError ? <FormError message={errorMessage(itineraries.error)} /> : null}
        {departures.length > 0 ? <DepartureTable departures={departures} /> : null}
        {itineraries.data && departures.length === 0 ? <p className="muted">No departure yet.</p> : null}
        <ItineraryForm routeId={routeId} />
      </section>
      <section className="stack" aria-labelledby="fares-heading">
        <h2 id="fares-heading">Fares</h2>
        <SelectField
          label="Fare table"
          value={fareTable === null ? '' : String(fareTable)}
          onChange={(event) => setFareTable(event.target.value === '' ? null : Number(event.target.value))}
          options={[
            { value: '', label: 'Route default (every departure without its own)' },
            ...departures.map((departure) => ({
              value: departure.id,
              label: `Only the ${departure.departure_time} departure`,
            })),
          ]}
        />
        <FareGrid key={fareTable ?? 'default'} routeId={routeId} stops={data.stops} itineraryId={fareTable} />
      </section>
    </div>
  );
}

function DepartureTable({ departures }: { departures: OpsItinerary[] }) {
  return (
    <ConsoleTable
      columns={['Departs', 'Days', 'Seats', 'From', 'Until', 'Status']}
      rows={departures}
      row={(departure) => (
        <tr key={departure.id}>
          <td>{departure.departure_time}</td>
          <td>{daysLabel(departure.days)}</td>
          <td>{departure.capacity}</td>
          <td className="nowrap">{departure.starts_on}</td>
          <td className="nowrap">{departure.ends_on ?? 'No end'}</td>
          <td>{departure.active ? 'Active' : 'Inactive'}</td>
        </tr>
      )}
    />
  );
}

function ItineraryForm({ routeId }: { routeId: number }) {
  const create = useCreateItinerary(routeId);
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<OpsItineraryInput>({
    resolver: zodResolver(OpsItineraryInput),
    defaultValues: {
      departure_time: '',
      days: WEEKDAYS,
      capacity: 14,
      starts_on: lagosDate(),
      ends_on: null,
    },
  });
  const { errors } = form.formState;
  const days = form.watch('days');

  const onSubmit = form.handleSubmit(async (input) => {
    setAdded(null);
    try {
      const departure = await create.mutateAsync({ routeId, input });
      setAdded(departure.departure_time);
      form.reset();
    } catch {
      // Shown from create.error below.
    }
  });

  return (
    <ConsoleFormCard
      title="Add a departure time"
      level={3}
      onSubmit={onSubmit}
      mutation={create}
      submitLabel="Add departure"
      done={added ? `Departure at ${added} added.` : null}
      error={errors.days?.message}
      after={
        <fieldset className="day-picker">
          <legend>Days</legend>
          {DAY_NAMES.map((name, index) => {
            const day = index + 1;
            return (
              <label key={name} className="checkbox">
                <input
                  type="checkbox"
                  checked={days.includes(day)}
                  onChange={(event) =>
                    form.setValue(
                      'days',
                      event.target.checked ? [...days, day] : days.filter((chosen) => chosen !== day),
                      { shouldValidate: form.formState.isSubmitted },
                    )
                  }
                />{' '}
                {name}
              </label>
            );
          })}
        </fieldset>
      }
    >
      <TextField
        label="Departure time"
        type="time"
        error={errors.departure_time?.message}
        {...form.register('departure_time')}
      />
      <TextField
        label="Seats"
        inputMode="numeric"
        error={errors.capacity?.message}
        {...form.register('capacity', { setValueAs: (value) => Number(value) })}
      />
      <TextField label="From" type="date" error={errors.starts_on?.message} {...form.register('starts_on')} />
      <TextField
        label="Until (optional)"
        type="date"
        error={errors.ends_on?.message}
        {...form.register('ends_on', { setValueAs: (value) => (value ? value : null) })}
      />
    </ConsoleFormCard>
  );
}
