import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as dashboardHomeLoader } from '../app/routes/dashboard/home.tsx';
import { paths } from '../config/paths.ts';
import { server } from '../testing/msw-server.ts';
import { signInAs, walletAnswerFor } from '../testing/signed-in.ts';
import { apiRequest } from './api-client.ts';
import {
  DASHBOARD_HOME,
  DASHBOARD_WALLET,
  EARLY_ANSWER_FRESH_MS,
  earlyAddresses,
  earlyRequestsScript,
  PAGE_STARTED,
  startEarlyRequests,
} from './early-requests.ts';
import { queryClient } from './query-client.ts';

const EMPTY_PAGE = { data: [], meta: { page: 1, limit: 50, total: 0 } };

/** Answers dashboard home's three calls and records each address (path and query) asked. */
function recordDashboardHomeCalls(): string[] {
  const asked: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    asked.push(url.pathname.replace(/^\/v1/, '') + url.search);
  };
  server.use(
    http.get('*/v1/users/:userId/wallet', ({ request, params }) => {
      record(request);
      return HttpResponse.json(walletAnswerFor(Number(params.userId)));
    }),
    http.get('*/v1/users/:userId/routes', ({ request }) => {
      record(request);
      return HttpResponse.json(EMPTY_PAGE);
    }),
    http.get('*/v1/users/:userId/notifications', ({ request }) => {
      record(request);
      return HttpResponse.json({ ...EMPTY_PAGE, meta: { page: 1, limit: 3, total: 0 } });
    }),
  );
  return asked;
}

describe('early requests (docs/decisions/189)', () => {
  it('name dashboard home and the wallet page by their addresses', () => {
    expect(DASHBOARD_HOME).toBe(paths.dashboard.home);
    expect(DASHBOARD_WALLET).toBe(paths.dashboard.wallet);
  });

  it('are exactly the calls dashboard home’s loader makes, so that it asks none twice', async () => {
    signInAs(7);
    const asked = recordDashboardHomeCalls();
    await dashboardHomeLoader();
    expect(asked.sort()).toEqual(earlyAddresses(paths.dashboard.home, 7).sort());
  });

  it('answer the loader without a second request when started first', async () => {
    signInAs(7);
    const asked = recordDashboardHomeCalls();
    startEarlyRequests(earlyAddresses(paths.dashboard.home, 7), 'header.payload.signature');
    await dashboardHomeLoader();
    expect(asked).toHaveLength(3);
    expect(queryClient.getQueryData(['users', 7, 'wallet'])).toMatchObject({ id: 7, fname: 'Funke' });
  });

  it('start only the user for any other dashboard page, and nothing outside the dashboard', () => {
    expect(earlyAddresses(paths.dashboard.myBookings, 7)).toEqual(['/users/7/wallet?page=1&limit=10']);
    expect(earlyAddresses('/', 7)).toEqual([]);
    expect(earlyAddresses('/ops', 7)).toEqual([]);
  });

  it('serve one request: the next one for the same address asks the server', async () => {
    signInAs(7);
    const asked = recordDashboardHomeCalls();
    startEarlyRequests(['/users/7/wallet'], 'header.payload.signature');
    await apiRequest('/users/7/wallet');
    await apiRequest('/users/7/wallet');
    expect(asked).toEqual(['/users/7/wallet', '/users/7/wallet']);
  });

  it('are not used once older than the query client keeps an answer fresh', async () => {
    signInAs(7);
    const asked = recordDashboardHomeCalls();
    startEarlyRequests(['/users/7/wallet'], 'header.payload.signature');
    await waitFor(() => expect(asked).toHaveLength(1));
    const later = Date.now() + EARLY_ANSWER_FRESH_MS;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await apiRequest('/users/7/wallet');
    } finally {
      vi.mocked(Date.now).mockRestore();
    }
    expect(asked).toEqual(['/users/7/wallet', '/users/7/wallet']);
  });

  describe('started by the page’s own script (docs/decisions/195)', () => {
    /** Runs the script as the browser runs the page's inline script: its text, as it is. */
    const runPageScript = (pathname: string) => new Function(earlyRequestsScript(pathname))();
    // The header that recordDashboardHomeCalls does not keep: which token each call carried.
    const tokensOf = (requests: Request[]) => requests.map((request) => request.headers.get('authorization'));

    afterEach(() => {
      delete window[PAGE_STARTED];
    });

    it('ask dashboard home’s reads with the stored token, and the entry takes them over', async () => {
      signInAs(7);
      const asked = recordDashboardHomeCalls();
      const requests: Request[] = [];
      server.events.on('request:start', ({ request }) => requests.push(request));
      try {
        runPageScript(paths.dashboard.home);
        expect(Object.keys(window[PAGE_STARTED] ?? {}).sort()).toEqual(
          earlyAddresses(paths.dashboard.home, 7).sort(),
        );
        startEarlyRequests(earlyAddresses(paths.dashboard.home, 7), 'header.payload.signature');
        await dashboardHomeLoader();
      } finally {
        server.events.removeAllListeners('request:start');
      }
      expect(asked.sort()).toEqual(earlyAddresses(paths.dashboard.home, 7).sort());
      expect(tokensOf(requests)).toEqual(Array(3).fill('Bearer header.payload.signature'));
      expect(queryClient.getQueryData(['users', 7, 'wallet'])).toMatchObject({ id: 7, fname: 'Funke' });
    });

    it('ask nothing without a session, or with an expired one', () => {
      const asked = recordDashboardHomeCalls();
      localStorage.clear();
      runPageScript(paths.dashboard.home);
      expect(window[PAGE_STARTED]).toBeUndefined();
      signInAs(7);
      localStorage.setItem('token_exp', String(Math.floor(Date.now() / 1000) - 1));
      runPageScript(paths.dashboard.home);
      expect(window[PAGE_STARTED]).toBeUndefined();
      expect(asked).toEqual([]);
    });

    it('ask nothing when storage cannot be read', () => {
      const asked = recordDashboardHomeCalls();
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      try {
        expect(() => runPageScript(paths.dashboard.home)).not.toThrow();
      } finally {
        vi.mocked(Storage.prototype.getItem).mockRestore();
      }
      expect(window[PAGE_STARTED]).toBeUndefined();
      expect(asked).toEqual([]);
    });
  });

  it('leave an early failure to the request that takes it', async () => {
    signInAs(7);
    server.use(http.get('*/v1/users/:userId/wallet', () => HttpResponse.error()));
    startEarlyRequests(['/users/7/wallet'], 'header.payload.signature');
    await expect(apiRequest('/users/7/wallet')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
