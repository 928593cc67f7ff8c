import type { Executor, SQL, Transaction } from '@shuttle/db';
import type { Clock } from '../../shared/clock.ts';
import { PromotionsRepository } from './promotions.repository.ts';

/** What one ride saves through one ride of a rider's discount grant. */
export interface RideDiscount {
  redemptionId: number;
  code: string;
  percentOff: number;
  discountKobo: number;
}

/**
 * Percent of a ride's amount in whole kobo, rounded down so a discount never exceeds its
 * percentage, capped per ride, and always leaving at least 1 kobo to pay: a discounted ride is
 * still paid from a wallet (docs/decisions/115).
 */
export const discountOf = (amountKobo: number, percentOff: number, maxDiscountKobo: number | null) =>
  Math.max(
    0,
    Math.min(
      Math.floor((amountKobo * percentOff) / 100),
      maxDiscountKobo ?? Number.POSITIVE_INFINITY,
      amountKobo - 1,
    ),
  );

/**
 * Ride discounts of promo codes (docs/decisions/052 and 115): a grant gives a percentage off its
 * next N rides. Rides take grant rides as they are paid, one each, oldest grant first; a ride
 * that is cancelled gives its grant ride back.
 */
export class RideDiscountsService {
  constructor(private readonly clock: Clock) {}

  /**
   * What the rider's open grants save on each of `amountsKobo` (one ride each, in the order
   * given), without using them: null where nothing is left. With `lock`, inside a transaction,
   * the grants stay locked until it ends, so `use` can then take exactly these rides and
   * concurrent bookings of the same rider queue instead of sharing the last ride.
   */
  async plan(
    db: Executor,
    userId: number,
    amountsKobo: number[],
    options: { lock?: boolean } = {},
  ): Promise<(RideDiscount | null)[]> {
    const planned: (RideDiscount | null)[] = amountsKobo.map(() => null);
    if (amountsKobo.length === 0) return planned;
    const grants = await new PromotionsRepository(db).openDiscounts(userId, this.clock.now(), options);
    let index = 0;
    for (const grant of grants) {
      if (grant.percentOff === null || grant.ridesTotal === null) continue;
      let ridesLeft = grant.ridesTotal - grant.ridesUsed;
      for (; index < amountsKobo.length && ridesLeft > 0; index++) {
        const discountKobo = discountOf(amountsKobo[index] ?? 0, grant.percentOff, grant.maxDiscountKobo);
        // A ride too cheap to save anything on keeps the grant's ride for the next one.
        if (discountKobo <= 0) continue;
        planned[index] = {
          redemptionId: grant.id,
          code: grant.code,
          percentOff: grant.percentOff,
          discountKobo,
        };
        ridesLeft--;
      }
    }
    return planned;
  }

  /**
   * An SQL condition, true when the rider has an open grant: a caller that reads it along with
   * something else plans (and locks) only when there is something to plan.
   */
  openDiscountExists(userId: number): SQL {
    return PromotionsRepository.openDiscountExists(userId, this.clock.now());
  }

  /**
   * Uses the grant rides of discounts planned with `lock` in this transaction: one conditional
   * UPDATE per grant, which cannot miss under the lock (a miss is a fault, and rolls back).
   */
  async use(tx: Transaction, discounts: (RideDiscount | null)[]): Promise<void> {
    const promotions = new PromotionsRepository(tx);
    for (const [redemptionId, rides] of ridesPerGrant(discounts)) {
      if (!(await promotions.useDiscountRides(redemptionId, rides))) {
        throw new Error(`discount grant ${redemptionId} has fewer than ${rides} rides left`);
      }
    }
  }

  /**
   * The grant rides that discounts planned with `lock` take, per grant in grant id order, for a
   * caller that uses them in a statement of its own (docs/decisions/182-booking-in-one-statement.md).
   */
  ridesPerGrant(discounts: (RideDiscount | null)[]): { id: number; rides: number }[] {
    return ridesPerGrant(discounts).map(([id, rides]) => ({ id, rides }));
  }

  /** Gives one grant ride back per cancelled discounted ride (grants named once per ride). */
  async giveBack(tx: Transaction, redemptionIds: number[]): Promise<void> {
    const promotions = new PromotionsRepository(tx);
    const counts = new Map<number, number>();
    for (const id of redemptionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [redemptionId, rides] of [...counts].sort(([a], [b]) => a - b)) {
      if (!(await promotions.giveBackDiscountRides(redemptionId, rides))) {
        throw new Error(`discount grant ${redemptionId} has fewer than ${rides} rides used`);
      }
    }
  }
}

/** Grant id to the number of rides planned on it, in grant id order (the order rows lock in). */
function ridesPerGrant(discounts: (RideDiscount | null)[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const discount of discounts) {
    if (discount) counts.set(discount.redemptionId, (counts.get(discount.redemptionId) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a - b);
}
