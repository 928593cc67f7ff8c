import { expect, registerByApi, signIn, test } from './fixtures.ts';

/**
 * A returning rider's phone runs the app from its own cache: the hashed scripts and stylesheets
 * are kept a year, so a second visit asks the server for none of them, not even to check them
 * (docs/speed.md#caching, docs/decisions/210). A check would show as a few hundred bytes of
 * headers in the resource timing; a file taken from the cache shows none.
 */
test('a second visit to dashboard home takes every script and stylesheet from the cache', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  await page.goto('/dashboard/home');
  await expect(page.getByText('No upcoming ride. Search below to book one.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No upcoming ride. Search below to book one.')).toBeVisible();
  const assets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        transferSize: (entry as PerformanceResourceTiming).transferSize,
      })),
  );
  expect(assets.some((asset) => asset.path.endsWith('.js'))).toBe(true);
  expect(assets.some((asset) => asset.path.endsWith('.css'))).toBe(true);
  expect(assets.filter((asset) => asset.transferSize > 0)).toEqual([]);
});
