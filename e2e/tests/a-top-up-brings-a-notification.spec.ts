import { expect, registerByApi, signIn, test } from './fixtures.ts';

test('a sandbox top-up brings a notification, and reading it lowers the unread count', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  await page.goto('/dashboard/home');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(page.getByRole('region', { name: 'Recent notifications' })).toContainText(
    'No notifications yet.',
  );
  await expect(menu.getByTestId('unread-count')).toHaveCount(0);
  await expect(page.getByTestId('home-balance')).toHaveText('₦0.00');

  await page.getByRole('link', { name: 'Fund wallet' }).click();
  await page.getByLabel('Amount (₦)', { exact: true }).fill('2500');
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  await page.getByRole('button', { name: 'Pay ₦2,500.00' }).click();
  await expect(page.getByTestId('personal-balance')).toHaveText('₦2,500.00');
  await expect(menu.getByTestId('unread-count')).toContainText('1 unread');

  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('home-balance')).toHaveText('₦2,500.00');
  await expect(page.getByRole('region', { name: 'Recent notifications' })).toContainText('Wallet funded');

  await menu.getByRole('link', { name: /Notifications/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Wallet funded' });
  await expect(item).toContainText('₦2,500.00 was added to your wallet.');
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(menu.getByTestId('unread-count')).toHaveCount(0);
  await expect(page.getByTestId('unread-summary')).toHaveText('No unread notifications');

  // The count comes from the server: a reload agrees.
  await page.reload();
  await expect(page.getByTestId('unread-summary')).toHaveText('No unread notifications');
  await expect(menu.getByTestId('unread-count')).toHaveCount(0);
});
