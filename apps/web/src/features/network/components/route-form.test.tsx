import type { OpsRoute, OpsRouteList, OpsStop, OpsStopList } from '@shuttle/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 5;

const stop = (id: number, name: string): OpsStop => ({
  id,
  name,
  location: `${name} bus stop`,
  latitude: 6.5,
  longitude: 3.4,
  city_id: 1,
  active: true,
  route_count: 0,
});
const STOPS = [stop(11, 'Ikorodu'), stop(12, 'Ketu'), stop(13, 'Obalende'), stop(14, 'Ojota')];

let created: { stops: { stop_id: number; minutes_from_start: number }[] }[];

function signedInOperator() {
  signInAs(USER_ID);
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () =>
      HttpResponse.json(walletAnswerFor(USER_ID, { role: 'operator' })),
    ),
    http.get('/v1/ops/stops', () =>
      HttpResponse.json({
        data: STOPS,
        meta: { page: 1, limit: 100, total: STOPS.length },
      } satisfies OpsStopList),
    ),
    http.get('/v1/ops/routes', () =>
      HttpResponse.json({ data: [], meta: { page: 1, limit: 20, total: 0 } } satisfies OpsRouteList),
    ),
    http.post('/v1/ops/routes', async ({ request }) => {
      created.push((await request.json()) as (typeof created)[number]);
      return HttpResponse.json({ id: 7 } as OpsRoute, { status: 201 });
    }),
    http.get('/v1/ops/routes/7', () => new HttpResponse(null, { status: 404 })),
  );
}

// The console's pages load lazily; loading them once up front keeps a busy machine's first
// transform out of every test's wait for the screen.
beforeAll(async () => {
  await loadRolePages();
}, 120_000);

beforeEach(() => {
  created = [];
});

describe('the new route form', () => {
  it('adds, moves and removes stops, and sends them in the order shown', async () => {
    signedInOperator();
    const { user } = renderApp('/ops/network');
    await user.click(await screen.findByRole('button', { name: 'New route' }));
    const form = screen.getByRole('form', { name: 'New route' });
    await user.type(within(form).getByLabelText('Code'), 'IKR-OBL');
    await user.type(within(form).getByLabelText('Name', { exact: true }), 'Ikorodu to Obalende');
    await user.click(within(form).getByRole('button', { name: 'Add a stop' }));
    await user.click(within(form).getByRole('button', { name: 'Add a stop' }));
    await within(form).findAllByRole('option', { name: 'Ojota' });
    const rows = [
      ['Ikorodu', 0],
      ['Ketu', 10],
      ['Obalende', 30],
      ['Ojota', 20],
    ] as const;
    for (const [index, [name, minutes]] of rows.entries()) {
      await user.selectOptions(within(form).getByLabelText(`Stop ${index + 1}`, { exact: true }), name);
      const field = within(form).getByLabelText(`Minutes from start, stop ${index + 1}`);
      await user.clear(field);
      await user.type(field, String(minutes));
    }
    // Ojota goes up above Obalende, then Ketu is removed.
    await user.click(within(form).getByRole('button', { name: 'Move stop 4 up' }));
    expect(within(form).getByLabelText('Stop 3', { exact: true })).toHaveDisplayValue('Ojota');
    expect(within(form).getByLabelText('Stop 4', { exact: true })).toHaveDisplayValue('Obalende');
    await user.click(within(form).getByRole('button', { name: 'Remove stop 2' }));
    expect(within(form).queryByLabelText('Stop 4', { exact: true })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Stop 2', { exact: true })).toHaveDisplayValue('Ojota');
    expect(within(form).getByLabelText('Minutes from start, stop 2')).toHaveValue('20');

    await user.click(within(form).getByRole('button', { name: 'Create route' }));
    await expect.poll(() => created.length).toBe(1);
    expect(created[0]?.stops.map((row) => [row.stop_id, row.minutes_from_start])).toEqual([
      [11, 0],
      [14, 20],
      [13, 30],
    ]);
  });
});
