import type { SessionUser } from '@shuttle/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router.tsx';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { walletAnswerFor } from '../../../testing/signed-in.ts';
import { DOUBLE_PROFILE } from '../partner-sdk-double.ts';

/** The embedded build's app at `url`, as `npm run build:embedded` makes it for TestPay. */
function renderEmbedded(url: string) {
  const router = createMemoryRouter(createRoutes({ embeddedPartner: 'TestPay' }), { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const SESSION: SessionUser = {
  ...walletAnswerFor(21, { fname: 'Amaka', lname: 'Eze', email: DOUBLE_PROFILE.email }),
  token: { token: 'partner.session.token', exp: Math.floor(Date.now() / 1000) + 3600 },
  wallet: { balance_kobo: 0, company_balance_kobo: null },
};

afterEach(() => {
  delete window.partnerSdk;
  session.end();
});

describe('the embedded build', () => {
  it('sends / to the partner login, which signs in through the partner SDK', async () => {
    const tokens: string[] = [];
    window.partnerSdk = {
      getProfile: async () => DOUBLE_PROFILE,
      getToken: async () => 'signed-by-the-partner',
    };
    server.use(
      http.post('/v1/partner/session', async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return HttpResponse.json(SESSION);
      }),
      http.get('/v1/users/21/wallet', () => HttpResponse.json(walletAnswerFor(21, { fname: 'Amaka' }))),
      http.get('/v1/users/21/notifications', () =>
        HttpResponse.json({ data: [], meta: { page: 1, limit: 3, total: 0 } }),
      ),
    );
    const { router, user } = renderEmbedded('/');
    expect(
      await screen.findByText('Please log in to your TestPay account to use Shuttle.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByTestId('partner-profile')).toHaveTextContent(
      'Logged in to TestPay as Amaka Eze (amaka.eze@partner.test).',
    );
    await user.click(screen.getByRole('button', { name: 'Continue with TestPay' }));
    expect(await screen.findByRole('heading', { name: 'Good day, Amaka' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/home');
    expect(tokens).toEqual(['signed-by-the-partner']);
    expect(localStorage.getItem('token')).toBe('partner.session.token');
  });

  it('answers the marketing pages and the email login with the not-found page', async () => {
    for (const path of ['/how-it-works', '/faq', '/charter', '/forgot-password', '/checkout/abc']) {
      const { router } = renderEmbedded(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      document.body.innerHTML = '';
    }
  });

  it('tells a visitor outside the partner app where to log in', async () => {
    renderEmbedded('/login');
    expect(await screen.findByText('Open Shuttle from the TestPay app to log in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with TestPay' })).toBeDisabled();
  });
});
