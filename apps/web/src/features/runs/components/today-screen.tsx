import { lagosDate } from '@shuttle/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loaded } from '../../../components/console/loaded.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { RUNS_PAGE_SIZE, useRuns } from '../api/get-runs.ts';
import { RunTable } from './run-table.tsx';

/** The console's home: today's runs in Lagos and how full each one is. */
export function TodayScreen() {
  const date = lagosDate();
  const [page, setPage] = useState(1);
  const runs = useRuns({ date, page });
  return (
    <div className="stack">
      <h1>Today</h1>
      <p className="muted">
        Runs of {date}. <Link to={opsPaths.runs(date)}>Manage today's runs</Link>
      </p>
      <Loaded query={runs} loading="Loading runs…">
        {({ data, meta }) => (
          <RunTable
            runs={data}
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
