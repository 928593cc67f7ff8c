import type { CheckInResultKind, DriverManifest, DriverManifestRow } from '@shuttle/contracts';

/** What the phone can tell about a pass at once, from the saved manifests and its own queue. */
export interface LocalVerdict {
  result: CheckInResultKind;
  rider?: { fname: string; lname: string };
  seats?: number;
  ride_id?: number;
}

const rideOf = (row: DriverManifestRow) => ({
  rider: { fname: row.rider.fname, lname: row.rider.lname },
  seats: row.seats,
  ride_id: row.ride_id,
});

/**
 * Checks a pass against the run's saved manifest (docs/decisions/161): the same answers the
 * server gives, so an offline scan shows its result at once. `boardedCodes` are the codes this
 * phone already boarded on the run and has not synced yet.
 */
export function checkScan(
  code: string,
  run: DriverManifest,
  otherRuns: DriverManifest[],
  boardedCodes: ReadonlySet<string>,
): LocalVerdict {
  const row = run.data.find((line) => line.boarding_code === code);
  if (!row) {
    const elsewhere = otherRuns.some(
      (manifest) =>
        manifest.run.id !== run.run.id && manifest.data.some((line) => line.boarding_code === code),
    );
    return { result: elsewhere ? 'wrong_run' : 'unknown' };
  }
  switch (row.status) {
    case 'cancelled':
      return { result: 'cancelled', ...rideOf(row) };
    case 'boarded':
    case 'completed':
      return { result: 'already_boarded', ...rideOf(row) };
    case 'no_show':
      return { result: 'unknown', ...rideOf(row) };
    case 'booked':
      return { result: boardedCodes.has(code) ? 'already_boarded' : 'boarded', ...rideOf(row) };
  }
}

/** The code inside a scanned or typed pass: the QR holds the bare code; a pasted link ends with it. */
export function normaliseCode(raw: string): string {
  const text = raw.trim();
  const lastPart = text
    .split(/[/#?=]/)
    .filter(Boolean)
    .pop();
  return lastPart ?? text;
}

/**
 * A mobility card against the saved manifests, as the server judges it: the run's row whose
 * rider linked this card (a booked ride first) answers as its pass would; a card on another run's
 * manifest is the wrong run; any other card is unknown. The pass's code of the row it found, if
 * any, lets the queue count the ride as boarded like a pass (docs/product.md#mobility-card).
 */
export function checkCard(
  cardNumber: string,
  run: DriverManifest,
  otherRuns: DriverManifest[],
  boardedCodes: ReadonlySet<string>,
): { verdict: LocalVerdict; passCode?: string } {
  const rows = run.data.filter((line) => line.card_numbers.includes(cardNumber));
  const row = rows.find((line) => line.status === 'booked') ?? rows[0];
  if (row)
    return {
      verdict: checkScan(row.boarding_code, run, otherRuns, boardedCodes),
      passCode: row.boarding_code,
    };
  const elsewhere = otherRuns.some(
    (manifest) =>
      manifest.run.id !== run.run.id && manifest.data.some((line) => line.card_numbers.includes(cardNumber)),
  );
  return { verdict: { result: elsewhere ? 'wrong_run' : 'unknown' } };
}
