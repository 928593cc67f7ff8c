import { runWithTwoRiders, shellCached } from './driver-helpers.ts';
import { EXPECTED_OFFLINE_ERROR, expect, signIn, test } from './fixtures.ts';

/**
 * The page's own calls fail on purpose here, with the browser's note for a request made without
 * a connection; a file the worker lacks (net::ERR_FAILED) or any other console error fails.
 */
test.use({ expectedConsoleError: EXPECTED_OFFLINE_ERROR });

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
