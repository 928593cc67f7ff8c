import { formatNaira } from '@shuttle/contracts';

/**
 * "RIDE10: ₦200.00 off" for what promo code discounts took off some rides, naming each code
 * once (docs/decisions/115); null when no ride has a discount.
 */
export function discountSummary(
  rides: { promo_code: string | null; discount_kobo: number }[],
  discountKobo: number,
): string | null {
  if (discountKobo <= 0) return null;
  const codes = [...new Set(rides.flatMap((ride) => (ride.promo_code ? [ride.promo_code] : [])))];
  return `${codes.length > 0 ? `${codes.join(', ')}: ` : ''}${formatNaira(discountKobo)} off`;
}
