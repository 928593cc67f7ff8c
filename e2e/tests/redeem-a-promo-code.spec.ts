import { fundWallet, nextMonday, searchFromDashboard } from './booking-helpers.ts';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

test('WELCOME500 puts ₦500 in the wallet, once', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  await page.goto('/dashboard/account/promo-codes');
  await expect(page.getByText('You have not redeemed a promo code yet.')).toBeVisible();
  await page.getByLabel('Promo code', { exact: true }).fill('welcome500');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('WELCOME500: ₦500.00 added to your wallet.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Redeemed promo codes' })).toContainText('WELCOME500');

  await page.getByLabel('Promo code', { exact: true }).fill('WELCOME500');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('You have already used this promo code.')).toBeVisible();

  await page.goto('/dashboard/wallet');
  await expect(page.getByTestId('personal-balance')).toHaveText('₦500.00');
  await expect(page.getByRole('listitem').filter({ hasText: 'Promo code WELCOME500' })).toContainText(
    '+₦500.00',
  );
});

/** The first naira amount in a text ("RIDE10: ₦1,234.56 off"), in kobo. */
const kobo = (text: string | null) =>
  Math.round(Number((text ?? '').match(/₦([\d,]+\.\d{2})/)?.[1]?.replaceAll(',', '')) * 100);

test('RIDE10 takes 10% off the next ride in the booking summary, and the cancelled ride comes back', async ({
  page,
}) => {
  await signIn(page, await registerByApi(page));
  await fundWallet(page, '5000');
  await page.goto('/dashboard/account/promo-codes');
  await page.getByLabel('Promo code', { exact: true }).fill('ride10');
  await page.getByRole('button', { name: 'Redeem' }).click();
  const redeemed = page.getByRole('list', { name: 'Redeemed promo codes' });
  await expect(redeemed).toContainText('10% off 5 rides: 5 rides left');

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

  const rides = page.getByRole('region', { name: 'Your rides' });
  const discount = page.getByTestId('booking-discount');
  await expect(discount).toContainText(/^RIDE10: ₦[\d,]+\.\d{2} off$/);
  const fares = kobo(await rides.getByText('Fares').locator('xpath=following-sibling::dd[1]').textContent());
  const total = kobo(await page.getByTestId('booking-total').textContent());
  expect(kobo(await discount.textContent())).toBe(Math.floor(fares / 10));
  expect(total).toBe(fares - Math.floor(fares / 10));
  await expect(rides.getByRole('listitem')).toContainText('RIDE10:');
  const totalText = (await page.getByTestId('booking-total').textContent()) ?? '';
  const discountText = (await discount.textContent()) ?? '';
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/dashboard\/booking-successful\/\d+$/);
  await expect(
    page.getByText(`${totalText} was paid from your Personal wallet (${discountText}).`),
  ).toBeVisible();
  const bookingPage = `/dashboard/my-bookings/${page.url().split('/').pop()}`;
  await page.goto('/dashboard/account/promo-codes');
  await expect(redeemed).toContainText('10% off 5 rides: 4 rides left');

  await page.goto(bookingPage);
  const summary = page.getByRole('region', { name: 'Booking summary' });
  await expect(summary.getByTestId('booking-discount')).toHaveText(discountText);

  await page.getByRole('button', { name: 'Cancel this ride' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm cancellation' });
  await expect(confirm).toContainText(`${totalText} goes back to your Personal wallet at once.`);
  await confirm.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByTestId('refunded')).toHaveText(totalText);

  await page.goto('/dashboard/account/promo-codes');
  await expect(redeemed).toContainText('10% off 5 rides: 5 rides left');
  await page.goto('/dashboard/wallet');
  await expect(page.getByTestId('personal-balance')).toHaveText('₦5,000.00');
});
