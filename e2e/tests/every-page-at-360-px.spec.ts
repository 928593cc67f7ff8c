import type { Page } from '@playwright/test';
import { fundWallet, nextMonday, searchFromDashboard } from './booking-helpers.ts';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

/**
 * Every page at the width of a small Lagos phone (docs/decisions/176): nothing pushes the page
 * wider than the screen, for a visitor and for a signed-in rider, and the dashboard's header
 * stays one row with the tab bar under it.
 */
const PHONE = { width: 360, height: 740 };

const PUBLIC_PAGES = [
  '/',
  '/how-it-works',
  '/charter',
  '/business',
  '/drive-for-us',
  '/she-moves',
  '/she-moves-details',
  '/she-moves-details?scope=participant',
  '/she-moves-details?scope=mentor',
  '/she-moves-details?scope=driver',
  '/bus-partners',
  '/bus-partners/form',
  '/faq',
  '/privacy-policy',
  '/routes',
  '/no-such-page',
];
/** Pages for visitors only: a signed-in rider is sent to the dashboard. */
const VISITOR_PAGES = [
  '/login',
  '/forgot-password',
  '/password/0123456789abcdef',
  '/verification/not-a-token',
  '/email-change/not-a-token',
];
const DASHBOARD_PAGES = [
  '/dashboard/home',
  '/dashboard/booking-catalogue',
  '/dashboard/book',
  '/dashboard/charter',
  '/dashboard/my-bookings',
  '/dashboard/wallet',
  '/dashboard/notifications',
  '/dashboard/booking-successful',
  '/dashboard/request-successful',
  '/dashboard/verification-successful',
  '/dashboard/account/profile',
  '/dashboard/account/password',
  '/dashboard/account/suggest-route',
  '/dashboard/account/promo-codes',
  '/dashboard/account/trip-menu',
  '/dashboard/account/support',
];

async function expectNoOverflow(page: Page, address: string) {
  await page.goto(address);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${address} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

test.use({ viewport: PHONE });

/**
 * The sweeps in slices of a few pages, each a journey of its own, so that the two browser workers
 * share them instead of one worker walking all 53 pages while the other waits.
 */
const inSlices = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

for (const [index, addresses] of inSlices([...PUBLIC_PAGES, ...VISITOR_PAGES], 7).entries()) {
  test(`a visitor sees every public page within 360 px (part ${index + 1})`, async ({ page }) => {
    for (const address of addresses) await expectNoOverflow(page, address);
  });
}

for (const [index, addresses] of inSlices(PUBLIC_PAGES, 8).entries()) {
  test(`a signed-in rider sees every public page within 360 px (part ${index + 1})`, async ({ page }) => {
    await signIn(page, await registerByApi(page));
    for (const address of addresses) await expectNoOverflow(page, address);
  });
}

for (const [index, addresses] of inSlices(DASHBOARD_PAGES, 6).entries()) {
  test(`a signed-in rider sees every dashboard page within 360 px, with a tab bar (part ${index + 1})`, async ({
    page,
  }) => {
    await signIn(page, await registerByApi(page));
    for (const address of addresses) {
      await expectNoOverflow(page, address);
      const header = await page.locator('.dashboard__bar').boundingBox();
      expect(header?.height, `${address}: the header`).toBeLessThanOrEqual(64);
      const tabs = page.getByRole('navigation', { name: 'Dashboard tabs' });
      await expect(tabs.getByRole('link')).toHaveText(['Home', 'Routes', 'Bookings', 'Wallet', 'Account']);
    }
  });
}

test('on a phone the tab bar and the header reach every part of the dashboard', async ({ page }) => {
  await signIn(page, await registerByApi(page));
  await page.goto('/dashboard/home');
  const tabs = page.getByRole('navigation', { name: 'Dashboard tabs' });
  await tabs.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(tabs.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account\/profile$/);
  await page.getByRole('banner').getByRole('link', { name: 'Charter' }).click();
  await expect(page).toHaveURL(/\/dashboard\/charter$/);
  await page.getByRole('banner').getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  // The desktop's row of links is not there on a phone.
  await expect(page.getByRole('navigation', { name: 'Dashboard', exact: true })).toBeHidden();
});

test('the boarding pass fills the card on a phone, with the ride above its QR code', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, await registerByApi(page));
  await fundWallet(page, '5000');
  await searchFromDashboard(
    page,
    ['berger', 'Ojodu Berger, by the bus terminal'],
    ['yaba', 'Yaba, opposite Tejuosho market'],
  );
  await page.getByRole('group', { name: 'Route type' }).getByLabel('One-way').check();
  await page.getByLabel('Departure date').fill(nextMonday());
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  await page
    .getByRole('region', { name: 'Available trips' })
    .getByRole('link', { name: 'Choose' })
    .first()
    .click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/dashboard\/booking-successful\/\d+$/);
  const bookingId = page.url().split('/').pop();

  await expectNoOverflow(page, `/dashboard/my-bookings/${bookingId}`);
  const pass = page.getByRole('figure', { name: 'Boarding pass' });
  const code = pass.getByRole('img', { name: 'QR code to show the driver' });
  await expect(code).toBeVisible();
  const box = await code.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(240);
  // The driver reads when and where before scanning: the ride's details come first.
  const details = await pass.getByText('Ojodu Berger, by the bus terminal').first().boundingBox();
  expect(details?.y).toBeLessThan(box?.y ?? 0);
  await expect(code).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
