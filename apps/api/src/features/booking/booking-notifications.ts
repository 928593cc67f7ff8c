import { randomUUID } from 'node:crypto';
import type { NoticeKind } from '@shuttle/contracts';
import { dateOnRun, formatNaira, formatRideDate } from '@shuttle/contracts';
import type { Executor } from '@shuttle/db';
import { checkedNotification, type NotificationsService } from '../notifications/notifications.service.ts';
import { type NoticeDeps, noticeEmail, writeRiderNotice } from '../notifications/rider-notices.service.ts';

export interface RiderNotice {
  /** Which of the rider's choices routes it (docs/notices.md). */
  kind: NoticeKind;
  /** The notification's title; the email's subject. */
  title: string;
  body: string;
  /** Where the notice leads in the app, e.g. /dashboard/my-bookings/12. */
  link: string;
}

export interface NoticeRecipient {
  id: number;
  fname: string;
  email: string;
}

const NOTIFICATION_BODY_MAX = 1000;

/**
 * Tells a rider about their booking, inside the transaction that caused it, so that a notice
 * exists exactly when the change committed: in the app, and by email as the rider chose for its
 * kind (ADR 064, 257). The notification links by path; the email carries the full address and,
 * where the server's keys are at hand (always but in command-line runs), its one-click link.
 */
export async function notifyRider(
  deps: NoticeDeps,
  notifications: Pick<NotificationsService, 'notify'>,
  tx: Executor,
  rider: NoticeRecipient,
  notice: RiderNotice,
): Promise<void> {
  await writeRiderNotice(deps, notifications, tx, [rider], noticeOf(notice));
}

/** The notice as the notifications feature writes it: its link by path, its body cut to what a notification holds. */
const noticeOf = (notice: RiderNotice) => ({
  kind: notice.kind,
  title: notice.title,
  body:
    notice.body.length > NOTIFICATION_BODY_MAX
      ? `${notice.body.slice(0, NOTIFICATION_BODY_MAX - 1)}…`
      : notice.body,
  emailText: notice.body,
  link: new URL(notice.link, 'http://app.invalid').pathname,
});

/**
 * What `notifyRider` writes, checked but not written, for the booking's write step that writes
 * it in its own statement (docs/decisions/182-booking-in-one-statement.md). No email, no push
 * where the rider turned this kind's off (`wants`, read with the payer).
 */
export function riderNoticeRows(
  deps: NoticeDeps,
  rider: NoticeRecipient,
  notice: RiderNotice,
  wants: { email: boolean; push: boolean },
) {
  const written = noticeOf(notice);
  const email = wants.email ? noticeEmail(deps, rider, written) : undefined;
  const notification = checkedNotification({ userId: rider.id, ...written });
  return {
    notification,
    push: wants.push
      ? {
          id: randomUUID(),
          user_ids: [rider.id],
          title: notification.title,
          body: notification.body,
          link: written.link,
        }
      : null,
    email: email
      ? {
          id: randomUUID(),
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.listUnsubscribe ? { list_unsubscribe: email.listUnsubscribe } : {}),
        }
      : null,
  };
}

interface RideLine {
  tripDate: string;
  /** The run's departure: with it, a pick-up past midnight is dated the day after the trip date. */
  departureTime?: string;
  pickupTime: string;
  routeCode: string;
}

const pickupDate = (ride: RideLine) =>
  ride.departureTime ? dateOnRun(ride.tripDate, ride.departureTime, ride.pickupTime) : ride.tripDate;

const rideLines = (rides: RideLine[]) =>
  rides
    .map((ride) => `- ${formatRideDate(pickupDate(ride))}, ${ride.pickupTime}, ${ride.routeCode}`)
    .join('\n');

export const bookingConfirmedNotice = (
  bookingId: number,
  rides: RideLine[],
  chargedKobo: number,
  link: string,
): RiderNotice => ({
  kind: 'booking',
  title: `Booking #${bookingId} confirmed`,
  body: `You booked ${rides.length === 1 ? '1 ride' : `${rides.length} rides`}:\n${rideLines(rides)}\n\n${formatNaira(chargedKobo)} was taken from your wallet. Show the QR boarding pass in the app when you board.`,
  link,
});

export const ridesCancelledNotice = (
  bookingId: number,
  rides: RideLine[],
  refundedKobo: number,
  link: string,
): RiderNotice => ({
  kind: 'cancellation',
  title: `Booking #${bookingId}: ${rides.length === 1 ? 'ride' : 'rides'} cancelled`,
  body: `You cancelled:\n${rideLines(rides)}\n\n${
    refundedKobo > 0
      ? `${formatNaira(refundedKobo)} went back to your wallet.`
      : 'Nothing had been charged for these rides yet.'
  }`,
  link,
});

/** An operator called a run off (docs/decisions/151-run-cancellation.md). */
export const runCancelledNotice = (
  bookingId: number,
  ride: RideLine,
  reason: string,
  refundedKobo: number,
  link: string,
): RiderNotice => ({
  kind: 'refund',
  title: `Booking #${bookingId}: your ride was cancelled`,
  body: `We are sorry: we had to cancel this ride:\n${rideLines([ride])}\n\nReason: ${reason}\n\n${
    refundedKobo > 0
      ? `${formatNaira(refundedKobo)} went back to the wallet you paid from.`
      : 'Nothing had been charged for it yet.'
  }`,
  link,
});

export const weekChargedNotice = (
  bookingId: number,
  week: number,
  amountKobo: number,
  link: string,
): RiderNotice => ({
  kind: 'booking',
  title: `Booking #${bookingId}: week ${week} paid`,
  body: `${formatNaira(amountKobo)} was taken from your wallet for week ${week} of your subscription.`,
  link,
});

export const weekUnpaidNotice = (
  bookingId: number,
  week: number,
  amountKobo: number,
  reason: string,
  link: string,
): RiderNotice => ({
  kind: 'cancellation',
  title: `Booking #${bookingId}: week ${week} cancelled`,
  body: `We could not take ${formatNaira(amountKobo)} for week ${week} of your subscription (${reason}), so its rides were cancelled and their seats released. Fund your wallet and book again to ride.`,
  link,
});

/** A seat freed for a rider on the waitlist: the booking made for them (docs/product.md#waitlist). */
export const fromWaitlistNotice = (booked: RiderNotice): RiderNotice => ({
  kind: 'booking',
  title: `Off the waitlist: ${booked.title.charAt(0).toLowerCase()}${booked.title.slice(1)}`,
  body: `A seat freed on the ride you were waiting for, and it is yours. ${booked.body}`,
  link: booked.link,
});

/** A seat freed, but the rider's wallet could not pay: passed over, and out of the line. */
export const waitlistSkippedNotice = (ride: string, reason: string, link: string): RiderNotice => ({
  kind: 'booking',
  title: 'A seat freed, but your wallet was short',
  body: `A seat freed on the ride you were waiting for: ${ride}.\n\nWe could not book it for you (${reason}), so it went to the next rider in line and you left the waitlist. Nothing was charged. Fund your wallet and book again if seats are left.`,
  link,
});
