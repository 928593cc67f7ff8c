import type { PaymentSettings, SandboxCheckout, SessionUser, TopUpAnswer } from '@shuttle/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router.tsx';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';
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
  delete window.PaystackPop;
  session.end();
});

const RIDER_ID = 21;
const REFERENCE = 'SHT-embedded-1';
const ACCESS_CODE = 'acEmbedded1';

/**
 * The payment side of the API for one top-up of the signed-in rider: the wallet holds nothing
 * until `pay` is called, as the provider's success would credit it.
 */
function servePayments(provider: PaymentSettings['provider']) {
  const state = { balanceKobo: 0, charged: 0, status: 'ongoing' as SandboxCheckout['status'] };
  const pay = () => {
    state.status = 'success';
    state.balanceKobo += state.charged;
  };
  const checkout = (): SandboxCheckout => ({
    reference: REFERENCE,
    email: DOUBLE_PROFILE.email,
    amount_kobo: state.charged,
    currency: 'NGN',
    status: state.status,
    callback_url: `http://localhost/dashboard/wallet?reference=${REFERENCE}`,
  });
  server.use(
    http.get('/v1/payments/settings', () => HttpResponse.json({ provider })),
    http.get(`/v1/users/${RIDER_ID}/wallet`, () =>
      HttpResponse.json(
        walletAnswerFor(RIDER_ID, {
          fname: 'Amaka',
          wallet: { balance_kobo: state.balanceKobo, company_balance_kobo: null },
        }),
      ),
    ),
    http.get(`/v1/users/${RIDER_ID}/wallet/bank-account`, () =>
      HttpResponse.json({
        account_number: '9912345678',
        account_name: 'SHUTTLE/AMAKA EZE',
        bank_name: 'Sandbox Bank',
      }),
    ),
    http.post(`/v1/users/${RIDER_ID}/wallet/top-ups`, async ({ request }) => {
      state.charged = ((await request.json()) as { amount_kobo: number }).amount_kobo;
      return HttpResponse.json(
        { reference: REFERENCE, access_code: ACCESS_CODE, authorization_url: `/checkout/${ACCESS_CODE}` },
        { status: 201 },
      );
    }),
    http.get(`/v1/sandbox/checkout/${ACCESS_CODE}`, () => HttpResponse.json(checkout())),
    http.post(`/v1/sandbox/checkout/${ACCESS_CODE}/pay`, () => {
      pay();
      return HttpResponse.json(checkout());
    }),
    http.get(`/v1/users/${RIDER_ID}/wallet/top-ups/${REFERENCE}`, () =>
      HttpResponse.json({
        reference: REFERENCE,
        status: state.status === 'success' ? 'succeeded' : 'pending',
        amount_kobo: state.charged,
        channel: 'checkout',
        balance_kobo: state.balanceKobo,
      } satisfies TopUpAnswer),
    ),
  );
  return { pay };
}

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
    for (const path of ['/how-it-works', '/faq', '/charter', '/forgot-password', '/checkouts/abc']) {
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

  it('funds the wallet through the sandbox checkout page and comes back to the wallet', async () => {
    signInAs(RIDER_ID);
    servePayments('sandbox');
    const { router, user } = renderEmbedded('/dashboard/wallet');
    expect(await screen.findByTestId('personal-balance')).toHaveTextContent('₦0.00');
    await user.type(await screen.findByLabelText('Amount (₦)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));

    expect(await screen.findByRole('heading', { name: 'Pay ₦5,000.00' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/checkout/${ACCESS_CODE}`);
    await user.click(screen.getByRole('button', { name: 'Pay ₦5,000.00' }));

    expect(
      await screen.findByText('Payment received: ₦5,000.00 was added to your wallet.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/wallet');
    expect(router.state.location.search).toBe(`?reference=${REFERENCE}`);
    expect(await screen.findByTestId('personal-balance')).toHaveTextContent('₦5,000.00');
  });

  it('funds the wallet through Paystack inline without leaving the wallet', async () => {
    signInAs(RIDER_ID);
    const payments = servePayments('paystack');
    const opened: string[] = [];
    window.PaystackPop = class {
      resumeTransaction(accessCode: string, callbacks: { onSuccess: (t: { reference: string }) => void }) {
        opened.push(accessCode);
        payments.pay();
        callbacks.onSuccess({ reference: REFERENCE });
      }
    };
    const { router, user } = renderEmbedded('/dashboard/wallet');
    expect(await screen.findByTestId('personal-balance')).toHaveTextContent('₦0.00');
    await user.type(await screen.findByLabelText('Amount (₦)'), '2500');
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));

    expect(
      await screen.findByText('Payment received: ₦2,500.00 was added to your wallet.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('personal-balance')).toHaveTextContent('₦2,500.00');
    expect(opened).toEqual([ACCESS_CODE]);
    expect(router.state.location.pathname).toBe('/dashboard/wallet');
  });
});
