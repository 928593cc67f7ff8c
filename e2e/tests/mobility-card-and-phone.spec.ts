import { logInAsDriver, rideStatuses, runWithTwoRiders } from './driver-helpers.ts';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };

/**
 * docs/product.md#mobility-card and #on-the-phone: a rider links a card on the profile page,
 * which stays within a 360 px screen with a 40-character email; the driver boards them by the
 * card's number on the run's screen. The site links its installable manifest.
 */
test('a rider links a mobility card at 360 px and the driver boards them with it', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now() % 100_000_000}${Math.floor(Math.random() * 10)}`;
  const email = `${tag}.${'x'.repeat(40 - tag.length - 1 - '@example.com'.length)}@example.com`;
  expect(email).toHaveLength(40);
  const longEmailRider = await registerByApi(page, { email });

  await page.setViewportSize(PHONE);
  await signIn(page, longEmailRider);
  await page.goto('/dashboard/account/profile');
  await expect(page.getByRole('heading', { name: 'Mobility card' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the profile with a 40-character email is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);

  const run = await runWithTwoRiders(page);
  const [rider] = run.riders;
  if (!rider) throw new Error('no rider');
  await signIn(page, rider.session);
  await page.goto('/dashboard/account/profile');
  await expect(page.getByRole('heading', { name: 'Mobility card' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/rider.webmanifest');
  await page.getByLabel('Card number').fill('04:a2:7f:1b:33:80');
  await page.getByRole('button', { name: 'Link card' }).click();
  await expect(page.getByText('Card 04A27F1B3380')).toBeVisible();

  const driver = await browser.newPage();
  await logInAsDriver(driver, run);
  await driver
    .getByRole('link', { name: new RegExp(run.departureTime) })
    .first()
    .click();
  await driver.getByRole('textbox', { name: 'Mobility card number' }).fill('04A2 7F1B 3380');
  await driver.getByRole('button', { name: 'Check card' }).click();
  await expect(driver.getByLabel('Scan result')).toContainText('Board');
  await expect(driver.getByLabel('Scan result')).toContainText(rider.fname);
  await expect.poll(async () => (await rideStatuses(page, run))[0]).toBe('boarded');
  await driver.close();
});
