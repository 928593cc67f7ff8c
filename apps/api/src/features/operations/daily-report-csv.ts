import type { DailyReport } from '@shuttle/contracts';
import { csvCell } from '../runs/manifest-csv.ts';

const HEADER = [
  'Date',
  'Bookings',
  'Rides',
  'Seats sold',
  'Seats offered',
  'Load factor',
  'Revenue (kobo)',
  'Refunds (kobo)',
  'Top-ups (kobo)',
];

/** The report as CSV: one row per day, then the totals (the console's download). */
export function dailyReportCsv(report: DailyReport): string {
  const rows = [
    ...report.data.map((day) => ({ label: day.date, ...day })),
    { label: 'Total', ...report.totals },
  ];
  const lines = rows.map((row) =>
    [
      row.label,
      row.bookings,
      row.rides,
      row.seats_sold,
      row.seats_offered,
      row.load_factor,
      row.revenue_kobo,
      row.refunds_kobo,
      row.top_ups_kobo,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[HEADER.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
