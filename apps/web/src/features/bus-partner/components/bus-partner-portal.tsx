import { type BusPartnerRun, formatNaira } from '@shuttle/contracts';
import { useState } from 'react';
import { FormError } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDownloadStatement } from '../api/download-statement.ts';
import { useBusPartnerDrivers } from '../api/get-drivers.ts';
import { useBusPartnerEarnings } from '../api/get-earnings.ts';
import { useBusPartnerProfile } from '../api/get-profile.ts';
import { RUNS_PAGE_SIZE, useBusPartnerRuns } from '../api/get-runs.ts';
import { useBusPartnerVehicles } from '../api/get-vehicles.ts';
import { PartnerBusMap } from './bus-map.tsx';
import { lastSeenText } from './last-seen.ts';
import './bus-partner.css';

const monthFormat = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateFormat = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
const dayName = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

const RUN_STATUS: Record<BusPartnerRun['status'], string> = {
  scheduled: 'Scheduled',
  boarding: 'Boarding',
  in_progress: 'On the road',
  completed: 'Completed',
  cancelled: 'Cancelled',
  missed: 'Missed',
};

/** `/bus-partner`: my buses, drivers, runs and earnings (ADR 172); made for a phone first. */
export function BusPartnerPortal({ onSignOut }: { onSignOut: () => void }) {
  const profile = useBusPartnerProfile();
  return (
    // The portal has no site frame around it: its own main landmark holds everything.
    <main id="main" className="container page partner-portal stack">
      <header className="partner-portal__head">
        <div>
          <h1>Bus partner</h1>
          {profile.data ? (
            <p className="muted">
              {profile.data.company_name ?? `${profile.data.fname} ${profile.data.lname}`} ·{' '}
              {profile.data.email}
            </p>
          ) : null}
        </div>
        <button type="button" className="btn btn--secondary" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <Earnings />
      <PartnerBusMap />
      <Vehicles />
      <Drivers />
      <Runs />
    </main>
  );
}

function Earnings() {
  const earnings = useBusPartnerEarnings();
  const download = useDownloadStatement();
  return (
    <section className="card stack" aria-labelledby="earnings-heading">
      <h2 id="earnings-heading">Earnings</h2>
      <p className="muted small">Each completed run earns its bus's cost of supply.</p>
      {earnings.isError ? <FormError message={errorMessage(earnings.error)} /> : null}
      <FormError message={download.isError ? errorMessage(download.error) : null} />
      {earnings.data?.data.length === 0 ? <p className="muted">No completed runs yet.</p> : null}
      <ul className="partner-list">
        {earnings.data?.data.map((month) => (
          <li key={month.month} className="partner-list__item">
            <div>
              <strong>{monthName(month.month)}</strong>
              <div className="muted small">
                {month.completed_runs} completed {month.completed_runs === 1 ? 'run' : 'runs'}
              </div>
            </div>
            <div className="partner-list__end">
              <strong>{formatNaira(month.earnings_kobo)}</strong>
              <button
                type="button"
                className="link-button"
                disabled={download.isPending}
                onClick={() => download.mutate(month.month)}
              >
                Statement (CSV)
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Vehicles() {
  const vehicles = useBusPartnerVehicles();
  return (
    <section className="card stack" aria-labelledby="vehicles-heading">
      <h2 id="vehicles-heading">My buses</h2>
      {vehicles.isError ? <FormError message={errorMessage(vehicles.error)} /> : null}
      {vehicles.data?.data.length === 0 ? <p className="muted">No buses registered to you yet.</p> : null}
      <ul className="partner-list">
        {vehicles.data?.data.map((vehicle) => (
          <li key={vehicle.id} className="partner-list__item">
            <div>
              <strong>{vehicle.registration_number}</strong>
              <div className="muted small">
                {vehicle.brand} {vehicle.model} · {vehicle.capacity} seats
                {vehicle.active ? '' : ' · inactive'}
              </div>
            </div>
            <div className="partner-list__end small">
              {vehicle.last_position
                ? lastSeenText(vehicle.last_position, Date.now())
                : vehicle.has_tracker
                  ? 'No position yet'
                  : 'No tracker'}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Drivers() {
  const drivers = useBusPartnerDrivers();
  return (
    <section className="card stack" aria-labelledby="drivers-heading">
      <h2 id="drivers-heading">Drivers</h2>
      {drivers.isError ? <FormError message={errorMessage(drivers.error)} /> : null}
      {drivers.data?.data.length === 0 ? <p className="muted">Nobody has driven your buses yet.</p> : null}
      <ul className="partner-list">
        {drivers.data?.data.map((driver) => (
          <li key={driver.id} className="partner-list__item">
            <div>
              <strong>
                {driver.fname} {driver.lname}
              </strong>
              <div className="muted small">{driver.phone}</div>
            </div>
            <div className="partner-list__end small">
              {driver.runs} {driver.runs === 1 ? 'run' : 'runs'}, last {dayName(driver.last_run_date)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Runs() {
  const [page, setPage] = useState(1);
  const runs = useBusPartnerRuns(page);
  const pages = runs.data ? Math.max(1, Math.ceil(runs.data.meta.total / RUNS_PAGE_SIZE)) : 1;
  return (
    <section className="card stack" aria-labelledby="runs-heading">
      <h2 id="runs-heading">Runs</h2>
      {runs.isError ? <FormError message={errorMessage(runs.error)} /> : null}
      {runs.data?.data.length === 0 ? <p className="muted">Your buses have no runs yet.</p> : null}
      <ul className="partner-list">
        {runs.data?.data.map((run) => (
          <li key={run.id} className="partner-list__item">
            <div>
              <strong>
                {dayName(run.trip_date)} {run.departure_time}
              </strong>
              <div className="muted small">
                {run.route.code} {run.route.name} · {run.vehicle.registration_number}
                {run.driver ? ` · ${run.driver.fname} ${run.driver.lname}` : ''}
              </div>
            </div>
            <div className="partner-list__end small">
              <span>{RUN_STATUS[run.status]}</span>
              <span>
                {run.seats_sold}/{run.capacity} seats sold
              </span>
              {run.earnings_kobo > 0 ? <span>{formatNaira(run.earnings_kobo)}</span> : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} label="Run pages" />
    </section>
  );
}
