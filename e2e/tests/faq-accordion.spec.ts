import { expect, test } from './fixtures.ts';

test('the FAQ keeps one answer open at a time', async ({ page }) => {
  await page.goto('/faq');
  const cancel = page.locator('details', { hasText: 'Can I cancel a ride and get my money back?' });
  const charges = page.locator('details', { hasText: 'Will I be charged again automatically?' });
  const screening = page.locator('details', { hasText: 'How long does the screening take?' });

  await cancel.locator('summary').click();
  await expect(cancel).toHaveAttribute('open', '');
  await expect(page.getByText('Cancel at least an hour before the day of the ride')).toBeVisible();

  await charges.locator('summary').click();
  await expect(charges).toHaveAttribute('open', '');
  await expect(cancel).not.toHaveAttribute('open');
  await expect(page.getByText('There are no recurring charges.', { exact: false })).toBeVisible();

  // Riders' and drivers' questions share the one accordion.
  await screening.locator('summary').press('Enter');
  await expect(screening).toHaveAttribute('open', '');
  await expect(charges).not.toHaveAttribute('open');
  expect(await page.locator('main details[open]').count()).toBe(1);
});
