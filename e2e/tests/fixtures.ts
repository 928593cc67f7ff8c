import { test as base, expect, type Page } from '@playwright/test';

/**
 * Any console error on a page fails the journey (docs/code-style.md#tests, epic-stack). The browser's own
 * note for a 4xx answer is not one: journeys about wrong input expect those answers. A journey
 * that expects more (a phone offline) says so with `test.use({ expectedConsoleError })`.
 */
export const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;
/** What an offline journey also expects: the browser's note for a request made with no connection. */
export const EXPECTED_OFFLINE_ERROR = /ERR_INTERNET_DISCONNECTED|status of 4\d\d/;
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleError: RegExp }>({
  expectedConsoleError: [EXPECTED_CLIENT_ERROR, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleError }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedConsoleError.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * A chunk whose download the phone loses (404) until `restore()`: what a form that loads its
 * check on demand must survive (docs/decisions/196). `asked` lists every request for it.
 */
export async function loseChunkDownload(page: Page, chunk: RegExp) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (chunk.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  await page.route(chunk, (route) => route.fulfill({ status: 404, body: '' }));
  return { asked, restore: () => page.unroute(chunk) };
}

let counter = 0;
export const uniqueEmail = (prefix = 'rider') =>
  `${prefix}-${Date.now()}-${process.pid}-${++counter}@example.ng`;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for the newest email to `to` in the sandbox mailbox (GET /v1/dev/mailbox). */
export async function readMail(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/v1/dev/mailbox');
      const { data } = (await response.json()) as { data: Mail[] };
      found = data.find((mail) => mail.to === to && subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** Registers through the API (faster than the form, for journeys about something else). */
export async function registerByApi(page: Page, overrides: Record<string, unknown> = {}) {
  counter++;
  const body = {
    fname: 'Funke',
    lname: 'Adeyemi',
    email: uniqueEmail(),
    phone: '08031234567',
    city_id: 1,
    password: 'lagos-commute-2026',
    ...overrides,
  };
  // Each journey's rider arrives from an address of its own (the server trusts the proxy
  // header in this setup), so that sign-up rate limits count per rider, not per test run.
  const response = await page.request.post('/v1/users', {
    data: body,
    headers: { 'x-forwarded-for': `198.18.${(counter >> 8) & 255}.${counter & 255}` },
  });
  expect(response.status()).toBe(201);
  const user = (await response.json()) as { id: number; token: { token: string; exp: number } };
  return { ...body, id: user.id, token: user.token };
}

/** Logs in through the API and stores the session the way the SPA does. */
export async function signIn(page: Page, user: { id: number; token: { token: string; exp: number } }) {
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token.token);
    localStorage.setItem('user_id', String(session.id));
    localStorage.setItem('token_exp', String(session.token.exp));
  }, user);
}
