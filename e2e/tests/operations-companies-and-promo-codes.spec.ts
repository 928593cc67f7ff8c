import type { Page } from '@playwright/test';
import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { expect, registerByApi, test } from './fixtures.ts';

async function logInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(BOOTSTRAP_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(BOOTSTRAP_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/ops(\/|$)/);
}

/** Nothing on the page may be wider than the screen (every page works at 360 px). */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('an operator creates a company, records a deposit, adds a rider and sets their allowance, at 360 px', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Companies' }).click();
  const name = `Apapa Freight ${Date.now()}`;
  await page.getByLabel('Company name').fill(name);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByLabel('Amount in naira').fill('50000');
  await page.getByLabel('Reason').fill('Transfer 0042 from GTBank');
  await page.getByRole('button', { name: 'Add to the wallet' }).click();
  await expect(page.getByText('Added ₦50,000.00. New balance ₦50,000.00.')).toBeVisible();

  await page.getByLabel('Email').fill(rider.email);
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText(`${rider.email} is now a member.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(rider.email) })).toBeVisible();

  await page.getByLabel('Allowance in naira').fill('20000');
  await page.getByLabel('Period').selectOption('month');
  await page.getByRole('button', { name: 'Save allowance' }).click();
  await expect(page.getByText('Funke Adeyemi may spend ₦20,000.00 a month.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(rider.email) })).toContainText('₦20,000.00 a month');
  await expectNoOverflow(page);
});

test('an operator creates a promo code and disables it; a rider can no longer redeem it', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Promo codes' }).click();
  const code = `RAIN-${Date.now() % 1_000_000}`;
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByLabel('Description').fill('Sorry about the rain');
  await page.getByLabel('Credit in naira').fill('300');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`${code} is ready for riders.`)).toBeVisible();
  await expectNoOverflow(page);

  await page.getByLabel('Find a code').fill(code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await row.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(row.getByRole('cell', { name: 'Disabled' })).toBeVisible();

  const redeemed = await page.request.post(`/v1/users/${rider.id}/promo-codes`, {
    data: { code },
    headers: { authorization: `Bearer ${rider.token.token}` },
  });
  expect(redeemed.status()).toBe(404);
});
