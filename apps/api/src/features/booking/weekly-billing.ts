import { AppError } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RideDiscountsService } from '../promotions/ride-discounts.service.ts';
import type { ReceiptsService } from '../receipts/receipts.service.ts';
import type { RunSeats } from '../runs/run-seats.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { notifyRider, weekChargedNotice, weekUnpaidNotice } from './booking-notifications.ts';
import { weekReceiptOf } from './booking-receipt.ts';
import { BookingsRepository } from './bookings.repository.ts';
import { RiderRidesRepository } from './rider-rides.repository.ts';
import type { WaitlistService } from './waitlist.service.ts';

export type BillingDeps = Pick<Deps, 'db' | 'clock' | 'config'> & Partial<Pick<Deps, 'kickOutbox'>>;

/** What the weekly bill stands on, each built once by the composition root (services.ts). */
export interface BillingParts {
  ledger: LedgerService;
  discounts: RideDiscountsService;
  receipts: Pick<ReceiptsService, 'issueForBooking'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** The runs feature's seat count, which a week left unpaid gives seats back to. */
  seats: RunSeats;
  /** Seats a short wallet frees go to the riders waiting for them. */
  waitlist: Pick<WaitlistService, 'seatsFreed'>;
}

export interface BillingRun {
  charged: number;
  unpaid: number;
  /** Weeks whose rides were all cancelled before they were due: nothing to bill. */
  empty: number;
}

type WeekOutcome = keyof BillingRun;

/** A wallet or allowance that is short is why a week goes unpaid; anything else is a fault. */
const isShortOfMoney = (error: unknown) =>
  error instanceof AppError && (error.code === 'INSUFFICIENT_FUNDS' || error.code === 'ALLOWANCE_EXCEEDED');

/**
 * Bills every subscription week that is due at `now` (ADR 061): each in its own transaction,
 * claimed with FOR UPDATE SKIP LOCKED and settled under that lock, so that running it twice,
 * or from two processes at once, bills a week once. A week the wallet cannot cover is
 * cancelled: its rides are cancelled, their seats released, and the rider told; the released
 * seats go to the riders waiting for them in the same transaction (docs/reliability.md#r20).
 */
export async function runWeeklyBilling(
  deps: BillingDeps,
  now: Date,
  { ledger, discounts, receipts, notifications, waitlist, seats }: BillingParts,
): Promise<BillingRun> {
  const run: BillingRun = { charged: 0, unpaid: 0, empty: 0 };
  const link = (bookingId: number) =>
    new URL(`/dashboard/my-bookings/${bookingId}`, deps.config.PUBLIC_URL).toString();

  for (;;) {
    const outcome = await deps.db.transaction(async (tx): Promise<WeekOutcome | null> => {
      const repository = new BookingsRepository(tx);
      const due = await repository.claimDueWeek(now);
      if (!due) return null;
      const { week, booking } = due;
      const rides = await repository.lockBookedRidesOfWeek(week.id);
      if (rides.length === 0) {
        await repository.settleWeek(week.id, { status: 'cancelled' }, now);
        return 'empty';
      }
      const payer = await repository.payer(booking.userId);
      if (!payer) throw new Error(`booking ${booking.id} has no rider`);
      // Discounts apply to rides as they are paid (docs/decisions/115): the grants are planned
      // and locked now, and used only once the debit has gone through.
      const planned =
        booking.walletSource === 'Personal'
          ? await discounts.plan(
              tx,
              booking.userId,
              rides.map((ride) => ride.fareKobo * ride.seats),
              { lock: true },
            )
          : rides.map(() => null);
      const discountKobo = planned.reduce((total, discount) => total + (discount?.discountKobo ?? 0), 0);
      const amountKobo = rides.reduce((total, ride) => total + ride.fareKobo * ride.seats, 0) - discountKobo;
      try {
        const debit = await ledger.debitForBooking(tx, {
          source: booking.walletSource,
          user: payer,
          amountKobo,
          discountKobo,
          bookingId: booking.id,
          title: `Booking #${booking.id}, week ${week.weekNumber}`,
        });
        await discounts.use(tx, planned);
        await repository.setRideDiscounts(
          booking.id,
          rides.flatMap((ride, index) => {
            const discount = planned[index];
            return discount
              ? [
                  {
                    rideId: ride.id,
                    redemptionId: discount.redemptionId,
                    discountKobo: discount.discountKobo,
                  },
                ]
              : [];
          }),
        );
        await repository.settleWeek(
          week.id,
          { status: 'paid', amountKobo, discountKobo, ledgerTransactionId: debit.transactionId },
          now,
        );
        await notifyRider(
          deps,
          notifications,
          tx,
          payer,
          weekChargedNotice(booking.id, week.weekNumber, amountKobo, link(booking.id)),
        );
        // Numbered last, as a booking's is: the year's counter stays locked only to the commit (ADR 247).
        await receipts.issueForBooking(
          tx,
          payer,
          weekReceiptOf({
            bookingId: booking.id,
            weekNumber: week.weekNumber,
            rides: await new RiderRidesRepository(tx).described(rides.map((ride) => ride.id)),
            discountKobo,
            totalKobo: amountKobo,
            ledgerTransactionId: debit.transactionId,
            source: booking.walletSource,
          }),
        );
        return 'charged';
      } catch (error) {
        // The debit refuses before it writes anything, so the transaction is still sound.
        if (!isShortOfMoney(error)) throw error;
        const cancelled = await repository.cancelBooked(
          rides.map((ride) => ride.id),
          now,
        );
        for (const ride of [...cancelled].sort((a, b) => a.tripDayId - b.tripDayId)) {
          await seats.release(tx, ride.tripDayId, ride.seats);
        }
        await waitlist.seatsFreed(
          tx,
          cancelled.map((ride) => ride.tripDayId),
        );
        await repository.settleWeek(week.id, { status: 'unpaid' }, now);
        await repository.closeIfAllCancelled(booking.id, now);
        await notifyRider(
          deps,
          notifications,
          tx,
          payer,
          weekUnpaidNotice(
            booking.id,
            week.weekNumber,
            amountKobo,
            (error as AppError).message,
            link(booking.id),
          ),
        );
        return 'unpaid';
      }
    });
    if (outcome === null) break;
    run[outcome]++;
  }
  if (run.charged + run.unpaid > 0) deps.kickOutbox?.();
  return run;
}
