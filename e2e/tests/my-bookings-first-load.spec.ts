import type { Route } from '@playwright/test';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

/**
 * My bookings names rides and dates but validates no form: its first paint needs none of the
 * forms' checks (docs/decisions/189 and 192). A helper that a card imports from a module beside
 * a form's check brings it back in, as `pickupDateOf` once did (docs/decisions/198). Every form
 * check is held back here: the page must paint its list without them. (zod itself now comes with
 * the page's first call, whose answer is checked against its contract: docs/decisions/273.)
 */
test('my bookings paints its list while every form check is held back', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  const held: Route[] = [];
  await page.route(/\/assets\/[\w-]+-check-[\w-]+\.js$/, (route) => {
    held.push(route);
  });
  await page.goto('/dashboard/my-bookings');
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByText('No active bookings.')).toBeVisible();
});
