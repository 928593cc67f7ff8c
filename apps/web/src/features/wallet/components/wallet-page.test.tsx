import type { WalletAnswer } from '@shuttle/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const USER_ID = 7;

function walletAnswer(overrides: Partial<WalletAnswer> = {}): WalletAnswer {
  return {
    id: USER_ID,
    fname: 'Funke',
    lname: 'Adeyemi',
    email: 'funke@example.ng',
    phone: '08031234567',
    city_id: 1,
    corporate_id: null,
    verified: true,
    avatar: null,
    role: 'rider',
    wallet: { balance_kobo: 500_000, company_balance_kobo: null },
    company_wallet: null,
    walletHistory: [
      {
        id: 3,
        amount_kobo: 500_000,
        direction: 'credit',
        balance_after_kobo: 500_000,
        title: 'Wallet top-up',
        reference: 'SHT-abc',
        created_at: '2026-11-21T09:00:00.000Z',
      },
    ],
    walletHistoryMeta: { page: 1, limit: 10, total: 1 },
    ...overrides,
  };
}

function serveWallet(answer: () => WalletAnswer) {
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () => HttpResponse.json(answer())),
    http.get('/v1/payments/settings', () => HttpResponse.json({ provider: 'sandbox' })),
    http.get(`/v1/users/${USER_ID}/wallet/bank-account`, () =>
      HttpResponse.json({
        account_number: '9912345678',
        account_name: 'SHUTTLE/FUNKE ADEYEMI',
        bank_name: 'Sandbox Bank',
      }),
    ),
  );
}

beforeEach(() => {
  localStorage.setItem('token', 'header.payload.signature');
  localStorage.setItem('user_id', String(USER_ID));
  localStorage.setItem('token_exp', String(Math.floor(Date.now() / 1000) + 3600));
  session.restore();
});

describe('the wallet page', () => {
  it('shows the balance in naira, the transfer account and the history', async () => {
    serveWallet(() => walletAnswer());
    renderApp('/dashboard/wallet');
    expect(await screen.findByTestId('personal-balance')).toHaveTextContent('₦5,000.00');
    expect(await screen.findByTestId('account-number')).toHaveTextContent('9912345678');
    // The history comes in a render after the balances' paint (docs/decisions/288).
    const line = await screen.findByRole('listitem');
    expect(within(line).getByText('Wallet top-up')).toBeInTheDocument();
    expect(within(line).getByText('+₦5,000.00')).toBeInTheDocument();
    expect(screen.queryByTestId('company-balance')).not.toBeInTheDocument();
  });

  it('shows a company member the company balance and the allowance left', async () => {
    serveWallet(() =>
      walletAnswer({
        corporate_id: 1,
        wallet: { balance_kobo: 0, company_balance_kobo: 10_000_000 },
        company_wallet: {
          corporate_id: 1,
          corporate_name: 'Shuttle Business Pilot',
          balance_kobo: 10_000_000,
          allowance_kobo: 1_500_000,
          allowance_period: 'week',
          allowance_spent_kobo: 500_000,
          allowance_left_kobo: 1_000_000,
        },
      }),
    );
    renderApp('/dashboard/wallet');
    expect(await screen.findByTestId('company-balance')).toHaveTextContent('₦100,000.00');
    expect(
      screen.getByText('Shuttle Business Pilot: ₦10,000.00 of your ₦15,000.00 allowance left this week.'),
    ).toBeInTheDocument();
  });

  it('checks the amount before opening a checkout', async () => {
    serveWallet(() => walletAnswer());
    const { user } = renderApp('/dashboard/wallet');
    await user.type(await screen.findByLabelText('Amount (₦)'), '1000001');
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));
    expect(await screen.findByText('The largest top-up is ₦1,000,000.00.')).toBeInTheDocument();
  });

  it('confirms a paid top-up and refreshes the balance without a reload', async () => {
    let paid = false;
    serveWallet(() =>
      walletAnswer(paid ? { wallet: { balance_kobo: 1_000_000, company_balance_kobo: null } } : {}),
    );
    server.use(
      http.get(`/v1/users/${USER_ID}/wallet/top-ups/SHT-new`, () => {
        paid = true;
        return HttpResponse.json({
          reference: 'SHT-new',
          status: 'succeeded',
          amount_kobo: 500_000,
          channel: 'checkout',
          balance_kobo: 1_000_000,
        });
      }),
    );
    renderApp('/dashboard/wallet?reference=SHT-new');
    expect(
      await screen.findByText('Payment received: ₦5,000.00 was added to your wallet.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('₦10,000.00')).toBeInTheDocument();
  });

  it.each([
    ['failed', 'The payment failed. Nothing was added to your wallet.'],
    ['abandoned', 'You closed the checkout. You were not charged.'],
    ['pending', 'Processing your payment...'],
  ])('tells the rider a %s top-up', async (status, message) => {
    serveWallet(() => walletAnswer());
    server.use(
      http.get(`/v1/users/${USER_ID}/wallet/top-ups/SHT-x`, () =>
        HttpResponse.json({
          reference: 'SHT-x',
          status,
          amount_kobo: 500_000,
          channel: 'checkout',
          balance_kobo: 500_000,
        }),
      ),
    );
    renderApp('/dashboard/wallet?reference=SHT-x');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
