import { type Receipt, STATEMENT_MESSAGES } from '@shuttle/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 7;

const RECEIPT: Receipt = {
  id: 41,
  number: 'RCPT-2026-000123',
  kind: 'booking',
  amount_kobo: 180_000,
  created_at: '2026-11-25T07:00:00.000Z',
  details: {
    title: 'Booking #9',
    lines: [
      { description: 'Thursday 26 November 2026, T12 Ikeja to Lekki at 06:30, 1 seat', amount_kobo: 200_000 },
    ],
    discount_kobo: 20_000,
    total_kobo: 180_000,
    paid_with: 'Personal wallet',
    reference: null,
    booking_id: 9,
    balance_after_kobo: null,
  },
};

/** What each file request asked for, and the names the browser was told to save. */
let asked: { url: URL; accept: string | null; authorization: string | null }[];
let saved: string[];

function serveFile(path: string, type: string, filename: string, body: string) {
  server.use(
    http.get(path, ({ request }) => {
      asked.push({
        url: new URL(request.url),
        accept: request.headers.get('accept'),
        authorization: request.headers.get('authorization'),
      });
      return new HttpResponse(body, {
        headers: { 'content-type': type, 'content-disposition': `attachment; filename="${filename}"` },
      });
    }),
  );
}

beforeEach(() => {
  signInAs(USER_ID);
  // What the wallet page reads beside the files: a rider with an empty history.
  server.use(http.get(`/v1/users/${USER_ID}/wallet`, () => HttpResponse.json(walletAnswerFor(USER_ID))));
  asked = [];
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('receipts', () => {
  it('shows a receipt as issued and downloads it as the PDF with the session', async () => {
    serveFile(
      `/v1/users/${USER_ID}/receipts/41`,
      'application/pdf',
      'receipt-RCPT-2026-000123.pdf',
      '%PDF-1.7',
    );
    // The page reads JSON from the same address; anything else falls through to the file.
    server.use(
      http.get(`/v1/users/${USER_ID}/receipts/41`, ({ request }) =>
        request.headers.get('accept') === 'application/json' ? HttpResponse.json(RECEIPT) : undefined,
      ),
    );
    const { user } = renderApp('/dashboard/receipts/41');
    expect(await screen.findByRole('heading', { name: 'Receipt RCPT-2026-000123' })).toBeInTheDocument();
    expect(screen.getByText(RECEIPT.details.lines[0]?.description ?? '')).toBeInTheDocument();
    expect(screen.getByText('−₦200.00')).toBeInTheDocument();
    expect(screen.getByText('₦1,800.00')).toBeInTheDocument();
    expect(screen.getByText('#9')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['receipt-RCPT-2026-000123.pdf']));
    expect(asked).toEqual([
      expect.objectContaining({
        accept: 'application/pdf',
        authorization: 'Bearer header.payload.signature',
      }),
    ]);
  });

  it('lists receipts newest first, each opening its page', async () => {
    server.use(
      http.get(`/v1/users/${USER_ID}/receipts`, () =>
        HttpResponse.json({ data: [RECEIPT], meta: { page: 1, limit: 20, total: 1 } }),
      ),
    );
    renderApp('/dashboard/receipts');
    const link = await screen.findByRole('link', { name: 'RCPT-2026-000123' });
    expect(link).toHaveAttribute('href', '/dashboard/receipts/41');
    expect(screen.getByText(/₦1,800\.00/)).toBeInTheDocument();
  });
});

describe('the wallet statement', () => {
  beforeEach(() => {
    server.use(
      http.get(`/v1/users/${USER_ID}/wallet`, () =>
        HttpResponse.json({
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
          wallet: { balance_kobo: 0, company_balance_kobo: null },
          company_wallet: null,
          walletHistory: [],
          walletHistoryMeta: { page: 1, limit: 10, total: 0 },
        }),
      ),
      http.get('/v1/payments/settings', () => HttpResponse.json({ provider: 'sandbox' })),
      http.get(`/v1/users/${USER_ID}/wallet/bank-account`, () =>
        HttpResponse.json({
          account_number: '9912345678',
          account_name: 'SHUTTLE/FUNKE',
          bank_name: 'Sandbox Bank',
        }),
      ),
    );
    serveFile(
      `/v1/users/${USER_ID}/wallet/statement`,
      'text/csv',
      'statement-2026-11-01-2026-11-25.csv',
      '"Date"',
    );
  });

  it("refuses a period that ends before it starts, in the contract's words, without asking", async () => {
    const { user } = renderApp('/dashboard/wallet');
    // A date input takes its value whole, as the browser's date picker sets it.
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(STATEMENT_MESSAGES.order)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('downloads the period as CSV, and links to the receipts', async () => {
    const { user } = renderApp('/dashboard/wallet');
    // A date input takes its value whole, as the browser's date picker sets it.
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-25' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['statement-2026-11-01-2026-11-25.csv']));
    expect(asked[0]?.accept).toBe('text/csv');
    expect(Object.fromEntries(asked[0]?.url.searchParams ?? [])).toEqual({
      from: '2026-11-01',
      to: '2026-11-25',
    });
    expect(screen.getByRole('link', { name: 'View your receipts' })).toHaveAttribute(
      'href',
      '/dashboard/receipts',
    );
  });
});

describe('my bookings', () => {
  it('downloads the ride history as CSV', async () => {
    const empty = { data: [], meta: { page: 1, limit: 10, total: 0 } };
    server.use(
      http.get(`/v1/users/${USER_ID}/routes`, () => HttpResponse.json(empty)),
      http.get(`/v1/bookings/${USER_ID}/past-bookings`, () => HttpResponse.json(empty)),
    );
    serveFile(`/v1/users/${USER_ID}/rides.csv`, 'text/csv', 'rides-2026-11-25.csv', '"Date"');
    const { user } = renderApp('/dashboard/my-bookings');
    await user.click(await screen.findByRole('button', { name: 'Download ride history (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['rides-2026-11-25.csv']));
    expect(asked[0]?.accept).toBe('text/csv');
  });
});
