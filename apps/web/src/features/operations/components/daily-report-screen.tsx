import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  DailyReportQuery,
  formatNaira,
  lagosDate,
  type DailyReportQuery as Range,
} from '@shuttle/contracts';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDownloadDailyReportCsv } from '../api/download-daily-report-csv.ts';
import { useDailyReport } from '../api/get-daily-report.ts';

// The chart library loads with the chart, after the table: it never weighs on other screens.
const DailyReportChart = lazy(() =>
  import('./daily-report-chart.tsx').then((module) => ({ default: module.DailyReportChart })),
);

/** Days shown when the address names no range: the last two weeks, today included. */
const DEFAULT_DAYS = 14;

/** `?from=&to=`; the last two weeks in Lagos when absent or not a valid range. */
export function reportRangeFrom(params: URLSearchParams, today = lagosDate()): Range {
  const parsed = DailyReportQuery.safeParse({ from: params.get('from'), to: params.get('to') });
  return parsed.success ? parsed.data : { from: addDays(today, -(DEFAULT_DAYS - 1)), to: today };
}

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);
const dayFormat = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** The daily report (docs/decisions/185): a range, a chart of the money, and the table. */
export function DailyReportScreen() {
  const [params, setParams] = useSearchParams();
  const range = reportRangeFrom(params);
  const report = useDailyReport(range);
  const download = useDownloadDailyReportCsv();
  const form = useForm<Range>({ resolver: zodResolver(DailyReportQuery), values: range });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => setParams({ from: values.from, to: values.to }));

  return (
    <div className="stack">
      <h1>Daily report</h1>
      <form className="console-filter" onSubmit={onSubmit} noValidate>
        <TextField label="From" type="date" error={errors.from?.message} {...form.register('from')} />
        <TextField label="To" type="date" error={errors.to?.message} {...form.register('to')} />
        <Button type="submit">Show</Button>
        <Button
          type="button"
          variant="ghost"
          isProcessing={download.isPending}
          onClick={() => download.mutate(range)}
        >
          Download CSV
        </Button>
      </form>
      <FormError message={download.isError ? errorMessage(download.error) : null} />
      {report.isError ? <FormError message={errorMessage(report.error)} /> : null}
      {report.data ? (
        <>
          <dl className="report-totals">
            <div>
              <dt>Bookings</dt>
              <dd>{report.data.totals.bookings}</dd>
            </div>
            <div>
              <dt>Seats sold</dt>
              <dd>{report.data.totals.seats_sold}</dd>
            </div>
            <div>
              <dt>Load factor</dt>
              <dd>{percent(report.data.totals.load_factor)}</dd>
            </div>
            <div>
              <dt>Revenue</dt>
              <dd>{formatNaira(report.data.totals.revenue_kobo)}</dd>
            </div>
            <div>
              <dt>Refunds</dt>
              <dd>{formatNaira(report.data.totals.refunds_kobo)}</dd>
            </div>
            <div>
              <dt>Top-ups</dt>
              <dd>{formatNaira(report.data.totals.top_ups_kobo)}</dd>
            </div>
          </dl>
          <Suspense fallback={<p className="muted">Loading the chart…</p>}>
            <DailyReportChart days={report.data.data} />
          </Suspense>
          <ConsoleTable
            caption="Bookings and money by the day they happened; rides, seats and load by the day of the run."
            columns={['Day', 'Bookings', 'Rides', 'Seats sold', 'Load', 'Revenue', 'Refunds', 'Top-ups']}
            rows={report.data.data}
            row={(day) => (
              <tr key={day.date}>
                <th scope="row" className="nowrap">
                  {dayLabel(day.date)}
                </th>
                <td>{day.bookings}</td>
                <td>{day.rides}</td>
                <td>
                  {day.seats_sold} / {day.seats_offered}
                </td>
                <td>{percent(day.load_factor)}</td>
                <td className="nowrap">{formatNaira(day.revenue_kobo)}</td>
                <td className="nowrap">{formatNaira(day.refunds_kobo)}</td>
                <td className="nowrap">{formatNaira(day.top_ups_kobo)}</td>
              </tr>
            )}
          />
        </>
      ) : report.isError ? null : (
        <p className="muted">Loading the report…</p>
      )}
    </div>
  );
}
