import type {
  BusPartnerDriverList,
  BusPartnerEarnings,
  BusPartnerRunList,
  BusPartnerVehicleList,
  LiveBoard,
} from '@shuttle/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 12;
const meta = (total: number) => ({ page: 1, limit: 20, total });

const VEHICLES: BusPartnerVehicleList = {
  data: [
    {
      id: 3,
      registration_number: 'KJA 552 XB',
      brand: 'Toyota',
      model: 'Hiace',
      capacity: 14,
      active: true,
      cost_of_supply_kobo: 4_000_000,
      has_tracker: true,
      last_position: null,
    },
  ],
  meta: meta(1),
};
const DRIVERS: BusPartnerDriverList = {
  data: [
    { id: 8, fname: 'Emeka', lname: 'Nwosu', phone: '08059876543', runs: 4, last_run_date: '2026-11-04' },
  ],
  meta: meta(1),
};
const RUNS: BusPartnerRunList = {
  data: [
    {
      id: 70,
      trip_date: '2026-11-02',
      departure_time: '06:30',
      route: { code: 'LK-VI', name: 'Lekki to VI' },
      vehicle: { id: 3, registration_number: 'KJA 552 XB' },
      driver: { id: 8, fname: 'Emeka', lname: 'Nwosu' },
      status: 'completed',
      capacity: 14,
      seats_sold: 12,
      earnings_kobo: 4_000_000,
    },
  ],
  meta: meta(1),
};
/** KJA 552 XB on its run, heard from 20 seconds ago, heading south. */
const liveBoard = (now: number): LiveBoard => ({
  data: [
    {
      trip_day_id: 41,
      route: { code: 'LK1', name: 'Ketu to Obalende' },
      departure_time: '07:00',
      status: 'in_progress',
      vehicle_id: 3,
      vehicle: 'KJA 552 XB',
      stops: [
        { stop_id: 1, name: 'Ketu', lat: 6.6018, lon: 3.3915, scheduled_at: '2026-11-25T06:00:00Z' },
        { stop_id: 2, name: 'Obalende', lat: 6.4478, lon: 3.4121, scheduled_at: '2026-11-25T06:40:00Z' },
      ],
      position: {
        lat: 6.55,
        lon: 3.4,
        recorded_at: new Date(now - 20_000).toISOString(),
        stale: false,
        stale_at: new Date(now + 100_000).toISOString(),
        next_stop_id: 2,
        eta: [],
        delay_minutes: 0,
        heading: 175,
      },
    },
  ],
  meta: meta(1),
});

const EARNINGS: BusPartnerEarnings = {
  data: [{ month: '2026-11', completed_runs: 1, earnings_kobo: 4_000_000 }],
  meta: meta(1),
};

function signedInWithRole(role: 'bus_partner' | 'rider') {
  signInAs(USER_ID);
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () =>
      HttpResponse.json(walletAnswerFor(USER_ID, { role, fname: 'Kemi', lname: 'Balogun' })),
    ),
    http.get('/v1/bus-partner/me', () =>
      HttpResponse.json({
        id: USER_ID,
        fname: 'Kemi',
        lname: 'Balogun',
        email: 'kemi@eko.ng',
        company_name: 'Eko Fleet Ltd',
      }),
    ),
    http.get('/v1/bus-partner/vehicles', () => HttpResponse.json(VEHICLES)),
    http.get('/v1/bus-partner/drivers', () => HttpResponse.json(DRIVERS)),
    http.get('/v1/bus-partner/runs', () => HttpResponse.json(RUNS)),
    http.get('/v1/bus-partner/earnings', () => HttpResponse.json(EARNINGS)),
    http.get('/v1/bus-partner/live', () => HttpResponse.json(liveBoard(Date.now()))),
  );
}

beforeAll(async () => {
  await loadRolePages();
}, 120_000);

describe('the bus partners portal', () => {
  it('shows my company, earnings by month, buses, drivers and runs', async () => {
    signedInWithRole('bus_partner');
    renderApp('/bus-partner');
    expect(await screen.findByRole('heading', { name: 'Bus partner' })).toBeInTheDocument();
    expect(await screen.findByText(/Eko Fleet Ltd/)).toBeInTheDocument();
    const earnings = screen.getByRole('region', { name: 'Earnings' });
    expect(within(earnings).getByText('November 2026')).toBeInTheDocument();
    expect(within(earnings).getByText(/40,000\.00/)).toBeInTheDocument();
    expect(within(earnings).getByRole('button', { name: 'Statement (CSV)' })).toBeInTheDocument();
    const buses = screen.getByRole('region', { name: 'My buses' });
    expect(within(buses).getByText('KJA 552 XB')).toBeInTheDocument();
    expect(within(buses).getByText('No position yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Drivers' })).getByText('Emeka Nwosu'),
    ).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Where my buses are' });
    expect(
      await within(map).findByText(
        /LK1 Ketu to Obalende at 07:00, Live \(\d\d:\d\d\), On time, heading south$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(map).getByRole('img', { name: 'Map of my buses and the routes of their runs today' }),
    ).toBeInTheDocument();
    const runs = screen.getByRole('region', { name: 'Runs' });
    expect(within(runs).getByText('12/14 seats sold')).toBeInTheDocument();
    expect(within(runs).getByText('Completed')).toBeInTheDocument();
  });

  it('shows a rider the not-found page', async () => {
    signedInWithRole('rider');
    renderApp('/bus-partner');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
