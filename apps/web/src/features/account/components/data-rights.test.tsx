import { DATA_RIGHTS_MESSAGES, type DataExport } from '@shuttle/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 11;
const EXPORT_ID = '7d0c3a52-8c1e-4a55-9d8e-0e0f6f0a1b2c';
const PREPARING: DataExport = {
  id: EXPORT_ID,
  status: 'preparing',
  created_at: '2026-11-25T06:00:00.000Z',
  ready_at: null,
  expires_at: null,
};

beforeEach(() => {
  signInAs(USER_ID);
  server.use(http.get(`/v1/users/${USER_ID}/wallet`, () => HttpResponse.json(walletAnswerFor(USER_ID))));
});

describe('the your data page', () => {
  it('asks for a copy once and shows that it is being prepared', async () => {
    let asked = 0;
    server.use(
      http.get(`/v1/users/${USER_ID}/data-export`, () => HttpResponse.json({ data: null })),
      http.post(`/v1/users/${USER_ID}/data-export`, () => {
        asked += 1;
        return HttpResponse.json(PREPARING, { status: 202 });
      }),
    );
    const { user } = renderApp('/dashboard/account/your-data');
    expect(await screen.findByText('You have not asked for a copy yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/Your copy is being prepared/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    expect(asked).toBe(1);
  });

  it('deletes the account only with the box ticked, and shows a refusal in the server’s words', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`/v1/users/${USER_ID}/data-export`, () => HttpResponse.json({ data: null })),
      http.delete(`/v1/users/${USER_ID}`, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json({ code: 'CONFLICT', message: DATA_RIGHTS_MESSAGES.ridesAhead }, { status: 409 })
          : HttpResponse.json({ message: DATA_RIGHTS_MESSAGES.accountDeleted });
      }),
    );
    const { user } = renderApp('/dashboard/account/your-data');
    await user.type(await screen.findByLabelText('Your password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.confirmRequired)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByLabelText('I understand that this cannot be undone'));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.ridesAhead)).toBeInTheDocument();
    expect(session.get()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(session.get()).toBeNull());
    expect(bodies).toEqual([
      { password: 'correct horse battery', confirm: true },
      { password: 'correct horse battery', confirm: true },
    ]);
  });
});

describe('the emailed download page', () => {
  it('says in the server’s words that the copy has expired', async () => {
    server.use(
      http.get(`/v1/users/${USER_ID}/data-export/${EXPORT_ID}`, () =>
        HttpResponse.json(
          { code: 'EXPORT_EXPIRED', message: DATA_RIGHTS_MESSAGES.exportExpired },
          { status: 410 },
        ),
      ),
    );
    const { user } = renderApp(`/dashboard/account/data-export/${EXPORT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download zip' }));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.exportExpired)).toBeInTheDocument();
  });
});
