import { describe, expect, it } from 'vitest';
import { maskedUrl } from './masked-url.ts';

const DEVICE = '3f2a9c0d1e4b5a6978c0d1e2f3a4b5c6';
const TOKEN = 'q8Zr2Lk0VbN4xWm7Yc1Pd5Hs9Tf3Ju6E';

/** ADR 285: what a log line may carry of a request's address. */
describe('maskedUrl', () => {
  it('masks a tracker’s device id, as id or deviceid, and keeps the position', () => {
    expect(maskedUrl(`/v1/tracking/osmand?id=${DEVICE}&lat=6.6018&lon=3.3515&timestamp=1764049800`)).toBe(
      '/v1/tracking/osmand?id=[masked]&lat=6.6018&lon=3.3515&timestamp=1764049800',
    );
    expect(maskedUrl(`/v1/tracking/osmand?lat=6.6&DeviceId=${DEVICE}&lon=3.3`)).toBe(
      '/v1/tracking/osmand?lat=6.6&DeviceId=[masked]&lon=3.3',
    );
  });

  it('masks the token of an invitation’s set-password page and of the other emailed links', () => {
    expect(maskedUrl(`/set-password/${TOKEN}`)).toBe('/set-password/[masked]');
    expect(maskedUrl(`/password/${TOKEN}?from=email`)).toBe('/password/[masked]?from=email');
    expect(maskedUrl('/verification/482913-42')).toBe('/verification/[masked]');
    expect(maskedUrl(`/email-change/${TOKEN}`)).toBe('/email-change/[masked]');
    expect(maskedUrl(`/v1/unsubscribe/42.trip_changes.${TOKEN}`)).toBe('/v1/unsubscribe/[masked]');
    expect(maskedUrl('/checkout/ac_7Hk2mQ9')).toBe('/checkout/[masked]');
    expect(maskedUrl('/v1/sandbox/checkout/ac_7Hk2mQ9/pay')).toBe('/v1/sandbox/checkout/[masked]/pay');
  });

  it('masks a reset token, a key, a signature or a code in any query, whatever the name’s case or encoding', () => {
    expect(maskedUrl(`/reset?token=${TOKEN}&next=%2Fdashboard`)).toBe(
      '/reset?token=[masked]&next=%2Fdashboard',
    );
    expect(maskedUrl(`/v1/anything?Key=${TOKEN}&signature=abc&%63ode=123456&sig=x`)).toBe(
      '/v1/anything?Key=[masked]&signature=[masked]&%63ode=[masked]&sig=[masked]',
    );
  });

  it('leaves an ordinary address exactly as sent', () => {
    for (const url of [
      '/v1/routes/catalogue',
      '/v1/password/change',
      '/v1/users/42/password',
      '/v1/users/42/wallet/top-ups/T1764049800?x=%22a%22',
      '/dashboard/wallet?reference=T1764049800',
      '/v1/ops/trip-days?date=2026-11-25&id=7',
      '/routes?from=Ikeja&to=&flag',
      '/quote/%22a%22?b=%22c%5Cd%22',
    ]) {
      expect(maskedUrl(url)).toBe(url);
    }
  });
});
