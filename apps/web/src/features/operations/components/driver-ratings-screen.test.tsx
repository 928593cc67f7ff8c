import type { OpsRatingList } from '@shuttle/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { DriverRatingsScreen } from './driver-ratings-screen.tsx';

const RUN = 77;

const ratings = (average: number | null, total: number): OpsRatingList => ({
  data: [],
  meta: { page: 1, limit: 200, total },
  average,
});

describe('a driver’s ratings', () => {
  const rating = (rideId: number, stars: number, comment: string | null): OpsRatingList['data'][number] => ({
    ride_id: rideId,
    stars,
    categories: stars < 4 ? ['punctuality'] : [],
    comment,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    trip_day_id: RUN,
    trip_date: '2026-11-20',
    route_code: 'IKR-OBL',
    driver: { id: 40, fname: 'Sola', lname: 'Adebayo' },
    rider: { id: 12, fname: 'Ngozi', lname: 'Okafor' },
  });

  it('lists every rating across the driver’s runs with the average', async () => {
    server.use(
      http.get('/v1/ops/drivers/40/ratings', () =>
        HttpResponse.json({
          data: [rating(301, 5, 'Smooth ride'), rating(302, 3, null)],
          meta: { page: 1, limit: 200, total: 2 },
          average: 4,
        } satisfies OpsRatingList),
      ),
    );
    renderRoute('/ratings', [{ path: '/ratings', element: <DriverRatingsScreen driverId={40} /> }]);
    expect(await screen.findByRole('heading', { name: 'Ratings of Sola Adebayo' })).toBeInTheDocument();
    expect(screen.getByText('4 of 5 from 2 ratings')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5 of 5 · Ngozi Okafor · IKR-OBL, 2026-11-20 · “Smooth ride”',
      '3 of 5 · Ngozi Okafor · IKR-OBL, 2026-11-20 · punctuality',
    ]);
  });

  it('says so when nobody has rated the driver', async () => {
    server.use(http.get('/v1/ops/drivers/41/ratings', () => HttpResponse.json(ratings(null, 0))));
    renderRoute('/ratings', [{ path: '/ratings', element: <DriverRatingsScreen driverId={41} /> }]);
    expect(await screen.findByText('Nobody has rated this driver yet.')).toBeInTheDocument();
  });
});
