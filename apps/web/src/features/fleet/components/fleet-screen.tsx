import type { OpsVehicle, TrackerAnswer } from '@shuttle/contracts';
import { formatNaira } from '@shuttle/contracts';
import { useState } from 'react';
import { ConsoleSearch } from '../../../components/console/console-search.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { formatLagosTime } from '../../../components/console/formats.ts';
import { Loaded } from '../../../components/console/loaded.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { FLEET_PAGE_SIZE, type FleetFilter, useFleet } from '../api/get-fleet.ts';
import { useIssueTracker } from '../api/issue-tracker.ts';
import { useUpdateVehicle } from '../api/save-vehicle.ts';
import { TrackerSetup } from './tracker-setup.tsx';
import { VehicleForm } from './vehicle-form.tsx';

export const FIRST_FLEET_PAGE: FleetFilter = { q: '', page: 1 };

function lastFixText(vehicle: OpsVehicle): string {
  if (!vehicle.has_tracker && !vehicle.last_fix) return 'No tracker';
  if (!vehicle.last_fix) return 'Tracker issued, never heard from';
  const { recorded_at, stale, nearest_stop } = vehicle.last_fix;
  const near = nearest_stop ? `, ${nearest_stop.distance_m} m from ${nearest_stop.name}` : '';
  return `${stale ? 'Last seen' : 'Live'} ${formatLagosTime(recorded_at)}${near}`;
}

/**
 * The fleet (docs/decisions/250-fleet-page-and-tracker-setup.md): every vehicle with its owner and
 * last fix; add, edit, take off or put back on runs, and issue a tracker id with its settings.
 */
export function FleetScreen() {
  const [filter, setFilter] = useState<FleetFilter>(FIRST_FLEET_PAGE);
  const [editing, setEditing] = useState<OpsVehicle | null>(null);
  const [issued, setIssued] = useState<{ registration: string; tracker: TrackerAnswer } | null>(null);
  const fleet = useFleet(filter);
  const update = useUpdateVehicle();
  const issue = useIssueTracker();

  const issueFor = (vehicle: OpsVehicle) => {
    if (issue.isPending) return;
    issue.mutate(vehicle.id, {
      onSuccess: (tracker) => setIssued({ registration: vehicle.registration_number, tracker }),
    });
  };

  return (
    <div className="stack">
      <h1>Fleet</h1>
      {issued ? (
        <TrackerSetup
          registration={issued.registration}
          tracker={issued.tracker}
          onDone={() => setIssued(null)}
        />
      ) : null}
      {editing ? (
        <VehicleForm
          key={editing.id}
          vehicle={editing}
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <VehicleForm />
      )}
      <section className="stack" aria-labelledby="vehicles-heading">
        <h2 id="vehicles-heading">Vehicles</h2>
        <ConsoleSearch
          label="Search by registration or brand"
          value={filter.q}
          onSearch={(q) => setFilter({ q, page: 1 })}
        />
        <FormError
          message={
            update.isError ? errorMessage(update.error) : issue.isError ? errorMessage(issue.error) : null
          }
        />
        <Loaded query={fleet} loading="Loading the fleet…">
          {(list) => (
            <ConsoleTable
              label="Vehicle list"
              columns={[
                'Registration',
                'Vehicle',
                'Seats',
                'Amenities',
                'Bus partner',
                'Per run',
                'Tracker and last fix',
                'Status',
                { label: 'Actions', hidden: true },
              ]}
              rows={list.data}
              empty={filter.q ? 'No vehicle matches.' : 'No vehicles yet: add the first above.'}
              row={(vehicle) => (
                <tr key={vehicle.id}>
                  <td className="nowrap">{vehicle.registration_number}</td>
                  <td>
                    {vehicle.brand} {vehicle.model}
                    <br />
                    <span className="muted small">{vehicle.colour ?? 'Colour not recorded'}</span>
                  </td>
                  <td>{vehicle.capacity}</td>
                  <td>{vehicle.amenities.join(', ') || '—'}</td>
                  <td>
                    {vehicle.bus_partner
                      ? `${vehicle.bus_partner.fname} ${vehicle.bus_partner.lname}`
                      : 'Our own'}
                  </td>
                  <td className="nowrap">{formatNaira(vehicle.cost_of_supply_kobo)}</td>
                  <td>{lastFixText(vehicle)}</td>
                  <td>{vehicle.active ? 'Active' : 'Deactivated'}</td>
                  <td>
                    <div className="console-actions">
                      <button type="button" className="btn btn--ghost" onClick={() => setEditing(vehicle)}>
                        Edit {vehicle.registration_number}
                      </button>
                      <button
                        type="button"
                        className="btn btn--ghost"
                        disabled={issue.isPending}
                        onClick={() => issueFor(vehicle)}
                      >
                        {vehicle.has_tracker ? 'Reissue tracker id for' : 'Issue tracker id for'}{' '}
                        {vehicle.registration_number}
                      </button>
                      <button
                        type="button"
                        className="btn btn--ghost"
                        disabled={update.isPending}
                        onClick={() => update.mutate({ id: vehicle.id, patch: { active: !vehicle.active } })}
                      >
                        {vehicle.active ? 'Deactivate' : 'Reactivate'} {vehicle.registration_number}
                      </button>
                    </div>
                  </td>
                </tr>
              )}
              pager={{
                label: 'Fleet pages',
                page: filter.page,
                limit: FLEET_PAGE_SIZE,
                total: list.meta.total,
                onPage: (page) => setFilter({ ...filter, page }),
              }}
            />
          )}
        </Loaded>
      </section>
    </div>
  );
}
