import type {
  Manifest,
  OpsRatingList,
  OpsTripDay,
  RunNoticeAudience,
  RunNoticeSent,
} from '@shuttle/contracts';
import { screen } from '@testing-library/react';
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
  booked_rides: 3,
  refund_total_kobo: 300_000,
  cancellable: true,
  cancel_reason: null,
};

let audience: RunNoticeAudience;
let sent: unknown[];

function signedInOperator() {
  signInAs(USER_ID);
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () =>
      HttpResponse.json(walletAnswerFor(USER_ID, { role: 'operator' })),
    ),
    http.get('/v1/ops/trip-days/41/manifest', () =>
      HttpResponse.json({
        trip_day: RUN,
        data: [],
        meta: { page: 1, limit: 0, total: 0 },
      } satisfies Manifest),
    ),
    http.get('/v1/ops/trip-days/41/notices/audience', () => HttpResponse.json(audience)),
    http.get('/v1/ops/trip-days/41/ratings', () =>
      HttpResponse.json({
        data: [],
        meta: { page: 1, limit: 200, total: 0 },
        average: null,
      } satisfies OpsRatingList),
    ),
    http.post('/v1/ops/trip-days/41/notices', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ riders: audience.riders } satisfies RunNoticeSent, { status: 201 });
    }),
  );
}

// The console's pages load lazily; loading them once up front keeps a busy machine's first
// transform out of every test's wait for the screen.
beforeAll(async () => {
  await loadRolePages();
}, 120_000);

beforeEach(() => {
  audience = { riders: 3, can_send: true };
  sent = [];
});

describe("a notice to a run's riders", () => {
  it('shows whom it will reach, checks the fields, and sends once after confirming', async () => {
    signedInOperator();
    const { user } = renderApp('/ops/runs/41/manifest');
    expect(await screen.findByText('This will reach 3 riders.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText('A title is required.')).toBeInTheDocument();
    expect(screen.getByText('A message is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Title'), 'Running late');
    await user.type(screen.getByLabelText('Message'), 'The 06:30 is running 15 minutes late.');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText(/Send “Running late” to 3 riders/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notice sent to 3 riders.');
    expect(sent).toEqual([{ title: 'Running late', body: 'The 06:30 is running 15 minutes late.' }]);
  });

  it('sends nothing when the operator goes back', async () => {
    signedInOperator();
    const { user } = renderApp('/ops/runs/41/manifest');
    await user.type(await screen.findByLabelText('Title'), 'Running late');
    await user.type(screen.getByLabelText('Message'), 'Fifteen minutes late.');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Send notice' })).toBeEnabled();
    expect(sent).toEqual([]);
  });

  it('offers no form for a cancelled run, and no sending to nobody', async () => {
    signedInOperator();
    audience = { riders: 0, can_send: false };
    renderApp('/ops/runs/41/manifest');
    expect(await screen.findByText(/This run takes no notices/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send notice' })).not.toBeInTheDocument();
  });

  it('does not send to a run nobody is booked on', async () => {
    signedInOperator();
    audience = { riders: 0, can_send: true };
    renderApp('/ops/runs/41/manifest');
    expect(await screen.findByText('This will reach 0 riders.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send notice' })).toBeDisabled();
  });
});
