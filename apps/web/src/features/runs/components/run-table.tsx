import type { OpsTripDay } from '@shuttle/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ConsolePager } from '../../../components/console/console-table.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';

const STATUS_LABELS: Record<OpsTripDay['status'], string> = {
  scheduled: 'Scheduled',
  boarding: 'Boarding',
  in_progress: 'On the road',
  completed: 'Completed',
  cancelled: 'Cancelled',
  // Nobody started it in time: its riders were refunded automatically (ADR 227).
  missed: 'Missed (refunded)',
};

/** Seats booked over capacity, as "12 / 14 (86%)"; a run with no seats is 0 %. */
export function loadFactor(run: Pick<OpsTripDay, 'seats_booked' | 'capacity'>): string {
  const percent = run.capacity === 0 ? 0 : Math.round((run.seats_booked / run.capacity) * 100);
  return `${run.seats_booked} / ${run.capacity} (${percent}%)`;
}

interface RunTableProps {
  runs: OpsTripDay[];
  /** Extra controls per run (assignment, cancel) on the Runs screen. */
  actions?: (run: OpsTripDay) => ReactNode;
  pager?: ConsolePager;
  /** A list over several days shows each run's date first. */
  showDate?: boolean;
  /** What an empty list says. */
  empty?: string;
  /** The table's accessible name, when a screen shows more than one. */
  label?: string;
}

/** One day's runs: departure, route, load factor, who drives what. */
export function RunTable({
  runs,
  actions,
  pager,
  showDate = false,
  empty = 'No runs on this day.',
  label,
}: RunTableProps) {
  return (
    <ConsoleTable
      columns={[
        ...(showDate ? ['Date'] : []),
        'Departs',
        'Route',
        'Status',
        'Load',
        'Vehicle',
        'Driver',
        'Manifest',
        ...(actions ? ['Actions'] : []),
      ]}
      rows={runs}
      row={(run) => (
        <tr key={run.id} data-run-id={run.id}>
          {showDate ? <td className="nowrap">{run.trip_date}</td> : null}
          <td className="nowrap">{run.departure_time}</td>
          <td>
            <strong>{run.route.code}</strong> {run.route.name}
          </td>
          <td>
            {STATUS_LABELS[run.status]}
            {run.cancel_reason ? <span className="muted small"> ({run.cancel_reason})</span> : null}
          </td>
          <td className="nowrap">
            <meter min={0} max={Math.max(run.capacity, 1)} value={run.seats_booked} aria-hidden="true" />{' '}
            {loadFactor(run)}
          </td>
          <td>{run.vehicle?.registration_number ?? <span className="muted">None</span>}</td>
          <td>
            {run.driver ? `${run.driver.fname} ${run.driver.lname}` : <span className="muted">None</span>}
          </td>
          <td>
            <Link to={opsPaths.manifest(run.id)}>Manifest</Link>
          </td>
          {actions ? <td>{actions(run)}</td> : null}
        </tr>
      )}
      empty={empty}
      {...(label ? { label } : {})}
      emptyReplacesTable
      {...(pager ? { pager } : {})}
    />
  );
}
