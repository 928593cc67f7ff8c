import { addDays, formatRideDate, lagosDate, type OpsTripDay } from '@shuttle/contracts';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { Loaded } from '../../../components/console/loaded.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { type RosterWeekFilter, useRosterWeek } from '../api/get-roster-week.ts';
import type { VehicleFieldProps } from './runs-screen.tsx';

interface WeekChoice {
  crew: 'vehicle' | 'driver';
  vehicle_id: number | null;
  driver_id: string;
  from: string;
}

const optionalId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** One line per run: when it leaves and on which route. */
const runLine = (run: OpsTripDay) =>
  `${run.departure_time} ${run.route.code}${run.status === 'scheduled' ? '' : ` (${run.status.replace('_', ' ')})`}`;

/** A vehicle's or a driver's seven days, a row per day (docs/decisions/252-rosters.md). */
export function RosterWeekScreen({
  vehicleField,
}: {
  vehicleField: (props: VehicleFieldProps) => ReactNode;
}) {
  const [filter, setFilter] = useState<RosterWeekFilter | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<WeekChoice>({
    defaultValues: { crew: 'vehicle', vehicle_id: null, driver_id: '', from: lagosDate() },
  });
  const crew = form.watch('crew');
  const week = useRosterWeek(filter);

  const onSubmit = form.handleSubmit((choice) => {
    const id = choice.crew === 'vehicle' ? choice.vehicle_id : Number(choice.driver_id);
    if (!id || !Number.isSafeInteger(id) || id <= 0) {
      setProblem(choice.crew === 'vehicle' ? 'Choose a vehicle.' : "Enter the driver's user id.");
      return;
    }
    setProblem(null);
    setFilter({ from: choice.from, crew: choice.crew, id });
  });

  return (
    <div className="stack">
      <h1>Rosters</h1>
      <p className="muted">
        Who drives what over seven days. Assign a departure's runs for many dates at once from its route's
        page.
      </p>
      <form className="card stack" onSubmit={onSubmit} noValidate aria-label="Choose a week">
        <div className="console-form">
          <SelectField
            label="Whose week"
            options={[
              { value: 'vehicle', label: 'A vehicle' },
              { value: 'driver', label: 'A driver' },
            ]}
            {...form.register('crew')}
          />
          {crew === 'vehicle' ? (
            vehicleField({
              currentVehicleId: null,
              error: undefined,
              field: form.register('vehicle_id', { setValueAs: optionalId }),
            })
          ) : (
            <TextField label="Driver (user id)" inputMode="numeric" {...form.register('driver_id')} />
          )}
          <TextField label="Week from" type="date" {...form.register('from')} />
        </div>
        <FormError message={problem} />
        <div>
          <Button type="submit">Show the week</Button>
        </div>
      </form>
      {filter ? (
        <Loaded query={week} loading="Loading the week…">
          {({ data }) => {
            const days = Array.from({ length: 7 }, (_, offset) => addDays(filter.from, offset));
            return (
              <ConsoleTable
                caption={`The ${filter.crew}'s runs from ${formatRideDate(filter.from)}`}
                columns={['Day', 'Runs']}
                rows={days}
                row={(day) => {
                  const runs = data.filter((run) => run.trip_date === day);
                  return (
                    <tr key={day}>
                      <th scope="row" className="nowrap">
                        {formatRideDate(day)}
                      </th>
                      <td>
                        {runs.length === 0 ? (
                          <span className="muted">Free</span>
                        ) : (
                          <ul>
                            {runs.map((run) => (
                              <li key={run.id}>{runLine(run)}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  );
                }}
              />
            );
          }}
        </Loaded>
      ) : null}
    </div>
  );
}
