import { runWithTwoRiders, shellCached } from './driver-helpers.ts';
import { test as base, expect, signIn } from './fixtures.ts';

/**
 * The page's own calls fail on purpose here, with the browser's note for a request made without
 * a connection; a file the worker lacks (net::ERR_FAILED) or any other console error fails.
 */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (/ERR_INTERNET_DISCONNECTED|status of 4\d\d/.test(message.text())) return;
      errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

test('a rider who has viewed a booking opens its boarding pass with no connection', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const run = await runWithTwoRiders(page);
  const rider = run.riders[0];
  if (!rider) throw new Error('a rider');
  await signIn(page, rider.session);
  await page.goto(`/dashboard/my-bookings/${rider.bookingId}`);
  await expect(page.getByRole('img', { name: 'QR code to show the driver' })).toBeVisible();
  await shellCached(page, '/dashboard/my-bookings');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('img', { name: 'QR code to show the driver' })).toBeVisible();
  await expect(page.getByText(rider.code)).toBeVisible();
});
