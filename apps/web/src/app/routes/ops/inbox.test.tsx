import type { InboxItem, InboxList, InboxPatch } from '@shuttle/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 5;
const TUNDE = { id: 9, fname: 'Tunde', lname: 'Bello' };

const SUMMARY = {
  id: 41,
  kind: 'partner-applications',
  status: 'new',
  name: 'Kemi Balogun',
  email: 'kemi@eko-fleet.ng',
  summary: 'Eko Fleet Ltd, 6 × Toyota',
  assignee: null,
  created_at: '2026-11-24T09:00:00.000Z',
} as const;

const LIST: InboxList = { data: [SUMMARY], meta: { page: 1, limit: 20, total: 41 } };

const ITEM: InboxItem = {
  ...SUMMARY,
  form: { company_name: 'Eko Fleet Ltd', phone: '08123456789', meta: { vehicle_type: 'hiace,coaster' } },
  quote_kobo: null,
  account_id: null,
  has_licence: false,
  history: [],
};

let listQueries: URLSearchParams[] = [];
/** The item as the server holds it: a change is what the next read answers. */
let current: InboxItem = ITEM;
let patches: InboxPatch[] = [];

function signedInAsOperator() {
  signInAs(USER_ID);
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () =>
      HttpResponse.json(walletAnswerFor(USER_ID, { role: 'operator', fname: 'Ngozi', lname: 'Eze' })),
    ),
    http.get('/v1/ops/inbox-assignees', () =>
      HttpResponse.json({ data: [TUNDE], meta: { page: 1, limit: 1, total: 1 } }),
    ),
    http.get('/v1/ops/inbox/:kind', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(LIST);
    }),
    http.get('/v1/ops/inbox/:kind/:id', () => HttpResponse.json(current)),
    http.patch('/v1/ops/inbox/:kind/:id', async ({ request }) => {
      const patch = (await request.json()) as InboxPatch;
      patches.push(patch);
      current = {
        ...ITEM,
        status: patch.status,
        account_id: patch.status === 'accepted' ? 77 : null,
        history: [
          {
            id: 1,
            actor: { id: USER_ID, fname: 'Ngozi', lname: 'Eze' },
            status_before: 'new',
            status_after: patch.status,
            assignee_before: null,
            assignee_after: null,
            note: patch.note ?? null,
            created_at: '2026-11-25T09:00:00.000Z',
          },
        ],
      };
      return HttpResponse.json(current);
    }),
  );
}

beforeAll(async () => {
  await loadRolePages();
}, 120_000);

beforeEach(() => {
  listQueries = [];
  patches = [];
  current = ITEM;
});

describe('the inboxes', () => {
  it('lists an inbox, searches and filters through the address, and assigns from the list', async () => {
    signedInAsOperator();
    const { user, router } = renderApp('/ops/inbox');
    expect(await screen.findByRole('heading', { name: 'Bus partner applications' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kemi Balogun' })).toHaveAttribute(
      'href',
      '/ops/inbox/partner-applications/41',
    );
    expect(screen.getByRole('navigation', { name: 'Inbox pages' })).toHaveTextContent('Page 1 of 3');

    await user.type(screen.getByLabelText('Search'), 'eko');
    await user.selectOptions(screen.getByLabelText('Status'), 'in_review');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=eko&status=in_review'));
    await waitFor(() => expect(listQueries.at(-1)?.get('status')).toBe('in_review'));
    expect(listQueries.at(-1)?.get('q')).toBe('eko');

    const assignee = await screen.findByRole('combobox', { name: 'Assignee of Kemi Balogun' });
    await within(assignee).findByRole('option', { name: 'Tunde Bello' });
    await user.selectOptions(assignee, '9');
    await waitFor(() => expect(patches).toEqual([{ status: 'new', assignee_id: 9 }]));
  });

  it('shows what the form sent and accepts it with a note', async () => {
    signedInAsOperator();
    const { user } = renderApp('/ops/inbox/partner-applications/41');
    expect(await screen.findByRole('heading', { name: /Kemi Balogun/ })).toBeInTheDocument();
    expect(screen.getByText('Company name').nextSibling).toHaveTextContent('Eko Fleet Ltd');
    expect(screen.getByText('Meta · Vehicle type').nextSibling).toHaveTextContent('hiace,coaster');
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'accepted');
    await user.type(screen.getByLabelText('Note'), 'Fleet inspected');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(patches).toEqual([{ status: 'accepted', assignee_id: null, note: 'Fleet inspected' }]);
    expect(await screen.findByText(/opened account #77/)).toBeInTheDocument();
    expect(screen.getByText('Fleet inspected')).toBeInTheDocument();
  });

  it('takes a charter quote in naira and sends it in kobo', async () => {
    signedInAsOperator();
    current = { ...ITEM, kind: 'charter-requests', summary: 'Ikeja → Marina' };
    const { user } = renderApp('/ops/inbox/charter-requests/41');
    await user.type(await screen.findByLabelText('Quote (₦)'), '250000');
    await user.selectOptions(screen.getByLabelText('Status'), 'accepted');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(patches).toEqual([{ status: 'accepted', assignee_id: null, note: '', quote_kobo: 25_000_000 }]);
  });

  it('shows a rider the not-found page and no inbox', async () => {
    signInAs(USER_ID);
    server.use(http.get(`/v1/users/${USER_ID}/wallet`, () => HttpResponse.json(walletAnswerFor(USER_ID))));
    renderApp('/ops/inbox/feedback');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(listQueries).toEqual([]);
  });
});
