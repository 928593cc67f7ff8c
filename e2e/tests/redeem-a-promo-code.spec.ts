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
