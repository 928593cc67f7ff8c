import type { Manifest } from '@shuttle/contracts';

/**
 * A cell as spreadsheets read it safely: quoted, and a text that starts like a formula
 * (= + - @, or a tab or carriage return) prefixed with an apostrophe, so opening the file
 * never runs anything (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const HEADER = [
  'Pick-up',
  'Pick-up time',
  'Drop-off',
  'Drop-off time',
  'First name',
  'Last name',
  'Phone',
  'Seats',
  'Luggage',
  'Status',
  'Boarded at',
  'Booking',
  'Ride',
];

/** The manifest as CSV, one row per ride in route order (the console's download). */
export function manifestCsv(manifest: Manifest): string {
  const lines = manifest.data.map((row) =>
    [
      row.pickup.name,
      row.pickup.time,
      row.destination.name,
      row.destination.time,
      row.rider.fname,
      row.rider.lname,
      row.rider.phone,
      row.seats,
      row.luggage_quantity,
      row.status,
      row.boarded_at,
      row.booking_id,
      row.ride_id,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[HEADER.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
