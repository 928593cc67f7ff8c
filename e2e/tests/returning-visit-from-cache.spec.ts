import type { Page } from '@playwright/test';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

/** The built files this page has loaded so far, with the bytes each took over the network. */
const loadedAssets = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        transferSize: (entry as PerformanceResourceTiming).transferSize,
      })),
  );

/** Dashboard home with its search form, which loads after the first paint, on screen. */
async function openDashboardHome(page: Page, open: () => Promise<unknown>) {
  await open();
  await expect(page.getByText('No upcoming ride. Search below to book one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find tickets and prices' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * A returning rider's phone runs the app from its own cache: the hashed scripts and stylesheets
 * are kept a year, so a second visit asks the server for none of them, not even to check them
 * (docs/speed.md#caching, docs/decisions/210). A check would show as a few hundred bytes of
 * headers in the resource timing; a file taken from the cache shows none.
 */
test('a second visit to dashboard home takes every file of the first from the cache', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  await openDashboardHome(page, () => page.goto('/dashboard/home'));
  const firstVisit = new Set((await loadedAssets(page)).map((asset) => asset.path));
  await openDashboardHome(page, () => page.reload());
  const again = (await loadedAssets(page)).filter((asset) => firstVisit.has(asset.path));
  expect(again.some((asset) => asset.path.endsWith('.js'))).toBe(true);
  expect(again.some((asset) => asset.path.endsWith('.css'))).toBe(true);
  expect(again.filter((asset) => asset.transferSize > 0)).toEqual([]);
});
