import { addDays, type BookingInput, lagosInstant, tripDayNumber } from '@shuttle/contracts';
import type { RideLeg } from '@shuttle/db';

/** One dated ride a booking asks for, before it is priced or seated. */
export interface PlannedRide {
  leg: RideLeg;
  /** The billing week it belongs to: 1 for one-way and return bookings. */
  week: number;
  tripDate: string;
  itineraryId: number;
  pickupId: number;
  destinationId: number;
}

/** Whether the booking asks for a ride back (a return, or a subscription of return rides). */
export function wantsReturn(input: Pick<BookingInput, 'route_type' | 'subscription_route_type'>): boolean {
  return (
    input.route_type === 'return' ||
    (input.route_type === 'subscription' && input.subscription_route_type === 'return')
  );
}

/**
 * The rides of a booking (issue "Booking on the server"): one-way is one ride; return adds the
 * reversed pair on the return date; a subscription has one ride per chosen day in each of its
 * weeks counted from the departure date, and with return a second one on the same day.
 */
export function planRides(input: BookingInput): PlannedRide[] {
  const outbound = (week: number, tripDate: string): PlannedRide => ({
    leg: 'outbound',
    week,
    tripDate,
    itineraryId: input.itinerary_id,
    pickupId: input.pickup_id,
    destinationId: input.destination_id,
  });
  const back = (week: number, tripDate: string, itineraryId: number): PlannedRide => ({
    leg: 'return',
    week,
    tripDate,
    itineraryId,
    pickupId: input.destination_id,
    destinationId: input.pickup_id,
  });
  const returnItinerary = input.return_itinerary_id;
  if (input.route_type === 'one-way') return [outbound(1, input.departure_date)];
  if (input.route_type === 'return') {
    if (returnItinerary === undefined || input.return_date === undefined) return [];
    return [outbound(1, input.departure_date), back(1, input.return_date, returnItinerary)];
  }
  const weeks = input.subscription_duration ?? 0;
  const days = new Set(input.trip_days ?? []);
  const rides: PlannedRide[] = [];
  for (let week = 1; week <= weeks; week++) {
    for (let offset = 0; offset < 7; offset++) {
      const tripDate = addDays(input.departure_date, (week - 1) * 7 + offset);
      if (!days.has(tripDayNumber(tripDate))) continue;
      rides.push(outbound(week, tripDate));
      if (wantsReturn(input) && returnItinerary !== undefined)
        rides.push(back(week, tripDate, returnItinerary));
    }
  }
  return rides;
}

/** Later weeks are charged at 20:00 Lagos time the evening before their first ride (ADR 061). */
export const BILLING_TIME = '20:00';

export function billingInstant(firstRideDate: string): Date {
  return lagosInstant(addDays(firstRideDate, -1), BILLING_TIME);
}

/** The last instant a ride on `tripDate` can be cancelled: `cutoffMinutes` before its day starts. */
export function cancellationDeadline(tripDate: string, cutoffMinutes: number): Date {
  return new Date(lagosInstant(tripDate).getTime() - cutoffMinutes * 60_000);
}
