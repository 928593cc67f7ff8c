import type { Route } from '@playwright/test';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

/**
 * My bookings names rides and dates but validates nothing: its first paint needs no zod and no
 * form contracts (docs/decisions/189 and 192). A helper that a card imports from a module beside
 * the schemas brings them back in, as `pickupDateOf` once did (docs/decisions/198). Those chunks
 * are held back here: the page must paint its list without them.
 */
test('my bookings paints its list while zod and the form contracts are held back', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  const held: Route[] = [];
  await page.route(/\/assets\/(zod|contracts)-[\w-]+\.js$/, (route) => {
    held.push(route);
  });
  await page.goto('/dashboard/my-bookings');
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByText('No active bookings.')).toBeVisible();
});
