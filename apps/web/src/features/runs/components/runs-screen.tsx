import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatNaira,
  ISO_DATE,
  lagosDate,
  type OpsTripDay,
  OpsTripDayPatch,
  type RunCancellation,
} from '@shuttle/contracts';
import { type ReactNode, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Loaded } from '../../../components/console/loaded.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { RUNS_PAGE_SIZE, useRuns } from '../api/get-runs.ts';
import { useUpdateRun } from '../api/update-run.ts';
import { CancelRunDialog } from './cancel-run-dialog.tsx';
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

/** What the assignment form gives the vehicle picker. */
export interface VehicleFieldProps {
  /** The run's vehicle now: offered even if it has since been taken out of service. */
  currentVehicleId: number | null;
  error: string | undefined;
  /** The form's registration of `vehicle_id`, spread on the select. */
  field: UseFormRegisterReturn<'vehicle_id'>;
}

interface RunsScreenProps {
  /**
   * The vehicle picker of the assignment form. The fleet belongs to operations, and a feature
   * imports no other feature, so the route module supplies the field.
   */
  vehicleField: (props: VehicleFieldProps) => ReactNode;
}

/** Runs by date: assign a vehicle and a driver, change capacity, cancel with refunds. */
export function RunsScreen({ vehicleField }: RunsScreenProps) {
  const [params, setParams] = useSearchParams();
  const filter = runsFilterFrom(params);
  const runs = useRuns(filter);
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
              limit: RUNS_PAGE_SIZE,
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
          <AssignRunForm run={dialog.run} vehicleField={vehicleField} onDone={close} />
        </Modal>
      ) : null}
    </div>
  );
}

/** An empty field (or the empty default) is none, not id 0. */
const optionalId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

interface AssignRunFormProps extends RunsScreenProps {
  run: OpsTripDay;
  onDone: () => void;
}

function AssignRunForm({ run, vehicleField, onDone }: AssignRunFormProps) {
  const update = useUpdateRun();
  const form = useForm<OpsTripDayPatch>({
    resolver: zodResolver(OpsTripDayPatch),
    defaultValues: {
      vehicle_id: run.vehicle?.id ?? null,
      driver_id: run.driver?.id ?? null,
      capacity: run.capacity,
    },
  });
  const { errors } = form.formState;

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
      {vehicleField({
        currentVehicleId: run.vehicle?.id ?? null,
        error: errors.vehicle_id?.message,
        field: form.register('vehicle_id', { setValueAs: optionalId }),
      })}
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
