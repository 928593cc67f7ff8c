import { describe, expect, it } from 'vitest';
import { isRiderExtraPath } from './guards.ts';

describe('isRiderExtraPath', () => {
  it('names the pages whose routes load on demand: the account area, receipts, the success pages', () => {
    for (const path of [
      '/dashboard/account',
      '/dashboard/account/profile',
      '/dashboard/account/data-export/abc',
      '/dashboard/receipts/12',
      '/dashboard/notifications/preferences',
      '/dashboard/booking-successful',
      '/dashboard/booking-successful/12',
      '/dashboard/request-successful',
      '/dashboard/verification-successful',
    ]) {
      expect(isRiderExtraPath(path), path).toBe(true);
    }
  });

  it('leaves the pages of the entry’s route table, and addresses that only begin alike', () => {
    for (const path of [
      '/dashboard/home',
      '/dashboard/wallet',
      '/dashboard/notifications',
      '/dashboard/accounts',
    ]) {
      expect(isRiderExtraPath(path), path).toBe(false);
    }
  });
});
