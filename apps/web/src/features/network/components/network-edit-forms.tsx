import { zodResolver } from '@hookform/resolvers/zod';
import { type OpsItinerary, OpsItineraryPatch, type OpsRoute, OpsRoutePatch } from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ConsoleFormCard } from '../../../components/console/console-form-card.tsx';
import { DayPicker } from '../../../components/console/day-picker.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateItinerary } from '../api/update-itinerary.ts';
import { useUpdateRoute } from '../api/update-route.ts';
import { DepartureFields, RouteFields } from './network-form-fields.tsx';
import { RouteStopsFieldset } from './route-stops-fieldset.tsx';

/**
 * After a refusal for booked rides (409 IN_USE, whose message counts them and names the first
 * date): where the operator goes next, the runs, to cancel them with refunds or tell the riders.
 */
function InUseNextStep({ error }: { error: unknown }) {
  if (!(error instanceof ApiError) || error.code !== 'IN_USE') return null;
  return (
    <p>
      Nothing was changed. <Link to={opsPaths.runs()}>Open the runs</Link> to send those riders a notice or to
      cancel the runs with refunds, then try again.
    </p>
  );
}

function ActiveCheckbox(props: React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="checkbox">
      <input type="checkbox" {...props} /> In service (riders can find and book it)
    </label>
  );
}

/** A departure's time, days, seats, dates and service; nothing booked is stranded (ADR 128). */
export function DepartureEditForm({ routeId, departure }: { routeId: number; departure: OpsItinerary }) {
  const update = useUpdateItinerary(routeId);
  const [saved, setSaved] = useState(false);
  const form = useForm<OpsItineraryPatch>({
    resolver: zodResolver(OpsItineraryPatch),
    defaultValues: {
      departure_time: departure.departure_time,
      days: departure.days,
      capacity: departure.capacity,
      starts_on: departure.starts_on,
      ends_on: departure.ends_on,
      active: departure.active,
    },
  });
  const { errors } = form.formState;
  const days = form.watch('days') ?? [];

  const onSubmit = form.handleSubmit(async (patch) => {
    setSaved(false);
    try {
      await update.mutateAsync({ id: departure.id, patch });
      setSaved(true);
    } catch {
      // Shown from update.error below.
    }
  });

  return (
    <div className="stack">
      <ConsoleFormCard
        title={`Edit the ${departure.departure_time} departure`}
        level={3}
        onSubmit={onSubmit}
        mutation={update}
        submitLabel="Save departure"
        intro={
          <p className="muted small">
            Seats shape runs not made yet; a made run's seats are changed on the Runs page.
          </p>
        }
        done={saved ? 'Departure saved.' : null}
        error={errors.days?.message}
        after={
          <div className="stack">
            <DayPicker
              days={days}
              onChange={(next) => form.setValue('days', next, { shouldValidate: form.formState.isSubmitted })}
            />
            <ActiveCheckbox {...form.register('active')} />
          </div>
        }
      >
        <DepartureFields form={form} />
      </ConsoleFormCard>
      <InUseNextStep error={update.error} />
    </div>
  );
}

/**
 * A route's name, who may find it, whether it runs, and its stops in order with their minutes,
 * pick-up and drop-off; an edit that would strand a booked ride is refused (ADR 128).
 */
export function RouteEditForm({ route }: { route: OpsRoute }) {
  const update = useUpdateRoute();
  const [saved, setSaved] = useState(false);
  const form = useForm<OpsRoutePatch>({
    resolver: zodResolver(OpsRoutePatch),
    defaultValues: {
      name: route.name,
      visibility: route.visibility,
      corporate_id: route.corporate_id,
      active: route.active,
      stops: route.stops.map((stop) => ({
        stop_id: stop.stop_id,
        minutes_from_start: stop.minutes_from_start,
        pickup: stop.pickup,
        dropoff: stop.dropoff,
      })),
    },
  });

  const onSubmit = form.handleSubmit(async (patch) => {
    setSaved(false);
    try {
      await update.mutateAsync({ id: route.id, patch });
      setSaved(true);
    } catch {
      // Shown from update.error below.
    }
  });

  return (
    <div className="stack">
      <ConsoleFormCard
        title="Edit the route"
        level={3}
        onSubmit={onSubmit}
        mutation={update}
        submitLabel="Save route"
        done={saved ? 'Route saved.' : null}
        after={
          <div className="stack">
            <ActiveCheckbox {...form.register('active')} />
            <RouteStopsFieldset
              form={form}
              knownStops={route.stops.map((stop) => ({ id: stop.stop_id, name: stop.name }))}
            />
          </div>
        }
      >
        <RouteFields form={form} />
      </ConsoleFormCard>
      <InUseNextStep error={update.error} />
    </div>
  );
}
