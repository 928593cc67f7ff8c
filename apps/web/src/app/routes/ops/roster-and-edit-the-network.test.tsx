import type {
  OpsItinerary,
  OpsRoute,
  OpsTripDay,
  OpsTripDayList,
  RosterClashBody,
  RosterResult,
  RosterWeek,
} from '@shuttle/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 5;
const routeStop = (id: number, name: string, position: number, minutes: number) => ({
  stop_id: id,
  name,
  location: `${name} bus stop`,
  lat: 6.5 + position / 100,
  lon: 3.4 + position / 100,
  position,
  minutes_from_start: minutes,
  pickup: position === 1,
  dropoff: position === 2,
});
const ROUTE: OpsRoute = {
  id: 7,
  code: 'IKR-OBL',
  name: 'Ikorodu to Obalende',
  city_id: 1,
  visibility: 'public',
  corporate_id: null,
  active: true,
  stops: [routeStop(11, 'Ikorodu', 1, 0), routeStop(13, 'Obalende', 2, 40)],
  itinerary_count: 1,
};
const DEPARTURE: OpsItinerary = {
  id: 3,
  route_id: 7,
  departure_time: '06:30',
  days: [2, 3, 4, 5, 6],
  capacity: 14,
  starts_on: '2026-01-01',
  ends_on: null,
  active: true,
};
const rosterRun = (id: number, date: string, code: string, departs: string, arrives: string) => ({
  id,
  trip_date: date,
  route_code: code,
  departure_time: departs,
  arrival_time: arrives,
});

let rosterBodies: unknown[];
let departurePatches: unknown[];
let routePatches: unknown[];

function signedInOperator() {
  signInAs(USER_ID);
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () =>
      HttpResponse.json(walletAnswerFor(USER_ID, { role: 'operator' })),
    ),
    http.get('/v1/ops/routes/7', () => HttpResponse.json(ROUTE)),
    http.get('/v1/ops/routes/7/itineraries', () =>
      HttpResponse.json({ data: [DEPARTURE], meta: { page: 1, limit: 1, total: 1 } }),
    ),
    http.get('/v1/ops/routes/7/fares', () => HttpResponse.json({ itinerary_id: null, fares: [] })),
    http.get('/v1/ops/vehicles', () =>
      HttpResponse.json({
        data: [
          {
            id: 21,
            registration_number: 'LND 101 XA',
            brand: 'Toyota',
            model: 'Hiace',
            capacity: 14,
            amenities: [],
            bus_partner: null,
            cost_of_supply_kobo: 0,
            active: true,
            colour: null,
            has_tracker: false,
            last_fix: null,
          },
        ],
        meta: { page: 1, limit: 100, total: 1 },
      }),
    ),
    http.post('/v1/ops/itineraries/3/roster', async ({ request }) => {
      rosterBodies.push(await request.json());
      if (rosterBodies.length === 1) {
        return HttpResponse.json(
          {
            message: 'Nothing was assigned: 1 run overlaps another run of the same vehicle or driver.',
            code: 'ROSTER_CLASH',
            clashes: [
              {
                resource: 'driver',
                run: rosterRun(41, '2026-11-26', 'IKR-OBL', '06:30', '07:10'),
                clashes_with: rosterRun(52, '2026-11-26', 'KTU-CMS', '06:00', '06:45'),
              },
            ],
          } satisfies RosterClashBody,
          { status: 409 },
        );
      }
      return HttpResponse.json({
        assigned: [rosterRun(41, '2026-11-26', 'IKR-OBL', '06:30', '07:10')],
        skipped: [],
      } satisfies RosterResult);
    }),
    http.get('/v1/ops/stops', () => HttpResponse.json({ data: [], meta: { page: 1, limit: 100, total: 0 } })),
    http.patch('/v1/ops/routes/7', async ({ request }) => {
      const patch = (await request.json()) as Partial<OpsRoute>;
      routePatches.push(patch);
      return HttpResponse.json({ ...ROUTE, ...patch, stops: ROUTE.stops });
    }),
    http.patch('/v1/ops/itineraries/3', async ({ request }) => {
      departurePatches.push(await request.json());
      return HttpResponse.json(
        {
          message:
            'The 06:30 departure has 3 booked rides, the first on Thursday 26 November 2026 that this change would strand; cancel those runs first or add a new departure.',
          code: 'IN_USE',
        },
        { status: 409 },
      );
    }),
  );
}

beforeAll(async () => {
  await loadRolePages();
}, 120_000);

beforeEach(() => {
  rosterBodies = [];
  departurePatches = [];
  routePatches = [];
});

