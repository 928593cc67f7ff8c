import { formatRideDate } from '@shuttle/contracts';
import type { BookingReceipt } from '../receipts/receipts.service.ts';
import type { PreparedBookingDebit } from '../wallet/ledger.service.ts';
import type { PricedRide, weeksOf } from './booking-rows.ts';
import type { DescribedRide } from './rider-rides.repository.ts';

type Week = ReturnType<typeof weeksOf>[number];

/**
 * What the booking's receipt says: the rides paid now (a subscription's first week; later weeks
 * are billed weekly), each at its fare times seats, the discount, and the wallet that paid.
 */
export function bookingReceiptOf(
  bookingId: number,
  priced: PricedRide[],
  seats: number,
  firstWeek: Week,
  debit: PreparedBookingDebit,
  ledgerTransactionId: number | null,
): BookingReceipt {
  const seatsText = seats === 1 ? '1 seat' : `${seats} seats`;
  return {
    bookingId,
    ledgerTransactionId,
    title: debit.title,
    lines: priced
      .filter((ride) => ride.week === firstWeek.week)
      .map((ride) => ({
        description: `${formatRideDate(ride.tripDate)}, ${ride.quote.route.code} ${ride.quote.pickup.name} to ${ride.quote.destination.name} at ${ride.quote.pickupTime}, ${seatsText}`,
        amount_kobo: ride.quote.fareKobo * seats,
      })),
    discountKobo: firstWeek.discountKobo,
    totalKobo: firstWeek.amountKobo,
    source: debit.source,
  };
}

/** A ride line as a receipt words it: its date, route, stops, pick-up time and seats. */
export const rideLineOf = (ride: DescribedRide) =>
  `${formatRideDate(ride.tripDate)}, ${ride.routeCode} ${ride.pickup} to ${ride.destination} at ${ride.pickupTime}, ${ride.seats === 1 ? '1 seat' : `${ride.seats} seats`}`;

/**
 * What a subscription week's receipt says when the weekly bill is paid: the week's rides at
 * their fare times seats, the discount, and the wallet that paid.
 */
export function weekReceiptOf(week: {
  bookingId: number;
  weekNumber: number;
  rides: DescribedRide[];
  discountKobo: number;
  totalKobo: number;
  ledgerTransactionId: number;
  source: 'Personal' | 'Company';
}): BookingReceipt {
  return {
    bookingId: week.bookingId,
    ledgerTransactionId: week.ledgerTransactionId,
    title: `Booking #${week.bookingId}, week ${week.weekNumber}`,
    lines: week.rides.map((ride) => ({
      description: rideLineOf(ride),
      amount_kobo: ride.fareKobo * ride.seats,
    })),
    discountKobo: week.discountKobo,
    totalKobo: week.totalKobo,
    source: week.source,
  };
}
