import type { OpsTripDay, OpsTripDayList, OpsVehicle, RunCancellation } from '@shuttle/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 5;

const RUN: OpsTripDay = {
  id: 41,
  itinerary_id: 3,
  route: { id: 7, code: 'IKR-OBL', name: 'Ikorodu to Obalende' },
  trip_date: '2026-11-24',
  departure_time: '06:30',
  capacity: 14,
  seats_booked: 3,
  status: 'scheduled',
  vehicle: null,
  driver: null,
  booked_rides: 2,
  refund_total_kobo: 300_000,
  cancellable: true,
  cancel_reason: null,
};

let cancelRequests: { body: unknown; key: string | null }[];
/** What GET /ops/trip-days/41 answers: the refund preview at the moment the dialog opens. */
let preview: OpsTripDay;

function signedInOperator() {
  signInAs(USER_ID);
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () =>
      HttpResponse.json(walletAnswerFor(USER_ID, { role: 'operator' })),
    ),
    http.get('/v1/ops/trip-days', () =>
      HttpResponse.json({ data: [RUN], meta: { page: 1, limit: 50, total: 1 } } satisfies OpsTripDayList),
    ),
    http.get('/v1/ops/trip-days/41', () => HttpResponse.json(preview)),
    http.get('/v1/ops/vehicles', () =>
      HttpResponse.json({ data: [], meta: { page: 1, limit: 100, total: 0 } }),
    ),
    http.post('/v1/ops/trip-days/41/cancel', async ({ request }) => {
      cancelRequests.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return HttpResponse.json({ refunded_rides: 2, refunded_kobo: 300_000 } satisfies RunCancellation);
    }),
  );
}

// The console's pages load lazily; loading them once up front keeps a busy machine's first
// transform out of every test's wait for the screen.
beforeAll(async () => {
  await loadRolePages();
}, 120_000);

beforeEach(() => {
  cancelRequests = [];
  preview = RUN;
});

describe('cancelling a run', () => {
  it("shows the server's refund preview before anything is cancelled", async () => {
    signedInOperator();
    // A ride was booked since the list loaded: the dialog shows the fresh figure.
    preview = { ...RUN, booked_rides: 3, refund_total_kobo: 450_000 };
    const { user } = renderApp('/ops/runs?date=2026-11-24');
    await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/3 rides are booked/)).toHaveTextContent(
      /₦4,500\.00 back in total/,
    );
    expect(
      within(dialog).getByRole('button', { name: /Cancel the run and refund ₦4,500\.00/ }),
    ).toBeEnabled();
    expect(cancelRequests).toEqual([]);
  });

  it('needs a reason, then cancels once with an idempotency key and reports the refund', async () => {
    signedInOperator();
    const { user } = renderApp('/ops/runs?date=2026-11-24');
    await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = await within(dialog).findByRole('button', {
      name: /Cancel the run and refund ₦3,000\.00/,
    });
    await user.click(confirm);
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(cancelRequests).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason (riders see it)'), 'Bus broke down');
    await user.click(confirm);
    expect(
      await screen.findByText(/Run cancelled: 2 rides refunded, ₦3,000\.00 in total/),
    ).toBeInTheDocument();
    expect(cancelRequests).toHaveLength(1);
    expect(cancelRequests[0]?.body).toEqual({ reason: 'Bus broke down' });
    expect(cancelRequests[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the run when the operator backs out', async () => {
    signedInOperator();
    const { user } = renderApp('/ops/runs?date=2026-11-24');
    await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/2 rides are booked/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the run' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelRequests).toEqual([]);
  });

  it('does not offer to confirm a run that can no longer be cancelled', async () => {
    signedInOperator();
    preview = { ...RUN, status: 'boarding', cancellable: false };
    const { user } = renderApp('/ops/runs?date=2026-11-24');
    await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This run can no longer be cancelled.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Cancel the run and refund/ })).toBeDisabled();
  });
});

describe('assigning a run', () => {
  const vehicle = (id: number, registration: string, active: boolean): OpsVehicle => ({
    id,
    registration_number: registration,
    brand: 'Toyota',
    model: 'Hiace',
    capacity: 14,
    amenities: [],
    bus_partner: null,
    cost_of_supply_kobo: 2_000_000,
    active,
    colour: null,
    has_tracker: false,
    last_fix: null,
  });

  it("offers the fleet's active vehicles (from the route module) and saves the choice", async () => {
    signedInOperator();
    const patches: unknown[] = [];
    server.use(
      http.get('/v1/ops/vehicles', () =>
        HttpResponse.json({
          data: [vehicle(9, 'LAG-123-XY', true), vehicle(10, 'LAG-456-ZZ', false)],
          meta: { page: 1, limit: 100, total: 2 },
        }),
      ),
      http.patch('/v1/ops/trip-days/41', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({
          ...RUN,
          vehicle: { id: 9, registration_number: 'LAG-123-XY', capacity: 14 },
        } satisfies OpsTripDay);
      }),
    );
    const { user } = renderApp('/ops/runs?date=2026-11-24');
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByRole('combobox', { name: 'Vehicle' });
    await within(picker).findByRole('option', { name: 'LAG-123-XY (14 seats)' });
    // A vehicle out of service is not offered for a run that does not already have it.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No vehicle', 'LAG-123-XY (14 seats)']);
    await user.selectOptions(picker, 'LAG-123-XY (14 seats)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ vehicle_id: 9, driver_id: null, capacity: 14 }]);
  });
});
