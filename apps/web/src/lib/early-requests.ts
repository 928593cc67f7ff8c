import { SESSION_KEYS } from './session.ts';

/**
 * The calls a signed-in page's first paint waits for, started by the entry as soon as it runs,
 * before the page's chunks have loaded (docs/decisions/189). `apiRequest` takes the answer from
 * here when it asks the same address soon after; otherwise it asks the server itself.
 */

export const DASHBOARD = '/dashboard/';
export const DASHBOARD_HOME = '/dashboard/home';
export const DASHBOARD_WALLET = '/dashboard/wallet';

/** An early answer serves a request for this long: the query client's `staleTime`. */
export const EARLY_ANSWER_FRESH_MS = 30_000;

/** When an early request was asked, and its answer. */
type Started = [askedAt: number, answer: Promise<Response>];

/** By address: when it was asked, and its answer. */
const started = new Map<string, Started>();

/**
 * Where the page's own script (`earlyRequestsScript`) leaves the requests it started, by address,
 * for the entry to take over instead of asking again.
 */
export const PAGE_STARTED = 'shuttleEarlyRequests';

declare global {
  interface Window {
    [PAGE_STARTED]?: Record<string, Started>;
  }
}

/**
 * Starts GET `/v1{address}` for each address (path and query) with the session's token, or takes
 * over the request for it that the page's HTML started before the entry had loaded.
 */
export function startEarlyRequests(addresses: string[], token: string): void {
  for (const address of addresses) {
    const already = window[PAGE_STARTED]?.[address];
    if (already) {
      started.set(address, already);
      continue;
    }
    // The body is read at once: until it is, the browser counts the load as open, and an answer
    // that no request takes would keep the page from ever being idle.
    const response = fetch(`/v1${address}`, { headers: { authorization: `Bearer ${token}` } }).then(
      async (answer) =>
        new Response(await answer.blob(), {
          status: answer.status,
          statusText: answer.statusText,
          headers: answer.headers,
        }),
    );
    // A failure is the taker's to handle; one that nobody takes is no error of the page's.
    response.catch(() => {});
    started.set(address, [Date.now(), response]);
  }
}

/**
 * The signed-in user is read from `GET /users/{id}/wallet` with the first page of the wallet's
 * history at the size the wallet page shows, so that the wallet page starts from that same answer
 * instead of asking for it again (docs/decisions/221-the-wallet-page-starts-from-the-user-read.md).
 */
export const WALLET_HISTORY_PAGE_SIZE = 10;

/** The early answer for this address, once: a later request for it asks the server. */
export function takeEarlyResponse(address: string): Promise<Response> | undefined {
  const early = started.get(address);
  started.delete(address);
  return early && Date.now() - early[0] < EARLY_ANSWER_FRESH_MS ? early[1] : undefined;
}

/**
 * What each dashboard page's first paint reads, by its address, for the user whose addresses
 * start with `user`: the user and wallet for every page (the navigation and the greeting),
 * dashboard home's next ride and recent notifications, and the wallet page's payment settings,
 * as their route loaders ask for them; nothing more for any other page.
 */
function addressesFor(pathname: string, user: string): string[] {
  // Only the dashboard reads these first; elsewhere (the public pages, the staff's own areas)
  // an early call would be one request more.
  if (!pathname.startsWith(DASHBOARD)) return [];
  // `paths.dashboard.home` and `.wallet`, spelled here so that the api client's chunk and the
  // entry share nothing more than this module (the tests hold them equal).
  const wallet = `${user}/wallet?page=1&limit=${WALLET_HISTORY_PAGE_SIZE}`;
  if (pathname === DASHBOARD_WALLET) return [wallet, '/payments/settings'];
  if (pathname !== DASHBOARD_HOME) return [wallet];
  return [wallet, `${user}/routes?limit=50`, `${user}/notifications?page=1&limit=3&unread_only=false`];
}

export const earlyAddresses = (pathname: string, userId: number) =>
  addressesFor(pathname, `/users/${userId}`);

/** Stands for the signed-in user's id in the addresses the page's script is given. */
const USER_ID = '{userId}';

/**
 * An inline script for a page's HTML that starts its early requests while the entry is still
 * downloading, for `startEarlyRequests` to take over (docs/decisions/195). It reads the session
 * as `session.restore` does (the keys of lib/session.ts) and does nothing without a live one.
 * Plain script text, evaluated as it is by the tests.
 */
export function earlyRequestsScript(pathname: string): string {
  const templates = JSON.stringify(addressesFor(pathname, `/users/${USER_ID}`));
  const keys = JSON.stringify(SESSION_KEYS);
  return `try{const k=${keys},s=localStorage,t=s.getItem(k.token),u=Number(s.getItem(k.userId)),e=Number(s.getItem(k.expiry));if(t&&Number.isSafeInteger(u)&&u>0&&e*1000>Date.now()){const r=window.${PAGE_STARTED}={};for(const a of ${templates}){const d=a.replace('${USER_ID}',u),p=fetch('/v1'+d,{headers:{authorization:'Bearer '+t}}).then(async x=>new Response(await x.blob(),{status:x.status,statusText:x.statusText,headers:x.headers}));p.catch(()=>{});r[d]=[Date.now(),p]}}}catch{}`;
}
