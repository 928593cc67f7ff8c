import type { Company, CompanyMemberList, DailyReport, PromoCode, StaffList } from '@shuttle/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

// jsdom draws no canvas: the chart stands in as the image it renders, its data in the table.
vi.mock('../../../features/operations/components/daily-report-chart.tsx', () => ({
  DailyReportChart: ({ days }: { days: unknown[] }) => (
    <div role="img" aria-label={`Chart of ${days.length} days`} />
  ),
}));

const ADMIN_ID = 5;

const DAY = {
  bookings: 0,
  rides: 0,
  seats_sold: 0,
  seats_offered: 0,
  load_factor: null,
  revenue_kobo: 0,
  refunds_kobo: 0,
  top_ups_kobo: 0,
};
const REPORT: DailyReport = {
  from: '2026-11-24',
  to: '2026-11-25',
  data: [
    {
      date: '2026-11-24',
      ...DAY,
      bookings: 3,
      rides: 4,
      seats_sold: 5,
      seats_offered: 20,
      load_factor: 0.25,
      revenue_kobo: 300_000,
    },
    { date: '2026-11-25', ...DAY, refunds_kobo: 100_000, top_ups_kobo: 500_000 },
  ],
  meta: { page: 1, limit: 2, total: 2 },
  totals: {
    ...DAY,
    bookings: 3,
    rides: 4,
    seats_sold: 5,
    seats_offered: 20,
    load_factor: 0.25,
    revenue_kobo: 300_000,
    refunds_kobo: 100_000,
    top_ups_kobo: 500_000,
  },
};

const PROMO: PromoCode = {
  id: 4,
  code: 'WELCOME500',
  description: 'Welcome',
  kind: 'wallet_credit',
  amount_kobo: 50_000,
  percent_off: null,
  rides: null,
  max_discount_kobo: null,
  max_redemptions: 100,
  per_user_limit: 1,
  redemptions_count: 37,
  starts_at: null,
  expires_at: null,
  discount_valid_days: null,
  disabled_at: null,
  created_at: '2026-11-01T08:00:00.000Z',
};

const COMPANY: Company = {
  id: 7,
  name: 'Lekki Logistics',
  balance_kobo: 2_500_000,
  member_count: 1,
  created_at: '2026-11-01T08:00:00.000Z',
};
const MEMBERS: CompanyMemberList = {
  data: [
    {
      user_id: 31,
      fname: 'Bisi',
      lname: 'Adeyemi',
      email: 'bisi@example.ng',
      status: 'active',
      allowance_kobo: null,
      allowance_period: null,
      allowance_spent_kobo: 0,
      allowance_left_kobo: 0,
    },
  ],
  meta: { page: 1, limit: 20, total: 1 },
};

const STAFF: StaffList = {
  data: [
    {
      id: ADMIN_ID,
      email: 'me@shuttle.ng',
      fname: 'Ngozi',
      lname: 'Eze',
      role: 'admin',
      status: 'active',
      created_at: '2026-11-01T08:00:00.000Z',
    },
    {
      id: 9,
      email: 'tunde@shuttle.ng',
      fname: 'Tunde',
      lname: 'Bello',
      role: 'operator',
      status: 'active',
      created_at: '2026-11-20T08:00:00.000Z',
    },
  ],
  meta: { page: 1, limit: 20, total: 2 },
};

function signedInAdmin() {
  signInAs(ADMIN_ID);
  server.use(
    http.get(`/v1/users/${ADMIN_ID}/wallet`, () =>
      HttpResponse.json(walletAnswerFor(ADMIN_ID, { role: 'admin', fname: 'Ngozi', lname: 'Eze' })),
    ),
  );
}