describe('a route page', () => {
  it('rosters a departure, lists the clashes of a refused roster, then assigns', async () => {
    signedInOperator();
    const { user } = renderApp('/ops/network/routes/7');
    await user.click(await screen.findByRole('button', { name: 'Roster the 06:30 departure' }));
    const form = await screen.findByRole('form', { name: 'Roster the 06:30 departure of IKR-OBL' });
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '2026-11-26');
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2026-12-02');
    await user.click(within(form).getByRole('button', { name: 'Assign runs' }));
    expect(await within(form).findByText('Choose a vehicle.')).toBeInTheDocument();
    expect(rosterBodies).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Vehicle'), 'LND 101 XA (14 seats)');
    await user.type(within(form).getByLabelText('Driver (user id)'), '9');
    await user.click(within(form).getByLabelText('Fri'));
    await user.click(within(form).getByRole('button', { name: 'Assign runs' }));
    const clashes = await screen.findByRole('region', { name: 'Clashes' });
    expect(
      within(clashes).getByText(
        'Thursday 26 November 2026: the driver is already on KTU-CMS from 06:00 to 06:45, which overlaps this 06:30 run.',
      ),
    ).toBeInTheDocument();
    expect(rosterBodies[0]).toEqual({
      from: '2026-11-26',
      to: '2026-12-02',
      days: [2, 3, 4, 5],
      vehicle_id: 21,
      driver_id: 9,
    });

    await user.click(within(form).getByRole('button', { name: 'Assign runs' }));
    expect(await within(form).findByText('1 run assigned.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Clashes' })).not.toBeInTheDocument();
  });

  it('deactivating a departure with booked rides is refused, says how many, and points to the runs', async () => {
    signedInOperator();
    const { user } = renderApp('/ops/network/routes/7');
    await user.click(await screen.findByRole('button', { name: 'Edit the 06:30 departure' }));
    const form = await screen.findByRole('form', { name: 'Edit the 06:30 departure' });
    await user.click(within(form).getByLabelText('In service (riders can find and book it)'));
    await user.click(within(form).getByRole('button', { name: 'Save departure' }));
    expect(
      await within(form).findByText(/has 3 booked rides, the first on Thursday 26 November 2026/),
    ).toBeInTheDocument();
    expect(departurePatches).toEqual([
      expect.objectContaining({ active: false, departure_time: '06:30', days: [2, 3, 4, 5, 6] }),
    ]);
    expect(screen.getByRole('link', { name: 'Open the runs' })).toHaveAttribute('href', '/ops/runs');
  });

  it("edits a route's name and a stop's minutes, sending the stops whole and in order", async () => {
    signedInOperator();
    const { user } = renderApp('/ops/network/routes/7');
    await user.click(await screen.findByRole('button', { name: 'Edit the route' }));
    const form = await screen.findByRole('form', { name: 'Edit the route' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Ikorodu to CMS');
    await user.clear(within(form).getByLabelText('Minutes from start, stop 2'));
    await user.type(within(form).getByLabelText('Minutes from start, stop 2'), '55');
    await user.click(within(form).getByRole('button', { name: 'Save route' }));
    expect(await within(form).findByText('Route saved.')).toBeInTheDocument();
    expect(routePatches).toEqual([
      expect.objectContaining({
        name: 'Ikorodu to CMS',
        active: true,
        stops: [
          { stop_id: 11, minutes_from_start: 0, pickup: true, dropoff: false },
          { stop_id: 13, minutes_from_start: 55, pickup: false, dropoff: true },
        ],
      }),
    ]);
  });
});

const run = (id: number, date: string, departs: string, crewed: boolean): OpsTripDay => ({
  id,
  itinerary_id: 3,
  route: { id: 7, code: 'IKR-OBL', name: 'Ikorodu to Obalende' },
  trip_date: date,
  departure_time: departs,
  capacity: 14,
  seats_booked: 0,
  status: 'scheduled',
  vehicle: crewed ? { id: 21, registration_number: 'LND 101 XA', capacity: 14 } : null,
  driver: crewed ? { id: 9, fname: 'Kemi', lname: 'Ade', phone: '08030000000' } : null,
  booked_rides: 0,
  refund_total_kobo: 0,
  cancellable: true,
  cancel_reason: null,
});

describe('the rosters', () => {
  it("Today lists the coming week's unassigned runs first, with their dates", async () => {
    signedInOperator();
    server.use(
      http.get('/v1/ops/rosters/unassigned', () =>
        HttpResponse.json({
          data: [run(61, '2026-11-30', '06:30', false)],
          meta: { page: 1, limit: 20, total: 1 },
        } satisfies OpsTripDayList),
      ),
      http.get('/v1/ops/trip-days', () =>
        HttpResponse.json({ data: [], meta: { page: 1, limit: 50, total: 0 } } satisfies OpsTripDayList),
      ),
    );
    renderApp('/ops/today');
    const unassigned = await screen.findByRole('region', { name: 'Unassigned in the next 7 days' });
    const row = await within(unassigned).findByRole('row', { name: /2026-11-30 06:30 IKR-OBL/ });
    expect(within(row).getAllByText('None')).toHaveLength(2);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Unassigned in the next 7 days')).toBeLessThan(headings.indexOf("Today's runs"));
  });

  it("shows a driver's week, a row per day, free days said so", async () => {
    signedInOperator();
    const asked: string[] = [];
    server.use(
      http.get('/v1/ops/rosters/week', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          from: '2026-11-30',
          to: '2026-12-06',
          data: [run(71, '2026-11-30', '06:30', true), run(72, '2026-12-01', '06:30', true)],
          meta: { page: 1, limit: 2, total: 2 },
        } satisfies RosterWeek);
      }),
    );
    const { user } = renderApp('/ops/rosters');
    await user.selectOptions(await screen.findByLabelText('Whose week'), 'driver');
    await user.type(screen.getByLabelText('Driver (user id)'), '9');
    await user.clear(screen.getByLabelText('Week from'));
    await user.type(screen.getByLabelText('Week from'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Show the week' }));
    const monday = await screen.findByRole('row', { name: /Monday 30 November 2026/ });
    expect(within(monday).getByText('06:30 IKR-OBL')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Wednesday 2 December 2026/ })).getByText('Free'),
    ).toBeInTheDocument();
    expect(asked).toEqual(['?from=2026-11-30&driver_id=9']);
  });
});
