import { zodResolver } from '@hookform/resolvers/zod';
import { lagosDate, type OpsItinerary, OpsItineraryInput } from '@shuttle/contracts';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ConsoleFormCard } from '../../../components/console/console-form-card.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { DayPicker, daysLabel, WEEKDAYS } from '../../../components/console/day-picker.tsx';
import { RouteMap } from '../../../components/map/route-map.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/field.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateItinerary } from '../api/create-itinerary.ts';
import { useItineraries } from '../api/get-itineraries.ts';
import { useRoute } from '../api/get-route.ts';
import { FareGrid } from './fare-grid.tsx';
import { DepartureEditForm, RouteEditForm } from './network-edit-forms.tsx';
import { DepartureFields } from './network-form-fields.tsx';

interface RouteScreenProps {
  routeId: number;
  /**
   * The roster form of one departure: runs are another feature's, so the route module supplies
   * it (docs/decisions/252-rosters.md).
   */
  rosterForm?: (departure: OpsItinerary, label: string) => ReactNode;
}

/** What the departures table has open below it: one departure's edit or roster form. */
type DepartureTask = { kind: 'edit' | 'roster'; departure: OpsItinerary } | null;

/** One route: its stops in order, its departure times, and its fare tables; each can be edited. */
export function RouteScreen({ routeId, rosterForm }: RouteScreenProps) {
  const route = useRoute(routeId);
  const itineraries = useItineraries(routeId);
  const [fareTable, setFareTable] = useState<number | null>(null);
  const [task, setTask] = useState<DepartureTask>(null);
  const [editingRoute, setEditingRoute] = useState(false);
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
      <div>
        <Button
          variant="secondary"
          aria-expanded={editingRoute}
          onClick={() => setEditingRoute(!editingRoute)}
        >
          {editingRoute ? 'Close the route form' : 'Edit the route'}
        </Button>
      </div>
      {editingRoute ? <RouteEditForm route={data} /> : null}
      <section className="stack" aria-labelledby="route-stops-heading">
        <h2 id="route-stops-heading">Stops</h2>
        <ConsoleTable
          label="Stops in order"
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
        {/* The table above lists the stops in order: the map needs no list of its own. */}
        <RouteMap
          label={`Map of ${data.code} ${data.name} through its ${data.stops.length} stops`}
          routes={[
            {
              id: String(data.id),
              name: `${data.code} ${data.name}`,
              stops: data.stops.map((stop) => ({
                id: stop.stop_id,
                name: stop.name,
                lat: stop.lat,
                lon: stop.lon,
              })),
            },
          ]}
          buses={[]}
          textList={false}
        />
      </section>
      <section className="stack" aria-labelledby="departures-heading">
        <h2 id="departures-heading">Departure times</h2>
        {itineraries.isError ? <FormError message={errorMessage(itineraries.error)} /> : null}
        {departures.length > 0 ? (
          <DepartureTable
            departures={departures}
            withRoster={rosterForm !== undefined}
            onTask={(next) =>
              setTask(next.kind === task?.kind && next.departure.id === task.departure.id ? null : next)
            }
          />
        ) : null}
        {task?.kind === 'edit' ? (
          <DepartureEditForm key={task.departure.id} routeId={routeId} departure={task.departure} />
        ) : null}
        {task?.kind === 'roster' && rosterForm
          ? rosterForm(task.departure, `the ${task.departure.departure_time} departure of ${data.code}`)
          : null}
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

interface DepartureTableProps {
  departures: OpsItinerary[];
  withRoster: boolean;
  onTask: (task: NonNullable<DepartureTask>) => void;
}

function DepartureTable({ departures, withRoster, onTask }: DepartureTableProps) {
  return (
    <ConsoleTable
      label="Departures, by time"
      columns={['Departs', 'Days', 'Seats', 'From', 'Until', 'Status', { label: 'Actions', hidden: true }]}
      rows={departures}
      row={(departure) => (
        <tr key={departure.id}>
          <td>{departure.departure_time}</td>
          <td>{daysLabel(departure.days)}</td>
          <td>{departure.capacity}</td>
          <td className="nowrap">{departure.starts_on}</td>
          <td className="nowrap">{departure.ends_on ?? 'No end'}</td>
          <td>{departure.active ? 'Active' : 'Inactive'}</td>
          <td>
            <div className="console-actions">
              <Button
                variant="secondary"
                aria-label={`Edit the ${departure.departure_time} departure`}
                onClick={() => onTask({ kind: 'edit', departure })}
              >
                Edit
              </Button>
              {withRoster ? (
                <Button
                  variant="secondary"
                  aria-label={`Roster the ${departure.departure_time} departure`}
                  onClick={() => onTask({ kind: 'roster', departure })}
                >
                  Roster
                </Button>
              ) : null}
            </div>
          </td>
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
        <DayPicker
          days={days}
          onChange={(next) => form.setValue('days', next, { shouldValidate: form.formState.isSubmitted })}
        />
      }
    >
      <DepartureFields form={form} />
    </ConsoleFormCard>
  );
}
