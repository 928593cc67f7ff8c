import type { FareTable, OpsItineraryList, OpsRoute, UserRole } from '@shuttle/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 5;

const stop = (stop_id: number, name: string, position: number, pickup: boolean, dropoff: boolean) => ({
  stop_id,
  name,
  location: `${name} bus stop`,
  lat: 6.6 - position * 0.02,
  lon: 3.5 - position * 0.03,
  position,
  minutes_from_start: (position - 1) * 20,
  pickup,
  dropoff,
});

const ROUTE: OpsRoute = {
  id: 7,
  code: 'IKR-OBL',
  name: 'Ikorodu to Obalende',
  city_id: 1,
  visibility: 'public',
  corporate_id: null,
  active: true,
  // Ketu only lets riders off: it has no row of its own.
  stops: [
    stop(11, 'Ikorodu', 1, true, false),
    stop(12, 'Ketu', 2, false, true),
    stop(13, 'Obalende', 3, false, true),
  ],
  itinerary_count: 0,
};

let stored: FareTable;
let saved: unknown[];

function signedInOperator(role: UserRole = 'operator') {
  signInAs(USER_ID);
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () => HttpResponse.json(walletAnswerFor(USER_ID, { role }))),
    http.get('/v1/ops/routes/7', () => HttpResponse.json(ROUTE)),
    http.get('/v1/ops/routes/7/itineraries', () =>
      HttpResponse.json({ data: [], meta: { page: 1, limit: 0, total: 0 } } satisfies OpsItineraryList),
    ),
    http.get('/v1/ops/routes/7/fares', () => HttpResponse.json(stored)),
    http.put('/v1/ops/routes/7/fares', async ({ request }) => {
      const body = (await request.json()) as FareTable;
      saved.push(body);
      stored = body;
      return HttpResponse.json(body);
    }),
  );
}

// The console's pages load lazily; loading them once up front keeps a busy machine's first
// transform out of every test's wait for the screen.
beforeAll(async () => {
  await loadRolePages();
}, 120_000);

beforeEach(() => {
  stored = { itinerary_id: null, fares: [{ pickup_id: 11, destination_id: 13, fare_kobo: 150_000 }] };
  saved = [];
});

describe('the fare grid', () => {
  it('shows the stored fares in naira, pick-up down and destination across', async () => {
    signedInOperator();
    renderApp('/ops/network/routes/7');
    const grid = await screen.findByRole('table', { name: /Fares in naira/ });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ikorodu']);
    expect(within(grid).getByLabelText('Fare from Ikorodu to Obalende, naira')).toHaveValue('1500');
    expect(within(grid).getByLabelText('Fare from Ikorodu to Ketu, naira')).toHaveValue('');
  });

  it('saves the whole table in kobo with one PUT', async () => {
    signedInOperator();
    const { user } = renderApp('/ops/network/routes/7');
    const ketu = await screen.findByLabelText('Fare from Ikorodu to Ketu, naira');
    await user.type(ketu, '800.50');
    const obalende = screen.getByLabelText('Fare from Ikorodu to Obalende, naira');
    await user.clear(obalende);
    await user.type(obalende, '1700');
    await user.click(screen.getByRole('button', { name: 'Save fares' }));
    expect(await screen.findByText('Fares saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        itinerary_id: null,
        fares: [
          { pickup_id: 11, destination_id: 12, fare_kobo: 80_050 },
          { pickup_id: 11, destination_id: 13, fare_kobo: 170_000 },
        ],
      },
    ]);
  });

  it('refuses a fare that is not an amount and sends nothing', async () => {
    signedInOperator();
    const { user } = renderApp('/ops/network/routes/7');
    await user.type(await screen.findByLabelText('Fare from Ikorodu to Ketu, naira'), '8o0');
    await user.click(screen.getByRole('button', { name: 'Save fares' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ikorodu to Ketu: enter the fare in naira');
    expect(saved).toEqual([]);
  });

  it("shows the server's refusal and keeps the edits", async () => {
    signedInOperator();
    server.use(
      http.put('/v1/ops/routes/7/fares', () =>
        HttpResponse.json(
          { message: 'This route was changed meanwhile.', code: 'CONFLICT' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/ops/network/routes/7');
    const ketu = await screen.findByLabelText('Fare from Ikorodu to Ketu, naira');
    await user.type(ketu, '900');
    await user.click(screen.getByRole('button', { name: 'Save fares' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This route was changed meanwhile.');
    expect(ketu).toHaveValue('900');
  });
});
