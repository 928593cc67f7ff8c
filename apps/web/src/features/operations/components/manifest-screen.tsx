import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
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

/**
 * The run's page: who boards where (prints on its own: console.css hides the frame in print) and
 * a notice to its riders (docs/decisions/157).
 */
export function ManifestScreen({ tripDayId }: { tripDayId: number }) {
  const manifest = useManifest(tripDayId);
  const csv = useDownloadManifestCsv();
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
      </p>
      <div className="console-actions no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="secondary" isProcessing={csv.isPending} onClick={() => csv.mutate(tripDayId)}>
          Download CSV
        </Button>
      </div>
      <FormError message={csv.isError ? errorMessage(csv.error) : null} />
      <RunNoticeForm tripDayId={tripDayId} />
      {rows.length === 0 ? (
        <p className="muted">Nobody is booked on this run.</p>
      ) : (
        <div className="table-scroll">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">Rider</th>
                <th scope="col">Phone</th>
                <th scope="col">Pick-up</th>
                <th scope="col">Drop-off</th>
                <th scope="col">Seats</th>
                <th scope="col">Luggage</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
