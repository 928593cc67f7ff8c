import type { Page, Route } from '@playwright/test';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

/**
 * A signed-in page's first reads are sent from their call's address and painted as they arrive;
 * their answers are checked after the paint (docs/decisions/287), and the forms' checks load when
 * a form is used (docs/decisions/189, 192, 198). zod (its core's chunk and the `contracts` chunk,
 * which every schema needs, docs/decisions/288) and every form check are held back here: each page
 * must paint its data without them.
 */
async function holdBackEverySchema(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route(/\/assets\/(contracts|schema-core|[\w-]+-check)-[\w-]+\.js$/, (route) => {
    held.push(route);
  });
  return held;
}

test('my bookings paints its list while zod and every form check are held back', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  await holdBackEverySchema(page);
  await page.goto('/dashboard/my-bookings');
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByText('No active bookings.')).toBeVisible();
});

test('dashboard home paints the greeting, the next ride and the balance while zod is held back', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  const held = await holdBackEverySchema(page);
  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { name: /^Good day, / })).toBeVisible();
  await expect(page.getByText('No upcoming ride. Search below to book one.')).toBeVisible();
  await expect(page.getByTestId('home-balance')).toHaveText('₦0.00');
  // Once painted, the page checks what it showed: that is when zod is asked for.
  await expect.poll(() => held.length).toBeGreaterThan(0);
});

test('the wallet paints its balance and history while zod is held back', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  await holdBackEverySchema(page);
  await page.goto('/dashboard/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', exact: true })).toBeVisible();
  await expect(page.getByTestId('personal-balance')).toHaveText('₦0.00');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
});
