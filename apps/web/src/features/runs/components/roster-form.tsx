import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  formatRideDate,
  lagosDate,
  type RosterClash,
  RosterInput,
  type RosterResult,
} from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormCard } from '../../../components/console/console-form-card.tsx';
import { DayPicker } from '../../../components/console/day-picker.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { rosterClashesOf, useRosterDeparture } from '../api/roster-departure.ts';
import type { VehicleFieldProps } from './runs-screen.tsx';

interface RosterFormProps {
  itineraryId: number;
  /** "the 06:30 departure of IKR-OBL", for the title. */
  departureLabel: string;
  /** The vehicle picker: the fleet is another feature's, so the route module supplies it. */
  vehicleField: (props: VehicleFieldProps) => React.ReactNode;
}

/** Reads a typed id; empty is not a number, so the contract says which field is missing. */
const idValue = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));

const RESOURCE_LABEL: Record<RosterClash['resource'], string> = {
  vehicle: 'The vehicle',
  driver: 'The driver',
};

/** One line per clash: whose, when, and the run already holding them. */
export function clashSentence(clash: RosterClash): string {
  const other = clash.clashes_with;
  return `${formatRideDate(clash.run.trip_date)}: ${RESOURCE_LABEL[clash.resource].toLowerCase()} is already on ${other.route_code} from ${other.departure_time} to ${other.arrival_time}, which overlaps this ${clash.run.departure_time} run.`;
}

/** A departure's runs crewed for a date range and weekdays in one go (docs/decisions/252). */
export function RosterForm({ itineraryId, departureLabel, vehicleField }: RosterFormProps) {
  const roster = useRosterDeparture();
  const [result, setResult] = useState<RosterResult | null>(null);
  const today = lagosDate();
  const form = useForm<RosterInput>({
    resolver: zodResolver(RosterInput),
    defaultValues: { from: today, to: addDays(today, 6), days: [2, 3, 4, 5, 6] },
  });
  const { errors } = form.formState;
  const days = form.watch('days');
  const clashes = rosterClashesOf(roster.error);

  const onSubmit = form.handleSubmit(async (input) => {
    setResult(null);
    try {
      setResult(await roster.mutateAsync({ itineraryId, input }));
    } catch {
      // Shown from roster.error below, with the clashes listed.
    }
  });

  const assigned = result?.assigned.length ?? 0;
  const skipped = result?.skipped.length ?? 0;
  return (
    <div className="stack">
      <ConsoleFormCard
        title={`Roster ${departureLabel}`}
        level={3}
        onSubmit={onSubmit}
        mutation={roster}
        submitLabel="Assign runs"
        done={
          result
            ? `${assigned} ${assigned === 1 ? 'run' : 'runs'} assigned${
                skipped > 0 ? `; ${skipped} left as they were (started, finished, cancelled or missed)` : ''
              }.`
            : null
        }
        error={errors.days?.message ?? errors.to?.message}
        after={
          <DayPicker
            days={days}
            onChange={(next) => form.setValue('days', next, { shouldValidate: form.formState.isSubmitted })}
          />
        }
      >
        <TextField label="From" type="date" error={errors.from?.message} {...form.register('from')} />
        <TextField label="To" type="date" {...form.register('to')} />
        {vehicleField({
          currentVehicleId: null,
          error: errors.vehicle_id?.message,
          field: form.register('vehicle_id', { setValueAs: idValue }),
        })}
        <TextField
          label="Driver (user id)"
          inputMode="numeric"
          hint="The id of a user with the driver role."
          error={errors.driver_id?.message}
          {...form.register('driver_id', { setValueAs: idValue })}
        />
      </ConsoleFormCard>
      {clashes.length > 0 ? (
        <section className="card stack" aria-labelledby={`clashes-${itineraryId}`}>
          <h4 id={`clashes-${itineraryId}`}>Clashes</h4>
          <ul>
            {clashes.map((clash) => (
              <li key={`${clash.resource}-${clash.run.id}-${clash.clashes_with.id}`}>
                {clashSentence(clash)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
