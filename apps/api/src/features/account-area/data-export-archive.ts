import type { User } from '@shuttle/db';
import { strToU8, zipSync } from 'fflate';
import type { RiderData } from './data-rights.repository.ts';

const README = `Your Shuttle data
=================

This archive holds everything Shuttle keeps about your account, as JSON files
(text you can open in any editor). Amounts are in kobo: 100 kobo make 1 naira.
Times are in UTC (ISO 8601); ride dates are Lagos dates.

profile.json              Your account: names, email, phone, city, role, when you
                          joined and confirmed your email, your booking preferences.
bookings.json             Every booking you made: route, dates, seats, luggage,
                          wallet used, status and total.
rides.json                Every ride of those bookings: date, leg, pick-up and
                          drop-off, fare, discount, status, boarding and
                          cancellation times.
wallet-lines.json         Every line of your personal wallet: top-ups, bookings paid,
                          refunds and corrections, with the balance after each.
notifications.json        The notices shown to you in the app.
form-submissions.json     What you sent us while signed in: charter requests and
                          route suggestions.

Your password is not included: we keep only a one-way hash of it, which
cannot be turned back into the password.
`;

/** Keys in the API's snake_case, dates as ISO text, for files a rider reads. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
        plain(inner),
      ]),
    );
  }
  return value;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(plain(value), null, 2)}\n`);

/** The archive's files by name (ADR 249): README.txt and one JSON file per kind of data. */
export function dataExportFiles(
  user: User,
  preferences: unknown,
  data: RiderData,
): Record<string, Uint8Array> {
  const {
    passwordHash: _hash,
    tokensValidAfter: _valid,
    disabledAt: _disabled,
    deletedAt: _deleted,
    ...profile
  } = user;
  return {
    'README.txt': strToU8(README),
    'profile.json': json({ ...profile, tripPreferences: preferences }),
    'bookings.json': json(data.bookings),
    'rides.json': json(data.rides),
    'wallet-lines.json': json(data.walletLines),
    'notifications.json': json(data.notifications),
    'form-submissions.json': json({
      charterRequests: data.charterRequests,
      routeSuggestions: data.routeSuggestions,
    }),
  };
}

/** One zip of those files, fixed in time so the same data gives the same bytes. */
export function zipFiles(files: Record<string, Uint8Array>, at: Date): Uint8Array {
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, [bytes, { mtime: at }]])),
    { level: 6 },
  );
}
