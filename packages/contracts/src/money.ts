/**
 * Money is integer kobo everywhere; only display turns it into naira (docs/api-conventions.md#money):
 * `₦1,850.00`, as `Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' })` writes it
 * with two decimals. Written by hand because a page's first `Intl` formatter costs a phone's
 * browser tens of milliseconds before its first paint (docs/decisions/189).
 */
export function formatNaira(kobo: number): string {
  const whole = Math.abs(Math.round(kobo));
  const naira = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${kobo < 0 ? '-' : ''}₦${naira}.${String(whole % 100).padStart(2, '0')}`;
}

export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100);
}
