import type { AuditLogList, StaffList, UserRole } from '@shuttle/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 5;

const STAFF: StaffList = {
  data: [
    {
      id: 1,
      email: 'admin@shuttle.ng',
      fname: 'Shuttle',
      lname: 'Admin',
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
      status: 'invited',
      created_at: '2026-11-20T08:00:00.000Z',
    },
  ],
  meta: { page: 1, limit: 20, total: 2 },
};

const AUDIT: AuditLogList = {
  data: [
    {
      id: 3,
      actor: { id: 1, email: 'admin@shuttle.ng' },
      action: 'staff.invite',
      entity: 'user',
      entity_id: '9',
      before: null,
      after: { email: 'tunde@shuttle.ng', role: 'operator' },
      created_at: '2026-11-20T08:00:00.000Z',
    },
  ],
  meta: { page: 1, limit: 25, total: 1 },
};

/** Every call the console made, so a test can say none reached the ops API. */
let opsCalls: string[] = [];

function signedInWithRole(role: UserRole) {
  signInAs(USER_ID);
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () =>
      HttpResponse.json(walletAnswerFor(USER_ID, { role, fname: 'Ngozi', lname: 'Eze' })),
    ),
    http.get('/v1/ops/staff', ({ request }) => {
      opsCalls.push(request.url);
      return HttpResponse.json(STAFF);
    }),
    http.get('/v1/ops/audit-log', ({ request }) => {
      opsCalls.push(request.url);
      return HttpResponse.json(AUDIT);
    }),
  );
}

// The console's pages load lazily; loading them once up front keeps a busy machine's first
// transform out of every test's wait for the screen.
beforeAll(async () => {
  await loadRolePages();
}, 120_000);

beforeEach(() => {
  opsCalls = [];
});

describe('the operators console', () => {
  it('shows a rider the not-found page and asks the ops API nothing', async () => {
    signedInWithRole('rider');
    renderApp('/ops/audit-log');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    expect(opsCalls).toEqual([]);
  });

  // The layout checks the role once for every screen: no screen's loader runs for a rider, so
  // nothing reaches the ops API.
  it.each([
    '/ops/today',
    '/ops/riders?q=ada',
    '/ops/companies/3',
    '/ops/inbox/feedback',
    '/ops/runs/4/manifest',
    '/ops/network/routes/2',
    '/ops/jobs',
  ])('turns a rider sent to %s away at the layout', async (address) => {
    signedInWithRole('rider');
    server.use(
      http.all('/v1/ops/*', ({ request }) => {
        opsCalls.push(request.url);
        return HttpResponse.json({ message: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 });
      }),
    );
    renderApp(address);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    expect(opsCalls).toEqual([]);
  });

  it('sends a visitor to log in first', async () => {
    const { router } = renderApp('/ops');
    await screen.findByRole('button', { name: 'Log in' });
    expect(router.state.location.search).toMatch(/^\?redirect=%2Fops/);
  });

  it('gives an operator the audit log and no Staff entry; the staff page is not found for them', async () => {
    signedInWithRole('operator');
    const { router } = renderApp('/ops/audit-log');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ops/audit-log');
    expect(await screen.findByRole('cell', { name: /user #9/ })).toBeInTheDocument();

    await router.navigate('/ops/staff');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(opsCalls.some((url) => url.includes('/ops/staff'))).toBe(false);
  });

  it('filters the audit log by actor and entity through the address', async () => {
    signedInWithRole('admin');
    const { user, router } = renderApp('/ops/audit-log');
    await user.click(await screen.findByRole('button', { name: 'admin@shuttle.ng' }));
    expect(router.state.location.search).toBe('?actor_id=1');
    await user.type(screen.getByLabelText('Entity'), 'user');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(router.state.location.search).toBe('?actor_id=1&entity=user');
    await screen.findByText(/Changes by admin@shuttle.ng/);
    expect(opsCalls.at(-1)).toMatch(/actor_id=1/);
    expect(opsCalls.at(-1)).toMatch(/entity=user/);
  });

  it('lets an admin see the team and invite an operator with the contract messages', async () => {
    signedInWithRole('admin');
    let invited: unknown;
    server.use(
      http.post('/v1/ops/staff', async ({ request }) => {
        invited = await request.json();
        return HttpResponse.json({ ...STAFF.data[1], id: 12, email: 'ada@shuttle.ng' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/ops/staff');
    expect(await screen.findByRole('cell', { name: 'tunde@shuttle.ng' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Invited' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(invited).toBeUndefined();

    await user.type(screen.getByLabelText('Email'), 'ada@shuttle.ng');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Obi');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to ada@shuttle.ng.');
    expect(invited).toEqual({ email: 'ada@shuttle.ng', fname: 'Ada', lname: 'Obi', role: 'admin' });
  });
});
