/**
 * The calls a signed-in page's first paint waits for, started by the entry as soon as it runs,
 * before the page's chunks have loaded (docs/decisions/189). `apiRequest` takes the answer from
 * here when it asks the same address soon after; otherwise it asks the server itself.
 */

export const DASHBOARD = '/dashboard/';
export const DASHBOARD_HOME = '/dashboard/home';

/** An early answer serves a request for this long: the query client's `staleTime`. */
export const EARLY_ANSWER_FRESH_MS = 30_000;

/** By address: when it was asked, and its answer. */
const started = new Map<string, [number, Promise<Response>]>();

/** Starts GET `/v1{address}` for each address (path and query) with the session's token. */
export function startEarlyRequests(addresses: string[], token: string): void {
  for (const address of addresses) {
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

/** The early answer for this address, once: a later request for it asks the server. */
export function takeEarlyResponse(address: string): Promise<Response> | undefined {
  const early = started.get(address);
  started.delete(address);
  return early && Date.now() - early[0] < EARLY_ANSWER_FRESH_MS ? early[1] : undefined;
}

/**
 * What each dashboard page's first paint reads, by its address: the user and wallet for every
 * page (the navigation and the greeting), and dashboard home's next ride and recent
 * notifications, as its route loader asks for them; nothing for any other page.
 */
export function earlyAddresses(pathname: string, userId: number): string[] {
  // Only the dashboard reads these first; elsewhere (the public pages, the staff's own areas)
  // an early call would be one request more.
  if (!pathname.startsWith(DASHBOARD)) return [];
  const user = `/users/${userId}`;
  // `paths.dashboard.home`, spelled here so that the api client's chunk and the entry share
  // nothing more than this module (the tests hold them equal).
  const wallet = `${user}/wallet`;
  if (pathname !== DASHBOARD_HOME) return [wallet];
  return [wallet, `${user}/routes?limit=50`, `${user}/notifications?page=1&limit=3&unread_only=false`];
}
