import {
  type CreatePromoCodeInput,
  formatNaira,
  PROMO_MESSAGES,
  type PromoCode,
  type PromoCodeList,
  type PromoCodesQuery,
  type PromoRedemption,
  type PromoRedemptionList,
  type RedeemPromoAnswer,
  unpagedList,
} from '@shuttle/contracts';
import type { Executor, PromoCodeRow, PromoRedemptionRow, Transaction } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { runIdempotent } from '../../shared/idempotency.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { PromotionsRepository, type RedemptionWithCode } from './promotions.repository.ts';

export const REDEEM_SCOPE = 'POST /users/:userId/promo-codes';
const DAY_MS = 24 * 3600 * 1000;

const rides = (count: number) => (count === 1 ? '1 ride' : `${count} rides`);

function toRedemption(found: RedemptionWithCode): PromoRedemption {
  const { redemption } = found;
  const isCredit = redemption.kind === 'wallet_credit';
  return {
    id: redemption.id,
    code: found.code,
    description: found.description,
    kind: redemption.kind,
    amount_kobo: isCredit ? found.amountKobo : null,
    percent_off: redemption.percentOff,
    rides_total: redemption.ridesTotal,
    rides_left: redemption.ridesTotal === null ? null : redemption.ridesTotal - redemption.ridesUsed,
    expires_at: redemption.expiresAt?.toISOString() ?? null,
    redeemed_at: redemption.redeemedAt.toISOString(),
  };
}

function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    amount_kobo: row.amountKobo,
    percent_off: row.percentOff,
    rides: row.rides,
    max_discount_kobo: row.maxDiscountKobo,
    max_redemptions: row.maxRedemptions,
    per_user_limit: row.perUserLimit,
    redemptions_count: row.redemptionsCount,
    starts_at: row.startsAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    discount_valid_days: row.discountValidDays,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Promo codes (docs/decisions/052): a code is a wallet credit, paid through the ledger, or a
 * discount on the rider's next rides, which bookings take one ride at a time.
 */
