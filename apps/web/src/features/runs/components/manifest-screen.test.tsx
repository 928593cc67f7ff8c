import type { Manifest, OpsRatingList, RunNoticeAudience } from '@shuttle/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { RunRatings } from '../../operations/components/run-ratings.tsx';
import { ManifestScreen } from './manifest-screen.tsx';

const RUN = 77;

const manifest = (status: 'booked' | 'boarded'): Manifest => ({
  trip_day: {
    id: RUN,
    itinerary_id: 3,
    route: { id: 1, code: 'IKR-OBL', name: 'Ikorodu to Obalende' },
    trip_date: '2026-11-26',
    departure_time: '06:30',
    capacity: 14,
    seats_booked: 1,
    status: 'in_progress',
    vehicle: null,
    driver: { id: 40, fname: 'Sola', lname: 'Adebayo', phone: '08030000000' },
    booked_rides: 1,
    refund_total_kobo: 0,
    cancellable: false,
    cancel_reason: null,
  },
  data: [
    {
      ride_id: 301,
      booking_id: 55,
      rider: { id: 12, fname: 'Ngozi', lname: 'Okafor', phone: '08031234567' },
      pickup: { id: 10, name: 'Ikorodu Garage', position: 1, time: '06:30' },
      destination: { id: 30, name: 'Obalende', position: 3, time: '07:45' },
      seats: 1,
      luggage_quantity: 0,
      status,
      boarded_at: null,
    },
  ],
  meta: { page: 1, limit: 1, total: 1 },
});

const ratings = (average: number | null, total: number): OpsRatingList => ({
  data: [],
  meta: { page: 1, limit: 200, total },
  average,
});

describe('the console’s manifest', () => {
  it('checks a booked rider in by hand and shows the driver’s ratings', async () => {
    let status: 'booked' | 'boarded' = 'booked';
    const checkIns: unknown[] = [];
    server.use(
      http.get(`/v1/ops/trip-days/${RUN}/manifest`, () => HttpResponse.json(manifest(status))),
      http.get(`/v1/ops/trip-days/${RUN}/ratings`, () => HttpResponse.json(ratings(null, 0))),
      http.get(`/v1/ops/trip-days/${RUN}/notices/audience`, () =>
        HttpResponse.json({ riders: 1, can_send: false } satisfies RunNoticeAudience),
      ),
      http.get('/v1/ops/drivers/40/ratings', () => HttpResponse.json(ratings(4.5, 2))),
      http.post(`/v1/ops/trip-days/${RUN}/check-ins`, async ({ request }) => {
        checkIns.push(await request.json());
        status = 'boarded';
        return HttpResponse.json({ client_id: '301', result: 'boarded', ride_id: 301 });
      }),
    );
    const { user } = renderRoute('/manifest', [
      {
        path: '/manifest',
        element: <ManifestScreen runId={RUN} ratings={(run) => <RunRatings run={run} />} />,
      },
    ]);
    const driver = await screen.findByRole('link', { name: 'Sola Adebayo' });
    expect(driver).toHaveAttribute('href', '/ops/drivers/40/ratings');
    expect(driver.parentElement).toHaveTextContent('Sola Adebayo: 4.5 of 5 from 2 ratings');
    await user.click(screen.getByRole('button', { name: 'Check in Ngozi Okafor' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Boarded' })).toBeInTheDocument());
    expect(checkIns).toEqual([{ ride_id: 301 }]);
    expect(screen.queryByRole('button', { name: 'Check in Ngozi Okafor' })).toBeNull();
  });
});
