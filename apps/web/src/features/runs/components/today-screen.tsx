import { lagosDate } from '@shuttle/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loaded } from '../../../components/console/loaded.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { RUNS_PAGE_SIZE, useRuns } from '../api/get-runs.ts';
import { UNASSIGNED_PAGE_SIZE, useUnassignedRuns } from '../api/get-unassigned-runs.ts';
import { RunTable } from './run-table.tsx';

/**
 * The console's home: first the next seven days' runs still without a vehicle or a driver (so a
 * gap is crewed before it is missed, docs/decisions/252), then today's runs in Lagos and their load.
 */
export function TodayScreen() {
  const date = lagosDate();
  const [page, setPage] = useState(1);
  const [unassignedPage, setUnassignedPage] = useState(1);
  const runs = useRuns({ date, page });
  const unassigned = useUnassignedRuns(unassignedPage);
  return (
    <div className="stack">
      <h1>Today</h1>
      <section className="stack" aria-labelledby="unassigned-heading">
        <h2 id="unassigned-heading">Unassigned in the next 7 days</h2>
        <Loaded query={unassigned} loading="Loading unassigned runs…">
          {({ data, meta }) => (
            <RunTable
              runs={data}
              showDate
              label="Unassigned runs of the next 7 days"
              empty="Every run of the next 7 days has a vehicle and a driver."
              pager={{
                page: unassignedPage,
                limit: UNASSIGNED_PAGE_SIZE,
                total: meta.total,
                onPage: setUnassignedPage,
                label: 'Unassigned runs pages',
              }}
            />
          )}
        </Loaded>
      </section>
      <h2>Today's runs</h2>
      <p className="muted">
        Runs of {date}. <Link to={opsPaths.runs(date)}>Manage today's runs</Link>
      </p>
      <Loaded query={runs} loading="Loading runs…">
        {({ data, meta }) => (
          <RunTable
            runs={data}
            label="Today's runs"
            pager={{
              page,
              limit: RUNS_PAGE_SIZE,
              total: meta.total,
              onPage: setPage,
              label: "Today's runs pages",
            }}
          />
        )}
      </Loaded>
    </div>
  );
}
