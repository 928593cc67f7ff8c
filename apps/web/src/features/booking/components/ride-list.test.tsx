import { type BookedRide, formatRideDate } from '@shuttle/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RideList } from './ride-list.tsx';

const lateRide: BookedRide = {
  id: 1,
  leg: 'outbound',
  week: 1,
  trip_date: '2026-11-25',
  route: { id: 1, code: 'TRK', name: 'Ketu – Onipanu' },
  itinerary_id: 7,
  trip_day_id: 3,
  departure_time: '23:55',
  pickup_time: '00:05',
  arrival_time: '00:20',
  pickup: { id: 2, name: 'Ojota', location: 'Ojota bus stop' },
  destination: { id: 3, name: 'Onipanu', location: 'Onipanu bus stop' },
  fare_kobo: 50_000,
  seats: 1,
  discount_kobo: 0,
  promo_code: null,
  amount_kobo: 50_000,
  status: 'booked',
  boarding_code: 'code',
  paid: true,
  cancellable_until: '2026-11-24T22:30:00.000Z',
  cancellable: false,
  refund_kobo: 0,
  refunded_kobo: 0,
};

describe('a ride whose run passes midnight before the pick-up', () => {
  it('is dated on the day of its pick-up, not the day the run left', () => {
    render(<RideList rides={[lateRide]} />);
    expect(screen.getByText(`${formatRideDate('2026-11-26')}, 00:05 to 00:20`)).toBeInTheDocument();
  });
});

describe('a booked ride whose run has a bus and a driver', () => {
  it('names the bus and the driver’s first name, and only the colour that was recorded', () => {
    render(
      <RideList
        rides={[
          {
            ...lateRide,
            bus: {
              plate: 'LND 123 AB',
              brand: 'Toyota',
              model: 'Hiace',
              colour: null,
              driver_first_name: 'Tunde',
            },
          },
        ]}
      />,
    );
    expect(screen.getByText('Your bus: Toyota Hiace, LND 123 AB · driver Tunde')).toBeInTheDocument();
  });
});
