import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatNaira,
  ISO_DATE,
  lagosDate,
  type OpsTripDay,
  OpsTripDayPatch,
  type RunCancellation,
} from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { TRIP_DAYS_PAGE_SIZE, useTripDays } from '../api/get-trip-days.ts';
import { useVehicles } from '../api/get-vehicles.ts';
import { useUpdateTripDay } from '../api/update-trip-day.ts';
import { CancelRunDialog } from './cancel-run-dialog.tsx';
import { Loaded } from './loaded.tsx';
import { RunTable } from './run-table.tsx';

/** `?date=YYYY-MM-DD&page=`: today in Lagos when absent or malformed. */
export function runsFilterFrom(params: URLSearchParams) {
  const date = params.get('date') ?? '';
  const page = Number(params.get('page'));
  return {
    date: ISO_DATE.test(date) ? date : lagosDate(),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

type RunDialog = { kind: 'assign' | 'cancel'; run: OpsTripDay } | null;

/** Runs by date: assign a vehicle and a driver, change capacity, cancel with refunds. */
export function RunsScreen() {
  const [params, setParams] = useSearchParams();
  const filter = runsFilterFrom(params);
  const runs = useTripDays(filter);
  const [dialog, setDialog] = useState<RunDialog>(null);
  const [cancelled, setCancelled] = useState<RunCancellation | null>(null);
  const close = () => setDialog(null);

  return (
    <div className="stack">
      <h1>Runs</h1>
      <div className="console-filter">
        <TextField
          label="Date"
          type="date"
          value={filter.date}
          onChange={(event) => {
            if (ISO_DATE.test(event.target.value)) setParams({ date: event.target.value });
          }}
        />
      </div>
      {cancelled ? (
        <p className="notice-success" role="status">
          Run cancelled: {cancelled.refunded_rides} {cancelled.refunded_rides === 1 ? 'ride' : 'rides'}{' '}
          refunded, {formatNaira(cancelled.refunded_kobo)} in total.
        </p>
      ) : null}
      <Loaded query={runs} loading="Loading runs…">
        {({ data, meta }) => (
          <RunTable
            runs={data}
            actions={(run) => (
              <div className="console-actions">
                <Button
                  variant="secondary"
                  onClick={() => setDialog({ kind: 'assign', run })}
                  disabled={
                    run.status === 'cancelled' || run.status === 'completed' || run.status === 'missed'
                  }
                >
                  Assign
                </Button>
                {run.cancellable ? (
                  <Button
                    variant="danger"
                    onClick={() => {
                      setCancelled(null);
                      setDialog({ kind: 'cancel', run });
                    }}
                  >
                    Cancel run
                  </Button>
                ) : null}
              </div>
            )}
            pager={{
              page: filter.page,
              limit: TRIP_DAYS_PAGE_SIZE,
              total: meta.total,
              onPage: (page) => setParams({ date: filter.date, page: String(page) }),
              label: 'Runs pages',
            }}
          />
        )}
      </Loaded>
      {dialog?.kind === 'cancel' ? (
        <CancelRunDialog
          run={dialog.run}
          isOpen
          onClose={close}
          onCancelled={(answer) => {
            setCancelled(answer);
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'assign' ? (
        <Modal
          title={`Assign run ${dialog.run.route.code} ${dialog.run.departure_time}`}
          isOpen
          onClose={close}
        >
          <AssignRunForm run={dialog.run} onDone={close} />
        </Modal>
      ) : null}
    </div>
  );
}

/** An empty field (or the empty default) is none, not id 0. */
const optionalId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

function AssignRunForm({ run, onDone }: { run: OpsTripDay; onDone: () => void }) {
  const update = useUpdateTripDay();
  const vehicles = useVehicles('');
  const form = useForm<OpsTripDayPatch>({
    resolver: zodResolver(OpsTripDayPatch),
    defaultValues: {
      vehicle_id: run.vehicle?.id ?? null,
      driver_id: run.driver?.id ?? null,
      capacity: run.capacity,
    },
  });
  const { errors } = form.formState;
  const vehicleOptions = [
    { value: '', label: 'No vehicle' },
    ...(vehicles.data?.data ?? [])
      .filter((vehicle) => vehicle.active || vehicle.id === run.vehicle?.id)
      .map((vehicle) => ({
        value: String(vehicle.id),
        label: `${vehicle.registration_number} (${vehicle.capacity} seats)`,
      })),
  ];

  const onSubmit = form.handleSubmit(async (patch) => {
    try {
      await update.mutateAsync({ id: run.id, patch });
      onDone();
    } catch {
      // Shown from update.error below.
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <h2>
        {run.route.name}, {run.trip_date} at {run.departure_time}
      </h2>
      <SelectField
        label="Vehicle"
        options={vehicleOptions}
        error={errors.vehicle_id?.message}
        {...form.register('vehicle_id', { setValueAs: optionalId })}
      />
      <TextField
        label="Driver (user id)"
        inputMode="numeric"
        hint="The id of a user with the driver role; empty for none."
        error={errors.driver_id?.message}
        {...form.register('driver_id', { setValueAs: optionalId })}
      />
      <TextField
        label="Capacity (seats)"
        inputMode="numeric"
        hint={`${run.seats_booked} seats are booked.`}
        error={errors.capacity?.message}
        {...form.register('capacity', { setValueAs: (value) => Number(value) })}
      />
      <FormError message={update.isError ? errorMessage(update.error) : (errors.root?.message ?? null)} />
      <div className="console-form__buttons">
        <Button variant="ghost" onClick={onDone}>
          Close
        </Button>
        <Button type="submit" isProcessing={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
