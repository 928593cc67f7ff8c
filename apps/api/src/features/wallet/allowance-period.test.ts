import { describe, expect, it } from 'vitest';
import { allowancePeriodStart } from './allowance-period.ts';

describe('allowancePeriodStart', () => {
  it.each([
    ['Wednesday morning', '2026-12-02T09:00:00Z', '2026-11-30T00:00:00+01:00'],
    ['Monday 00:00 in Lagos', '2026-11-29T23:00:00Z', '2026-11-30T00:00:00+01:00'],
    ['Sunday 23:59 in Lagos', '2026-12-06T22:59:00Z', '2026-11-30T00:00:00+01:00'],
    ['Sunday 23:30 UTC, already Monday in Lagos', '2026-12-06T23:30:00Z', '2026-12-07T00:00:00+01:00'],
  ])('starts the week on Monday in Lagos (%s)', (_, now, start) => {
    expect(allowancePeriodStart('week', new Date(now))).toEqual(new Date(start));
  });

  it.each([
    ['2026-12-31T22:59:00Z', '2026-12-01T00:00:00+01:00'],
    ['2026-12-31T23:00:00Z', '2027-01-01T00:00:00+01:00'],
  ])('starts the month on the 1st in Lagos (%s)', (now, start) => {
    expect(allowancePeriodStart('month', new Date(now))).toEqual(new Date(start));
  });
});
