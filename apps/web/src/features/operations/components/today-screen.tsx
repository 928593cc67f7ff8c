import { lagosDate } from '@shuttle/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { opsPaths } from '../../../config/ops-paths.ts';
import { TRIP_DAYS_PAGE_SIZE, useTripDays } from '../api/get-trip-days.ts';
import { Loaded } from './loaded.tsx';
import { RunTable } from './run-table.tsx';

/** The console's home: today's runs in Lagos and how full each one is. */
export function TodayScreen() {
  const date = lagosDate();
  const [page, setPage] = useState(1);
  const runs = useTripDays({ date, page });
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
              limit: TRIP_DAYS_PAGE_SIZE,
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
