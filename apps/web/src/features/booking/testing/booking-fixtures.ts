import type { BookedRide, Booking, BookingQuote, QuotedRide } from '@shuttle/contracts';

export const USER_ID = 7;
export const DATE = '2031-03-03';
const IKORODU = { id: 10, name: 'Ikorodu Garage', location: 'Ikorodu Garage, by the roundabout' };
const OBALENDE = { id: 30, name: 'Obalende', location: 'Obalende, by the motor park' };

export const quotedRide = (overrides: Partial<QuotedRide> = {}): QuotedRide => ({
  leg: 'outbound',
  week: 1,
  trip_date: DATE,
  route: { id: 1, code: 'IKR-OBL', name: 'Ikorodu – Obalende' },
  itinerary_id: 7,
  departure_time: '06:30',
  pickup_time: '06:30',
  arrival_time: '07:45',
  pickup: IKORODU,
  destination: OBALENDE,
  fare_kobo: 185_000,
  seats: 1,
  discount_kobo: 0,
  promo_code: null,
  amount_kobo: 185_000,
  seats_available: 9,
  ...overrides,
});

export const quote = (rides: QuotedRide[] = [quotedRide()]): BookingQuote => ({
  rides,
  seats: rides[0]?.seats ?? 1,
  total_kobo: rides.reduce((total, ride) => total + ride.amount_kobo, 0),
  discount_kobo: rides.reduce((total, ride) => total + ride.discount_kobo, 0),
  due_now_kobo: rides.filter((ride) => ride.week === 1).reduce((total, ride) => total + ride.amount_kobo, 0),
  weeks: [...new Set(rides.map((ride) => ride.week))].map((week) => ({
    week,
    first_ride_date: rides.find((ride) => ride.week === week)?.trip_date ?? DATE,
    amount_kobo: rides
      .filter((ride) => ride.week === week)
      .reduce((total, ride) => total + ride.amount_kobo, 0),
  })),
});

export const bookedRide = (overrides: Partial<BookedRide> = {}): BookedRide => {
  const { seats_available: _seatsAvailable, ...ride } = quotedRide();
  return {
    ...ride,
    id: 101,
    trip_day_id: 55,
    status: 'booked',
    boarding_code: 'q3V8nYc0Jm1rTt5Qb6xW2g',
    paid: true,
    cancellable_until: '2031-03-02T22:00:00.000Z',
    cancellable: true,
    refund_kobo: 185_000,
    refunded_kobo: 0,
    ...overrides,
  };
};

export const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 55,
  user_id: USER_ID,
  route_type: 'one-way',
  subscription_route_type: null,
  status: 'active',
  pickup: IKORODU,
  destination: OBALENDE,
  departure_date: DATE,
  return_date: null,
  trip_days: null,
  subscription_duration: null,
  walletSource: 'Personal',
  seats: 1,
  luggage_quantity: 0,
  total_kobo: 185_000,
  paid_kobo: 185_000,
  discount_kobo: 0,
  refunded_kobo: 0,
  created_at: '2031-03-01T09:00:00.000Z',
  rides: [bookedRide()],
  weeks: [
    {
      week: 1,
      first_ride_date: DATE,
      bill_at: '2031-03-01T09:00:00.000Z',
      status: 'paid',
      amount_kobo: 185_000,
    },
  ],
  ...overrides,
});