beforeAll(async () => {
  await loadRolePages();
}, 120_000);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the daily report', () => {
  it('shows the totals, the chart and a row per day for the range in the address', async () => {
    signedInAdmin();
    const asked: string[] = [];
    server.use(
      http.get('/v1/ops/reports/daily', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(REPORT);
      }),
    );
    renderApp('/ops/reports?from=2026-11-24&to=2026-11-25');
    expect(await screen.findByRole('heading', { name: 'Daily report' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Chart of 2 days' })).toBeInTheDocument();
    expect(asked[0]).toBe('?from=2026-11-24&to=2026-11-25');
    const row = screen.getByRole('row', { name: /Tue, 24 Nov/ });
    expect(within(row).getByRole('cell', { name: '5 / 20' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '25%' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '₦3,000.00' })).toBeInTheDocument();
    expect(screen.getByText('Top-ups', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₦5,000.00');
  });

  it('checks the range with the contract before asking, then puts it in the address', async () => {
    signedInAdmin();
    server.use(http.get('/v1/ops/reports/daily', () => HttpResponse.json(REPORT)));
    const { user, router } = renderApp('/ops/reports?from=2026-11-24&to=2026-11-25');
    const to = await screen.findByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The last day cannot be before the first day.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-11-24&to=2026-11-25');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-24&to=2026-11-30'));
  });

  it('downloads the CSV with the session, asking for text/csv', async () => {
    signedInAdmin();
    const accepted: (string | null)[] = [];
    server.use(
      http.get('/v1/ops/reports/daily', ({ request }) => {
        accepted.push(request.headers.get('accept'));
        if (request.headers.get('accept') === 'text/csv') {
          return new HttpResponse('"Date"\r\n', { headers: { 'content-type': 'text/csv' } });
        }
        return HttpResponse.json(REPORT);
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/ops/reports?from=2026-11-24&to=2026-11-25');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(accepted).toContain('text/csv');
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });
});

describe('promo codes', () => {
  it('lists codes with their redemptions, creates a credit in kobo, and disables a code', async () => {
    signedInAdmin();
    let created: unknown;
    let patched: unknown;
    server.use(
      http.get('/v1/ops/promo-codes', () =>
        HttpResponse.json({ data: [PROMO], meta: { page: 1, limit: 20, total: 1 } }),
      ),
      http.post('/v1/ops/promo-codes', async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ ...PROMO, id: 5, code: 'RAINY-DAY' }, { status: 201 });
      }),
      http.patch('/v1/ops/promo-codes/4', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ ...PROMO, disabled_at: '2026-11-25T08:00:00.000Z' });
      }),
    );
    const { user } = renderApp('/ops/promo-codes');
    const row = await screen.findByRole('row', { name: /WELCOME500/ });
    expect(within(row).getByRole('cell', { name: '37 of 100' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('A wallet credit needs amount_kobo.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), 'rainy-day');
    await user.type(screen.getByLabelText('Description'), 'Sorry about the rain');
    await user.type(screen.getByLabelText('Credit in naira'), '250');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('RAINY-DAY is ready for riders.');
    expect(created).toEqual({
      code: 'RAINY-DAY',
      description: 'Sorry about the rain',
      kind: 'wallet_credit',
      amount_kobo: 25_000,
      per_user_limit: 1,
    });

    await user.click(within(row).getByRole('button', { name: 'Disable WELCOME500' }));
    await waitFor(() => expect(patched).toEqual({ disabled: true }));
  });
});

describe('companies', () => {
  it('creates a company and opens it', async () => {
    signedInAdmin();
    let created: unknown;
    server.use(
      http.get('/v1/ops/companies', () =>
        HttpResponse.json({ data: [], meta: { page: 1, limit: 20, total: 0 } }),
      ),
      http.post('/v1/ops/companies', async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(COMPANY, { status: 201 });
      }),
      http.get('/v1/ops/companies/7', () => HttpResponse.json(COMPANY)),
      http.get('/v1/ops/companies/7/members', () => HttpResponse.json(MEMBERS)),
      http.get('/v1/ops/companies/7/spending', () =>
        HttpResponse.json({ data: [], meta: { page: 1, limit: 20, total: 0 } }),
      ),
    );
    const { user, router } = renderApp('/ops/companies');
    await user.type(await screen.findByLabelText('Company name'), 'Lekki Logistics');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('heading', { name: 'Lekki Logistics' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ops/companies/7');
    expect(created).toEqual({ name: 'Lekki Logistics' });
  });

  /** The company page's calls; every write is recorded with its body and idempotency key. */
  function companyPage() {
    signedInAdmin();
    const calls: { path: string; body: unknown; key: string | null }[] = [];
    const record = async (request: Request) => {
      calls.push({
        path: new URL(request.url).pathname,
        body: await request.json(),
        key: request.headers.get('idempotency-key'),
      });
    };
    server.use(
      http.get('/v1/ops/companies/7', () => HttpResponse.json(COMPANY)),
      http.get('/v1/ops/companies/7/members', () => HttpResponse.json(MEMBERS)),
      http.get('/v1/ops/companies/7/spending', () =>
        HttpResponse.json({
          data: [
            {
              month: '2026-11',
              user_id: 31,
              fname: 'Bisi',
              lname: 'Adeyemi',
              email: 'bisi@example.ng',
              bookings: 2,
              spent_kobo: 250_000,
            },
          ],
          meta: { page: 1, limit: 20, total: 1 },
        }),
      ),
      http.post('/v1/ops/companies/7/fundings', async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { transaction_id: 1, amount_kobo: 1_000_000, memo: 'GTB 0042', balance_after_kobo: 3_500_000 },
          { status: 201 },
        );
      }),
      http.post('/v1/ops/companies/7/members', async ({ request }) => {
        await record(request);
        return HttpResponse.json({ user_id: 40, outcome: 'invited' }, { status: 201 });
      }),
      http.put('/v1/ops/companies/7/members/31/allowance', async ({ request }) => {
        await record(request);
        return HttpResponse.json({
          ...MEMBERS.data[0],
          allowance_kobo: 2_000_000,
          allowance_period: 'month',
        });
      }),
    );
    return { calls, ...renderApp('/ops/companies/7') };
  }

  it('shows the wallet and the spending by month, and records a deposit with a key', async () => {
    const { user, calls } = companyPage();
    expect(await screen.findByText('₦25,000.00')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /November 2026/ })).toHaveTextContent('₦2,500.00');
    await user.type(screen.getByLabelText('Amount in naira'), '10000');
    await user.type(screen.getByLabelText('Reason'), 'GTB 0042');
    await user.click(screen.getByRole('button', { name: 'Add to the wallet' }));
    expect(await screen.findByText('Added ₦10,000.00. New balance ₦35,000.00.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/v1/ops/companies/7/fundings',
        body: { amount_kobo: 1_000_000, memo: 'GTB 0042' },
        key: expect.any(String),
      },
    ]);
  });

  it('invites a new member by email', async () => {
    const { user, calls } = companyPage();
    await user.type(await screen.findByLabelText('Email'), 'new.hire@example.ng');
    await user.type(screen.getByLabelText('First name'), 'Chidi');
    await user.type(screen.getByLabelText('Last name'), 'Okeke');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Invitation sent to new.hire@example.ng.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'new.hire@example.ng', fname: 'Chidi', lname: 'Okeke' });
  });

  it("sets a member's monthly allowance in kobo", async () => {
    const { user, calls } = companyPage();
    await user.type(await screen.findByLabelText('Allowance in naira'), '20000');
    await user.selectOptions(screen.getByLabelText('Period'), 'month');
    await user.click(screen.getByRole('button', { name: 'Save allowance' }));
    expect(await screen.findByText('Bisi Adeyemi may spend ₦20,000.00 a month.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/v1/ops/companies/7/members/31/allowance',
      body: { amount_kobo: 2_000_000, period: 'month' },
    });
  });
});

describe('staff roles and access', () => {
  it("changes another member's role and disables them, never the admin's own account", async () => {
    signedInAdmin();
    const patches: unknown[] = [];
    server.use(
      http.get('/v1/ops/staff', () => HttpResponse.json(STAFF)),
      http.patch('/v1/ops/staff/9', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...STAFF.data[1], status: 'disabled' });
      }),
    );
    const { user } = renderApp('/ops/staff');
    const mine = await screen.findByRole('row', { name: /me@shuttle.ng/ });
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    expect(within(mine).queryByRole('combobox')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Role of Tunde Bello'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Disable Tunde' }));
    await waitFor(() => expect(patches).toEqual([{ role: 'admin' }, { disabled: true }]));
  });
});
