import { formatRideDate } from '@shuttle/contracts';
import { describe, expect, it } from 'vitest';
import { bookingConfirmedNotice, runCancelledNotice } from './booking-notifications.ts';

// A run that leaves Ketu at 23:55 on the 25th reaches Ojota at 00:05 on the 26th.
const lateRide = { tripDate: '2026-11-25', departureTime: '23:55', pickupTime: '00:05', routeCode: 'TRK' };

describe('the notices name a ride by its pick-up’s day', () => {
  it('in the booking’s confirmation', () => {
    const notice = bookingConfirmedNotice(1, [lateRide], 50_000, 'https://shuttle.example.ng/b/1');
    expect(notice.body).toContain(`- ${formatRideDate('2026-11-26')}, 00:05, TRK`);
  });

  it('when the run is cancelled', () => {
    const notice = runCancelledNotice(1, lateRide, 'The bus broke down', 0, 'https://shuttle.example.ng/b/1');
    expect(notice.body).toContain(`- ${formatRideDate('2026-11-26')}, 00:05, TRK`);
  });
});
