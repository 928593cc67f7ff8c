import { describe, expect, it } from 'vitest';
import { newCodesOnly } from './new-codes-only.ts';

describe('newCodesOnly', () => {
  it('reads a pass held in view once, however long it stays there', () => {
    const isNew = newCodesOnly(3000);
    const readings = [0, 150, 2900, 3100, 6000, 8900].map((at) => isNew('pass-1', at));
    expect(readings).toEqual([true, false, false, false, false, false]);
  });

  it('reads a pass again once it has been out of view for the pause', () => {
    const isNew = newCodesOnly(3000);
    expect(isNew('pass-1', 0)).toBe(true);
    expect(isNew('pass-1', 3001)).toBe(true);
    expect(isNew('pass-1', 4000)).toBe(false);
  });

  it('reads another pass at once, and the first again after it', () => {
    const isNew = newCodesOnly(3000);
    expect(isNew('pass-1', 0)).toBe(true);
    expect(isNew('pass-2', 150)).toBe(true);
    expect(isNew('pass-1', 300)).toBe(true);
  });
});
