import type { OpsTripDay } from '@shuttle/contracts';
import type { ReactNode } from 'react';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCheckInRide } from '../api/check-in-ride.ts';
import { useDownloadManifestCsv } from '../api/download-manifest-csv.ts';
import { useManifest } from '../api/get-manifest.ts';
import { RunNoticeForm } from './run-notice-form.tsx';
import { loadFactor } from './run-table.tsx';

const RIDE_STATUS: Record<string, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  boarded: 'Boarded',
  no_show: 'No show',
  completed: 'Completed',
};

interface ManifestScreenProps {
  runId: number;
  /**
   * What riders said of the run and its driver, under the list. Ratings belong to operations, and
   * a feature imports no other feature, so the route module supplies them.
   */
  ratings: (run: OpsTripDay) => ReactNode;
}

/**
 * The run's page: who boards where (prints on its own: console.css hides the frame in print) and
 * a notice to its riders (docs/decisions/157).
 */
export function ManifestScreen({ runId, ratings }: ManifestScreenProps) {
  const manifest = useManifest(runId);
  const csv = useDownloadManifestCsv();
  const checkIn = useCheckInRide();
  if (manifest.isError) return <FormError message={errorMessage(manifest.error)} />;
  if (!manifest.data) return <p className="muted">Loading the manifest…</p>;
  const { trip_day: run, data: rows } = manifest.data;
  return (
    <div className="stack manifest">
      <h1>
        Manifest: {run.route.code} {run.route.name}
      </h1>
      <p>
        {run.trip_date} at {run.departure_time} · {loadFactor(run)} ·{' '}
        {run.vehicle ? run.vehicle.registration_number : 'No vehicle'} ·{' '}
        {run.driver ? `${run.driver.fname} ${run.driver.lname}` : 'No driver'}
        {run.status === 'cancelled' ? ' · Cancelled' : ''}
        {run.status === 'missed' ? ' · Missed: nobody started it in time, its riders were refunded' : ''}
      </p>
      <div className="console-actions no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="secondary" isProcessing={csv.isPending} onClick={() => csv.mutate(runId)}>
          Download CSV
        </Button>
      </div>
      <FormError message={csv.isError ? errorMessage(csv.error) : null} />
      <RunNoticeForm runId={runId} />
      <FormError message={checkIn.isError ? errorMessage(checkIn.error) : null} />
      <ConsoleTable
        columns={[
          'Rider',
          'Phone',
          'Pick-up',
          'Drop-off',
          'Seats',
          'Luggage',
          'Status',
          { label: 'Check in', hidden: true, className: 'no-print' },
        ]}
        rows={rows}
        row={(row) => (
          <tr key={row.ride_id}>
            <td>
              {row.rider.fname} {row.rider.lname}
            </td>
            <td className="nowrap">{row.rider.phone}</td>
            <td>
              {row.pickup.name} <span className="muted small">{row.pickup.time}</span>
            </td>
            <td>
              {row.destination.name} <span className="muted small">{row.destination.time}</span>
            </td>
            <td>{row.seats}</td>
            <td>{row.luggage_quantity}</td>
            <td>{RIDE_STATUS[row.status] ?? row.status}</td>
            <td className="no-print">
              {/* A pass is checked in only while the run is boarding or on the road (ADR 227). */}
              {row.status === 'booked' && (run.status === 'boarding' || run.status === 'in_progress') ? (
                <Button
                  variant="ghost"
                  isProcessing={checkIn.isPending && checkIn.variables?.rideId === row.ride_id}
                  onClick={() => checkIn.mutate({ runId, rideId: row.ride_id })}
                  aria-label={`Check in ${row.rider.fname} ${row.rider.lname}`}
                >
                  Check in
                </Button>
              ) : null}
            </td>
          </tr>
        )}
        empty="Nobody is booked on this run."
        emptyReplacesTable
      />
      {ratings(run)}
    </div>
  );
}
