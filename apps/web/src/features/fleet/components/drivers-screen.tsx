import type { LicenceStatus, OpsDriver } from '@shuttle/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConsoleSearch } from '../../../components/console/console-search.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { Loaded } from '../../../components/console/loaded.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { DRIVERS_PAGE_SIZE, type DriversFilter, useDrivers } from '../api/get-drivers.ts';
import { useUpdateDriver } from '../api/update-driver.ts';

export const FIRST_DRIVERS_PAGE: DriversFilter = { q: '', page: 1 };

const LICENCE_LABELS: Record<LicenceStatus, string> = {
  missing: 'Not recorded',
  valid: 'Valid',
  expiring: 'Runs out soon',
  expired: 'Expired',
};
const STATUS_LABELS = { invited: 'Invited', active: 'Active', disabled: 'Disabled' } as const;
const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The drivers (docs/decisions/251-drivers-page.md): how to reach each, whether their licence is in
 * date, how riders rate them and their runs this week; disable, enable, record a licence's expiry.
 */
export function DriversScreen() {
  const [filter, setFilter] = useState<DriversFilter>(FIRST_DRIVERS_PAGE);
  const drivers = useDrivers(filter);
  const update = useUpdateDriver();
  return (
    <div className="stack">
      <h1>Drivers</h1>
      <p className="muted">
        New drivers join from an accepted application or an invitation on the Staff page. A disabled driver
        cannot sign in, and is signed out everywhere at once.
      </p>
      <ConsoleSearch
        label="Search by name, email or phone"
        value={filter.q}
        onSearch={(q) => setFilter({ q, page: 1 })}
      />
      <FormError message={update.isError ? errorMessage(update.error) : null} />
      <Loaded query={drivers} loading="Loading drivers…">
        {(list) => (
          <ConsoleTable
            label="Driver list"
            columns={[
              'Name',
              'Phone',
              'Licence',
              'Rating',
              'Runs this week',
              'Status',
              { label: 'Actions', hidden: true },
            ]}
            rows={list.data}
            empty={filter.q ? 'No driver matches.' : 'No drivers yet.'}
            row={(driver) => (
              <DriverRow
                key={driver.id}
                driver={driver}
                busy={update.isPending}
                onChange={(patch) => update.mutate({ id: driver.id, patch })}
              />
            )}
            pager={{
              label: 'Driver pages',
              page: filter.page,
              limit: DRIVERS_PAGE_SIZE,
              total: list.meta.total,
              onPage: (page) => setFilter({ ...filter, page }),
            }}
          />
        )}
      </Loaded>
    </div>
  );
}

interface DriverRowProps {
  driver: OpsDriver;
  busy: boolean;
  onChange: (patch: { disabled?: boolean; licence_expires_on?: string | null }) => void;
}

function DriverRow({ driver, busy, onChange }: DriverRowProps) {
  const name = `${driver.fname} ${driver.lname}`;
  const { licence, rating } = driver;
  return (
    <tr>
      <td>
        {name}
        <br />
        <span className="muted small">{driver.email}</span>
      </td>
      <td className="nowrap">
        {/* A driver invited by email may have no phone yet: an empty link would have no name. */}
        {driver.phone ? <a href={`tel:${driver.phone}`}>{driver.phone}</a> : '—'}
      </td>
      <td>
        {LICENCE_LABELS[licence.status]}
        {licence.expires_on ? (
          <span className="muted small">
            {' '}
            (until {dateFormat.format(new Date(`${licence.expires_on}T00:00:00Z`))})
          </span>
        ) : null}
        <br />
        <input
          type="date"
          className="field__input"
          aria-label={`Licence expiry of ${name}`}
          defaultValue={licence.expires_on ?? ''}
          disabled={busy}
          onBlur={(event) => {
            const value = event.target.value || null;
            if (value !== licence.expires_on) onChange({ licence_expires_on: value });
          }}
        />
      </td>
      <td>
        {rating.average === null ? (
          'No ratings yet'
        ) : (
          <Link to={opsPaths.driverRatings(driver.id)}>
            {rating.average.toFixed(1)} of 5 ({rating.count})
          </Link>
        )}
      </td>
      <td>{driver.runs_this_week}</td>
      <td>{STATUS_LABELS[driver.status]}</td>
      <td>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={busy}
          onClick={() => onChange({ disabled: driver.status !== 'disabled' })}
        >
          {driver.status === 'disabled' ? 'Enable' : 'Disable'} {name}
        </button>
      </td>
    </tr>
  );
}
