import type { DriverManifest, DriverManifestRow } from '@shuttle/contracts';
import { describe, expect, it } from 'vitest';
import { driverManifest, manifestRow } from '../testing/driver-fixtures.ts';
import { checkCard, checkScan, normaliseCode } from './check-scan.ts';

const rows: DriverManifestRow[] = [
  manifestRow({ ride_id: 1, boarding_code: 'code-booked' }),
  manifestRow({ ride_id: 2, boarding_code: 'code-boarded', status: 'boarded' }),
  manifestRow({ ride_id: 3, boarding_code: 'code-cancelled', status: 'cancelled' }),
];
const run: DriverManifest = driverManifest(10, rows);
const other: DriverManifest = driverManifest(11, [manifestRow({ ride_id: 9, boarding_code: 'code-other' })]);

describe('checking a pass against the saved manifest', () => {
  it('gives the server’s answers at once', () => {
    const none = new Set<string>();
    expect(checkScan('code-booked', run, [run, other], none)).toMatchObject({
      result: 'boarded',
      ride_id: 1,
      seats: 1,
      rider: { fname: 'Ngozi' },
    });
    expect(checkScan('code-boarded', run, [run, other], none).result).toBe('already_boarded');
    expect(checkScan('code-cancelled', run, [run, other], none).result).toBe('cancelled');
    expect(checkScan('code-other', run, [run, other], none)).toEqual({ result: 'wrong_run' });
    expect(checkScan('nobody', run, [run, other], none)).toEqual({ result: 'unknown' });
  });

  it('calls a pass this phone already boarded, not yet synced, already boarded', () => {
    expect(checkScan('code-booked', run, [run], new Set(['code-booked'])).result).toBe('already_boarded');
  });

  it('reads the code out of a typed code or a pasted link', () => {
    expect(normaliseCode('  abcDEF_123-x ')).toBe('abcDEF_123-x');
    expect(normaliseCode('https://shuttle.example.ng/pass/abcDEF_123-x')).toBe('abcDEF_123-x');
  });
});

describe('checking a mobility card against the saved manifest (docs/product.md#mobility-card)', () => {
  const withCards = driverManifest(20, [
    manifestRow({ ride_id: 4, boarding_code: 'code-card', card_numbers: ['CARD0001'] }),
  ]);
  const elsewhere = driverManifest(21, [
    manifestRow({ ride_id: 5, boarding_code: 'code-far', card_numbers: ['CARD0002'] }),
  ]);

  it('answers as the rider’s pass would, and counts the ride by that pass', () => {
    expect(checkCard('CARD0001', withCards, [withCards, elsewhere], new Set())).toEqual({
      verdict: expect.objectContaining({ result: 'boarded', ride_id: 4 }),
      passCode: 'code-card',
    });
    expect(checkCard('CARD0001', withCards, [withCards], new Set(['code-card'])).verdict.result).toBe(
      'already_boarded',
    );
  });

  it('calls another run’s card the wrong run and a card nobody linked unknown', () => {
    expect(checkCard('CARD0002', withCards, [withCards, elsewhere], new Set()).verdict.result).toBe(
      'wrong_run',
    );
    expect(checkCard('CARD9999', withCards, [withCards, elsewhere], new Set())).toEqual({
      verdict: { result: 'unknown' },
    });
  });
});
