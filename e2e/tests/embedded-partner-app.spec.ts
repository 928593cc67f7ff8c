import type { Page } from '@playwright/test';
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

/**
 * The partner's app as the rider has it: a page of the partner's origin that frames ours. A
 * journey of its own names its own partner user, so that its wallet is its own.
 */
async function openInsideThePartnerApp(page: Page) {
  const journey = `${Date.now()}-${test.info().workerIndex}`;
  const appUrl = new URL('/', test.info().project.use.baseURL).href;
  // The SDK double's user for this journey (partner-sdk-double.ts): the frame's name says who.
  const frameName = `partner-sdk-double:${JSON.stringify({ id: `journey-${journey}`, email: `rider-${journey}@partner.test` })}`;
  // Here the partner's page is a public origin and the app a loopback server: Chromium asks
  // before a public page reaches a local one. The rider's real partner app and ours are both public.
  await page.context().grantPermissions(['local-network-access'], { origin: PARTNER_ORIGIN });
  await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>TestPay</title><iframe title="Shuttle" name='${frameName}' src="${appUrl}" width="360" height="740"></iframe>`,
    }),
  );
  const framed = page.waitForResponse((response) => response.url() === appUrl);
  await page.goto(`${PARTNER_ORIGIN}/shuttle`);
  return { app: page.frameLocator('iframe[title="Shuttle"]'), document: await framed };
}

test('a rider inside the partner app funds the wallet through the checkout and comes back to the balance', async ({
  page,
}) => {
  const { app, document } = await openInsideThePartnerApp(page);
  const policy = document.headers()['content-security-policy'] ?? '';
  expect(policy.split('; ')).toContain(`frame-ancestors ${PARTNER_ORIGIN}`);

  await app.getByRole('button', { name: 'Continue with TestPay' }).click();
  await expect(app.getByRole('heading', { name: 'Good day, Amaka' })).toBeVisible();
  await app.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(app.getByTestId('personal-balance')).toHaveText('₦0.00');

  await app.getByLabel('Amount (₦)', { exact: true }).fill('5000');
  await app.getByRole('button', { name: 'Fund wallet' }).click();
  await expect(app.getByRole('heading', { name: 'Pay ₦5,000.00' })).toBeVisible();
  await app.getByRole('button', { name: 'Pay ₦5,000.00' }).click();

  await expect(app.getByRole('status')).toHaveText(/Payment received: ₦5,000.00 was added to your wallet./);
  await expect(app.getByTestId('personal-balance')).toHaveText('₦5,000.00');
  await expect(app.getByRole('listitem').filter({ hasText: 'Wallet top-up' })).toContainText('+₦5,000.00');
  // The whole payment happened inside the frame: the partner's page never moved.
  expect(page.url()).toBe(`${PARTNER_ORIGIN}/shuttle`);
  expect(page.frames()[1]?.url()).toMatch(/\/dashboard\/wallet\?reference=SHT-/);
});
