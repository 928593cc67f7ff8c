const NAIRA = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money is integer kobo everywhere; only display turns it into naira (docs/api-conventions.md#money). */
export function formatNaira(kobo: number): string {
  return NAIRA.format(kobo / 100);
}

export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100);
}
