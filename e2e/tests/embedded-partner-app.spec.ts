import { expect, test } from './fixtures.ts';

const PARTNER_ORIGIN = 'https://app.testpay.example';

test('the embedded build signs in through the partner SDK and shows the dashboard', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain(`frame-ancestors ${PARTNER_ORIGIN}`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fhome$/);
  await expect(page.getByText('Please log in to your TestPay account to use Shuttle.')).toBeVisible();
  await expect(page.getByTestId('partner-profile')).toHaveText(
    'Logged in to TestPay as Amaka Eze (amaka.eze@partner.test).',
  );
  await page.getByRole('button', { name: 'Continue with TestPay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Good day, Amaka' })).toBeVisible();
  await expect(page.getByTestId('home-balance')).toHaveText('₦0.00');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('amaka.eze@partner.test');
  // The FAQ is a page of the public site, which this build does not carry.
  await page.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'frequently asked questions' })).toHaveCount(0);
});

test('the embedded build has no marketing pages: they answer the not-found page', async ({ page }) => {
  for (const path of ['/how-it-works', '/faq', '/charter', '/drive-for-us', '/forgot-password', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fhome$/);
});