export class PromotionsService {
  constructor(
    private readonly deps: Deps,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Redeems a code for the rider, once per Idempotency-Key. The code's row is locked first, so
   * the per-rider and total limits hold under any number of concurrent redemptions.
   */
  redeem(userId: number, code: string, idempotencyKey: string | undefined) {
    return runIdempotent<RedeemPromoAnswer>(
      this.deps.db,
      { userId, scope: REDEEM_SCOPE, key: idempotencyKey, body: { code } },
      async (tx) => ({ status: 201, body: await this.redeemIn(tx, userId, code) }),
    );
  }

  private async redeemIn(tx: Transaction, userId: number, code: string): Promise<RedeemPromoAnswer> {
    const promotions = new PromotionsRepository(tx);
    const now = this.deps.clock.now();
    const promo = await promotions.lockByCode(code);
    // A disabled code reads as an unknown one: riders learn nothing about codes they cannot use.
    if (!promo || promo.disabledAt !== null)
      throw new AppError('PROMO_CODE_INVALID', PROMO_MESSAGES.codeInvalid);
    if (promo.startsAt && now < promo.startsAt)
      throw new AppError('UNPROCESSABLE', PROMO_MESSAGES.notStarted);
    if (promo.expiresAt && now >= promo.expiresAt) {
      throw new AppError('PROMO_CODE_EXPIRED', PROMO_MESSAGES.expired);
    }
    const usedByRider = await promotions.countRedemptionsBy(promo.id, userId);
    if (usedByRider >= promo.perUserLimit) {
      throw new AppError('PROMO_CODE_ALREADY_USED', PROMO_MESSAGES.alreadyUsed);
    }
    if (promo.maxRedemptions !== null && promo.redemptionsCount >= promo.maxRedemptions) {
      throw new AppError('PROMO_CODE_USED_UP', PROMO_MESSAGES.usedUp);
    }
    const wallet = await this.ledger.personalWallet(tx, userId);
    if (!wallet) throw notFound('Wallet not found');
    await promotions.countRedemption(promo.id, now);

    let redemption: PromoRedemptionRow;
    let balanceKobo = wallet.balanceKobo;
    if (promo.kind === 'wallet_credit' && promo.amountKobo !== null) {
      const posting = await this.ledger.creditPromotion(tx, {
        walletId: wallet.id,
        userId,
        amountKobo: promo.amountKobo,
        title: `Promo code ${promo.code}`,
        memo: promo.description,
      });
      balanceKobo = posting.balanceAfterKobo;
      redemption = await promotions.insertRedemption({
        promoCodeId: promo.id,
        userId,
        sequence: usedByRider + 1,
        kind: 'wallet_credit',
        ledgerTransactionId: posting.transactionId,
        redeemedAt: now,
      });
      await this.notifications.notify(tx, {
        userId,
        title: 'Promo code applied',
        body: `${promo.code} added ${formatNaira(promo.amountKobo)} to your wallet.`,
        link: '/dashboard/wallet',
      });
    } else if (promo.kind === 'ride_discount' && promo.percentOff !== null && promo.rides !== null) {
      redemption = await promotions.insertRedemption({
        promoCodeId: promo.id,
        userId,
        sequence: usedByRider + 1,
        kind: 'ride_discount',
        percentOff: promo.percentOff,
        maxDiscountKobo: promo.maxDiscountKobo,
        ridesTotal: promo.rides,
        expiresAt:
          promo.discountValidDays === null
            ? null
            : new Date(now.getTime() + promo.discountValidDays * DAY_MS),
        redeemedAt: now,
      });
      await this.notifications.notify(tx, {
        userId,
        title: 'Promo code applied',
        body: `${promo.code} gives you ${promo.percentOff}% off your next ${rides(promo.rides)}.`,
        link: '/dashboard/booking-catalogue',
      });
    } else {
      throw new Error(`promo code ${promo.id} has no terms for its kind ${promo.kind}`);
    }
    return {
      redemption: toRedemption({
        redemption,
        code: promo.code,
        description: promo.description,
        amountKobo: promo.amountKobo,
      }),
      balance_kobo: balanceKobo,
    };
  }

  async redemptions(userId: number): Promise<PromoRedemptionList> {
    const found = await new PromotionsRepository(this.deps.db).redemptionsOf(userId);
    return unpagedList(found.map(toRedemption));
  }

  /** Creates a code in the operator's transaction (the operations wing audits it, ADR 187). */
  async createCode(tx: Executor, operator: Rider, input: CreatePromoCodeInput): Promise<PromoCode> {
    const isCredit = input.kind === 'wallet_credit';
    const row = await new PromotionsRepository(tx).insertCode({
      code: input.code,
      description: input.description,
      kind: input.kind,
      amountKobo: isCredit ? (input.amount_kobo ?? null) : null,
      percentOff: isCredit ? null : (input.percent_off ?? null),
      rides: isCredit ? null : (input.rides ?? null),
      maxDiscountKobo: isCredit ? null : (input.max_discount_kobo ?? null),
      maxRedemptions: input.max_redemptions ?? null,
      perUserLimit: input.per_user_limit,
      startsAt: input.starts_at ? new Date(input.starts_at) : null,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      discountValidDays: isCredit ? null : (input.discount_valid_days ?? null),
      createdBy: operator.id,
    });
    if (!row) throw new AppError('CONFLICT', `The promo code ${input.code} already exists.`);
    return toPromoCode(row);
  }

  /** Disables or enables a code, its row locked; undefined for an unknown id. */
  async setDisabled(
    tx: Executor,
    id: number,
    disabled: boolean,
  ): Promise<{ before: PromoCode; after: PromoCode } | undefined> {
    const promotions = new PromotionsRepository(tx);
    const before = await promotions.lockById(id);
    if (!before) return undefined;
    const now = this.deps.clock.now();
    const after = await promotions.setDisabledAt(id, disabled ? (before.disabledAt ?? now) : null, now);
    if (!after) return undefined;
    return { before: toPromoCode(before), after: toPromoCode(after) };
  }

  async codes(query: PromoCodesQuery): Promise<PromoCodeList> {
    const { page, limit } = query;
    const { rows, total } = await new PromotionsRepository(this.deps.db).pageOfCodes(page, limit, query.q);
    return { data: rows.map(toPromoCode), meta: { page, limit, total } };
  }
}
