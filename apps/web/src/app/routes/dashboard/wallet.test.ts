import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { startSession } from '../../../features/auth/api/start-session.ts';
import { walletQueryOptions } from '../../../features/wallet/api/get-wallet.ts';
import { earlyAddresses } from '../../../lib/early-requests.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { server } from '../../../testing/msw-server.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';
import { loader } from './wallet.tsx';

const LINE = {
  id: 3,
  amount_kobo: 500_000,
  direction: 'credit' as const,
  balance_after_kobo: 500_000,
  title: 'Wallet top-up',
  reference: 'SHT-abc',
  created_at: '2026-11-21T09:00:00.000Z',
};

/** Answers the wallet page's reads as the server does, and records each address asked. */
function recordWalletCalls(): string[] {
  const asked: string[] = [];
  server.use(
    http.get('*/v1/users/:userId/wallet', ({ request, params }) => {
      const url = new URL(request.url);
      asked.push(url.pathname.replace(/^\/v1/, '') + url.search);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return HttpResponse.json(
        walletAnswerFor(Number(params.userId), {
          walletHistory: page === 1 ? [LINE] : [],
          walletHistoryMeta: { page, limit, total: 1 },
        }),
      );
    }),
    http.get('*/v1/payments/settings', () => {
      asked.push('/payments/settings');
      return HttpResponse.json({ provider: 'sandbox' });
    }),
  );
  return asked;
}

const load = (search = '') => loader({ request: new Request(`http://localhost/dashboard/wallet${search}`) });

describe('the wallet page’s loader (docs/decisions/221)', () => {
  it('asks the wallet call once on the first page: the user read is that page', async () => {
    signInAs(7);
    const asked = recordWalletCalls();
    await load();
    expect(asked.sort()).toEqual(['/payments/settings', '/users/7/wallet?page=1&limit=10']);
    expect(queryClient.getQueryData(walletQueryOptions(7, 1).queryKey)?.walletHistory).toEqual([LINE]);
  });

  it('asks exactly what the entry starts early for the page (docs/decisions/189)', async () => {
    signInAs(7);
    const asked = recordWalletCalls();
    await load();
    expect(asked.sort()).toEqual(earlyAddresses(paths.dashboard.wallet, 7).sort());
  });

  it('asks for a later page itself', async () => {
    signInAs(7);
    const asked = recordWalletCalls();
    await load('?page=2');
    expect(asked.sort()).toEqual(['/payments/settings', '/users/7/wallet?page=2&limit=10']);
  });

  it('asks for the first page itself when the user came from a login, which carries no history', async () => {
    const asked = recordWalletCalls();
    startSession({
      ...walletAnswerFor(7),
      token: { token: 'header.payload.signature', exp: Math.floor(Date.now() / 1000) + 3600 },
    });
    await load();
    expect(asked.sort()).toEqual(['/payments/settings', '/users/7/wallet?page=1&limit=10']);
    expect(queryClient.getQueryData(walletQueryOptions(7, 1).queryKey)?.walletHistory).toEqual([LINE]);
  });
});
