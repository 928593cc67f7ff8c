import type { Page, Route } from '@playwright/test';
import { expect, loseChunkDownload, registerByApi, signIn, test } from './fixtures.ts';

/**
 * `/` and `/login` arrive as HTML and the app hydrates them (docs/decisions/058). The entry
 * script is held back so that the page can be looked at as it is before any JavaScript runs.
 */
async function holdTheEntryScript(page: Page) {
  const held: Route[] = [];
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
    held.push(route);
  });
  return {
    release: async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const route of held) await route.continue();
    },
  };
}

test('home paints from HTML, then the same markup becomes interactive', async ({ page }) => {
  const entry = await holdTheEntryScript(page);
  // Not waiting for `load`, which waits for the held script.
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.locator('h1');
  await expect(heading).toHaveText('Your daily commute across Lagos, sorted');
  await expect(page.locator('#root')).toHaveAttribute('inert');
  await page.evaluate(() => {
    (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
      document.querySelector('h1');
  });
  await entry.release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Hydrated, not replaced: the heading is the very element the HTML brought.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
        document.querySelector('h1'),
    ),
  ).toBe(true);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find tickets and prices' })).toBeVisible();
});

test('a visitor logs in on the prerendered login page', async ({ page }) => {
  const rider = await registerByApi(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('the login form loads its check when the visitor turns to it, and says so when it cannot', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  // The phone loses the check's download (docs/decisions/196).
  const check = await loseChunkDownload(page, /\/assets\/login-check-[\w-]+\.js$/);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(check.asked).toEqual([]);
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Oops! An error occured, please try again.');
  await expect(page.getByLabel('Email')).toHaveValue(rider.email);
  // The connection is back: the next send downloads the check and logs in.
  await check.restore();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('a signed-in rider never sees the visitor markup of /login and lands on the dashboard', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  const entry = await holdTheEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByText('Log in to Shuttle')).toBeAttached();
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  await entry.release();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: `Good day, ${rider.fname}` })).toBeVisible();
});

test('a signed-in rider gets the navbar with Dashboard on home', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('dashboard home asks for what its first paint shows before its scripts have loaded, once each', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  // The home page signIn opened loads its search form after its paint: its stylesheet must not
  // be counted as one of dashboard home's. The form shows once its chunk and stylesheet have
  // loaded (a quiet network alone is no proof on a busy machine, where it comes later).
  await expect(page.getByRole('button', { name: 'Find tickets and prices' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const asked: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`/v1/users/${rider.id}`)) asked.push(url.pathname + url.search);
    if (url.pathname.endsWith('.css')) stylesheets.push(url.pathname);
  });
  const entry = await holdTheEntryScript(page);
  await page.goto('/dashboard/home', { waitUntil: 'commit' });
  const firstPaintReads = [
    `/v1/users/${rider.id}/notifications?page=1&limit=3&unread_only=false`,
    `/v1/users/${rider.id}/routes?limit=50`,
    `/v1/users/${rider.id}/wallet?page=1&limit=10`,
  ];
  // The page's inline script asks while the entry is held (docs/decisions/195).
  await expect.poll(() => [...asked].sort()).toEqual(firstPaintReads);
  // Its stylesheets are named by the HTML too, not found by the scripts once they run
  // (docs/decisions/198): the global one and the dashboard's.
  await expect.poll(() => stylesheets.length).toBe(2);
  const beforeTheEntry = [...stylesheets];
  await entry.release();
  await expect(page.getByRole('heading', { name: `Good day, ${rider.fname}` })).toBeVisible();
  await expect(page.getByText('No upcoming ride. Search below to book one.')).toBeVisible();
  // The entry took those answers over instead of asking again.
  expect(asked.filter((address) => firstPaintReads.includes(address))).toHaveLength(3);
  // The first paint needed no stylesheet that the HTML did not name (the search form's comes later).
  expect(stylesheets.slice(0, beforeTheEntry.length)).toEqual(beforeTheEntry);
  expect(stylesheets.slice(beforeTheEntry.length).every((file) => /route-search/.test(file))).toBe(true);
});

test('dashboard home paints its next ride while its notifications are still on the way', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  const held: Route[] = [];
  let released = false;
  await page.route(/\/v1\/users\/\d+\/notifications\?page=1&limit=3/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  await page.goto('/dashboard/home');
  await expect(page.getByText('No upcoming ride. Search below to book one.')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent notifications' });
  await expect(recent.getByText('Loading...')).toBeVisible();
  expect(held.length).toBeGreaterThan(0);
  released = true;
  for (const route of held) await route.continue();
  await expect(recent.getByText('Loading...')).toHaveCount(0);
  await expect(
    recent.getByText('No notifications yet.').or(recent.getByRole('listitem')).first(),
  ).toBeVisible();
});
