import type { OpsDriver, OpsVehicle, OpsVehicleInput, TrackerAnswer } from '@shuttle/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 6;
const DEVICE_ID = '5f2b9c0d4e1a7b3c8d6e0f1a2b3c4d5e';

beforeAll(async () => {
  await loadRolePages();
}, 120_000);

function signedInStaff(role: 'operator' | 'admin' = 'operator') {
  signInAs(USER_ID);
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () =>
      HttpResponse.json(walletAnswerFor(USER_ID, { role, fname: 'Ngozi', lname: 'Eze' })),
    ),
  );
}

const page = <Row,>(data: Row[]) => ({ data, meta: { page: 1, limit: 20, total: data.length } });

describe('the fleet page', () => {
  it('adds a vehicle with its partner and colour, then issues a tracker id with its settings, once', async () => {
    signedInStaff();
    const fleet: OpsVehicle[] = [];
    const sent: OpsVehicleInput[] = [];
    server.use(
      http.get('/v1/ops/vehicles', () => HttpResponse.json(page(fleet))),
      http.get('/v1/ops/vehicle-owners', () =>
        HttpResponse.json(page([{ id: 40, fname: 'Femi', lname: 'Ade', email: 'femi@example.ng' }])),
      ),
      http.post('/v1/ops/vehicles', async ({ request }) => {
        const body = (await request.json()) as OpsVehicleInput;
        sent.push(body);
        const vehicle: OpsVehicle = {
          id: 9,
          registration_number: body.registration_number,
          brand: body.brand,
          model: body.model,
          colour: body.colour ?? null,
          capacity: body.capacity,
          amenities: body.amenities ?? [],
          bus_partner: { id: 40, fname: 'Femi', lname: 'Ade', email: 'femi@example.ng' },
          cost_of_supply_kobo: body.cost_of_supply_kobo,
          active: true,
          has_tracker: false,
          last_fix: null,
        };
        fleet.push(vehicle);
        return HttpResponse.json(vehicle, { status: 201 });
      }),
      http.post('/v1/ops/vehicles/9/tracker', () =>
        HttpResponse.json<TrackerAnswer>(
          {
            device_id: DEVICE_ID,
            setup: {
              protocol: 'OsmAnd',
              server_url: 'https://shuttle.example/v1/tracking/osmand',
              host: 'shuttle.example',
              port: 443,
              path: '/v1/tracking/osmand',
              secure: true,
              interval_seconds: 10,
            },
          },
          { status: 201 },
        ),
      ),
    );
    const { user } = renderApp('/ops/fleet');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Fleet' })).toBeInTheDocument();
    expect(await screen.findByText('No vehicles yet: add the first above.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Registration number'), 'kja 552 xb');
    await user.type(screen.getByLabelText('Brand'), 'Toyota');
    await user.type(screen.getByLabelText('Model'), 'Coaster');
    await user.type(screen.getByLabelText('Colour'), 'White');
    await user.type(screen.getByLabelText('Seats'), '18');
    await user.type(screen.getByLabelText('Amenities (separated by commas)'), 'Air conditioning, USB');
    await user.selectOptions(screen.getByLabelText('Bus partner'), 'Femi Ade (femi@example.ng)');
    await user.type(screen.getByLabelText('Paid to the owner per run (naira)'), '60000');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    expect(await screen.findByText('KJA 552 XB added to the fleet.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        registration_number: 'KJA 552 XB',
        brand: 'Toyota',
        model: 'Coaster',
        colour: 'White',
        capacity: 18,
        amenities: ['Air conditioning', 'USB'],
        bus_partner_id: 40,
        cost_of_supply_kobo: 6_000_000,
      },
    ]);
    const table = await screen.findByRole('region', { name: 'Vehicle list' });
    expect(table).toHaveAttribute('tabindex', '0');
    await user.click(within(table).getByRole('button', { name: 'Issue tracker id for KJA 552 XB' }));

    const setup = await screen.findByRole('region', { name: 'Tracker settings for KJA 552 XB' });
    expect(within(setup).getAllByText(DEVICE_ID).length).toBeGreaterThan(0);
    expect(within(setup).getAllByText('https://shuttle.example/v1/tracking/osmand').length).toBeGreaterThan(
      0,
    );
    await user.click(within(setup).getByRole('button', { name: 'Done, I have copied the device id' }));
    expect(screen.queryByText(DEVICE_ID)).not.toBeInTheDocument();
  }, 30_000);
});

describe('the drivers page', () => {
  it("shows a driver's licence, rating and week, and disables them", async () => {
    signedInStaff();
    const driver: OpsDriver = {
      id: 31,
      fname: 'Tunde',
      lname: 'Bello',
      email: 'tunde@example.ng',
      phone: '08031234567',
      status: 'active',
      licence: { status: 'expiring', expires_on: '2026-12-10' },
      rating: { average: 4.5, count: 12 },
      runs_this_week: 6,
    };
    const patches: unknown[] = [];
    server.use(
      http.get('/v1/ops/drivers', () => HttpResponse.json(page([driver]))),
      http.patch('/v1/ops/drivers/31', async ({ request }) => {
        patches.push(await request.json());
        driver.status = 'disabled';
        return HttpResponse.json(driver);
      }),
    );
    const { user } = renderApp('/ops/drivers');
    const row = (await screen.findByRole('cell', { name: /^Tunde Bello/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Runs out soon')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '4.5 of 5 (12)' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '6' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Disable Tunde Bello' }));
    expect(await screen.findByRole('button', { name: 'Enable Tunde Bello' })).toBeInTheDocument();
    expect(patches).toEqual([{ disabled: true }]);
  }, 30_000);
});

describe('role homes', () => {
  it('sends an admin who opens the dashboard to the console', async () => {
    signedInStaff('admin');
    // What the console's first screen lists is not this test's concern: every list is empty.
    server.use(http.get('/v1/ops/*', () => HttpResponse.json(page([]))));
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(router.state.location.pathname.startsWith('/ops')).toBe(true);
  });
});
