import type { LoaderFunctionArgs } from 'react-router';
import { dailyReportQueryOptions } from '../../../features/operations/api/get-daily-report.ts';
import {
  DailyReportScreen,
  reportRangeFrom,
} from '../../../features/operations/components/daily-report-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** `/ops/reports?from=&to=`: the daily report, the last two weeks unless the address says otherwise. */
export async function loader({ request }: LoaderFunctionArgs) {
  await queryClient.prefetchQuery(
    dailyReportQueryOptions(reportRangeFrom(new URL(request.url).searchParams)),
  );
  return null;
}

export function Component() {
  return <DailyReportScreen />;
}
