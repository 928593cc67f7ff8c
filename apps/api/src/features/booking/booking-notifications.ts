import { randomUUID } from 'node:crypto';
import { dateOnRun, formatNaira, formatRideDate } from '@shuttle/contracts';
import type { Executor } from '@shuttle/db';
import type { Deps } from '../../shared/deps.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';
import { NotificationsService } from '../notifications/notifications.service.ts';

export interface RiderNotice {
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
 * exists exactly when the change committed: an in-app notification, and the same by email
 * (ADR 064). The notification links by path; the email carries the full address.
 */
export async function notifyRider(
  deps: Pick<Deps, 'db' | 'clock'>,
  tx: Executor,
  rider: NoticeRecipient,
  notice: RiderNotice,
): Promise<void> {
  await new NotificationsService(deps).notify(tx, notificationOf(rider, notice));
  await enqueueEmail(tx, emailOf(rider, notice));
}

/** The in-app notification of a notice: its link by path, its body cut to what a notification holds. */
const notificationOf = (rider: NoticeRecipient, notice: RiderNotice) => ({
  userId: rider.id,
  title: notice.title,
  body:
    notice.body.length > NOTIFICATION_BODY_MAX
      ? `${notice.body.slice(0, NOTIFICATION_BODY_MAX - 1)}…`
      : notice.body,
  link: new URL(notice.link, 'http://app.invalid').pathname,
});

/** The email of a notice, with the full address of the app page. */
const emailOf = (rider: NoticeRecipient, notice: RiderNotice) => ({
  to: rider.email,
  subject: notice.title,
  text: [`Hello ${rider.fname},`, '', notice.body, '', `See it in the app: ${notice.link}`].join('\n'),
});

/**
 * What `notifyRider` writes, checked but not written, for the booking's write step that writes
 * it in its own statement (docs/decisions/182-booking-in-one-statement.md).
 */
export function riderNoticeRows(
  deps: Pick<Deps, 'db' | 'clock'>,
  rider: NoticeRecipient,
  notice: RiderNotice,
) {
  return {
    notification: new NotificationsService(deps).checked(notificationOf(rider, notice)),
    email: { id: randomUUID(), ...emailOf(rider, notice) },
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
  title: `Booking #${bookingId}: week ${week} cancelled`,
  body: `We could not take ${formatNaira(amountKobo)} for week ${week} of your subscription (${reason}), so its rides were cancelled and their seats released. Fund your wallet and book again to ride.`,
  link,
});
