import type { DriverManifest, DriverManifestRow, DriverRun } from '@shuttle/contracts';

export const driverRun = (id: number, overrides: Partial<DriverRun> = {}): DriverRun => ({
  id,
  route: { id: 1, code: 'IKR-OBL', name: 'Ikorodu to Obalende' },
  trip_date: '2026-11-26',
  departure_time: '06:30',
  status: 'scheduled',
  vehicle: { id: 3, registration_number: 'LSD-123-XA' },
  stops: [
    { id: 10, name: 'Ikorodu Garage', position: 1, minutes_from_start: 0 },
    { id: 20, name: 'Ketu', position: 2, minutes_from_start: 30 },
    { id: 30, name: 'Obalende', position: 3, minutes_from_start: 75 },
  ],
  booked: 0,
  boarded: 0,
  started_at: null,
  finished_at: null,
  ...overrides,
});

export const manifestRow = (overrides: Partial<DriverManifestRow> = {}): DriverManifestRow => ({
  ride_id: 1,
  booking_id: 5,
  rider: { id: 7, fname: 'Ngozi', lname: 'Okafor', phone: '08031234567' },
  pickup: { id: 10, name: 'Ikorodu Garage', position: 1, time: '06:30' },
  destination: { id: 30, name: 'Obalende', position: 3, time: '07:45' },
  seats: 1,
  luggage_quantity: 0,
  status: 'booked',
  boarded_at: null,
  boarding_code: 'code-1',
  card_numbers: [],
  ...overrides,
});

export const driverManifest = (
  runId: number,
  rows: DriverManifestRow[],
  run: Partial<DriverRun> = {},
): DriverManifest => ({
  run: driverRun(runId, run),
  data: rows,
  meta: { page: 1, limit: rows.length, total: rows.length },
});
