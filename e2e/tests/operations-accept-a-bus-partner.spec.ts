import type { Page } from '@playwright/test';
import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { expect, readMail, test, uniqueEmail } from './fixtures.ts';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Nothing on the page may be wider than the screen (every page works at 360 px). */
async function expectNoOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A bus partner application as the public form sends it (the form has its own journey). */
async function applyAsPartner(page: Page, email: string, company: string, lname: string) {
  const fields = {
    fname: 'Kemi',
    lname,
    email,
    phone: '08123456789',
    company_name: company,
    vehicle_brand: 'Toyota',
    vehicle_count: 6,
    vehicle_type: 'hiace',
    amenities: 'AC',
  };
  const response = await page.request.post('/v1/partner', {
    data: { ...fields, meta: JSON.stringify(fields) },
    headers: { 'x-forwarded-for': `198.19.${Date.now() % 250}.${process.pid % 250}` },
  });
  expect(response.status()).toBe(201);
}

test('an operator accepts a bus partner application; the partner sets a password from the email and sees the portal', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('fleet');
  const suffix = Date.now();
  const company = `Eko Fleet ${suffix}`;
  // The applicant's name is unique too: other journeys send bus partner applications as well.
  const name = `Kemi Balogun${suffix}`;
  await applyAsPartner(page, email, company, `Balogun${suffix}`);

  await logIn(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
  await expect(page).toHaveURL(/\/ops(\/|$)/);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inboxes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bus partner applications' })).toBeVisible();
  await page.getByLabel('Search').fill(company);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(page.getByText(company).first()).toBeVisible();
  await page.getByLabel('Status').selectOption('accepted');
  await page.getByLabel('Note').fill('Fleet inspected at Oshodi');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByText(/opened account #\d+/)).toBeVisible();
  await expect(page.getByText('Fleet inspected at Oshodi')).toBeVisible();

  // The partner opens the emailed link in a browser of their own.
  const mail = await readMail(page, email, /bus partner application is accepted/);
  const link = mail.text.match(/https?:\/\/\S+\/set-password\/[\w-]+/)?.[0];
  expect(link).toBeDefined();
  const partnerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const partner = await partnerContext.newPage();
  await partner.goto(link ?? '');
  await partner.getByLabel('Password', { exact: true }).fill('ojota-garage-12');
  await partner.getByLabel('Confirm password').fill('ojota-garage-12');
  await partner.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(partner).toHaveURL(/\/bus-partner$/);
  await expect(partner.getByRole('heading', { level: 1, name: 'Bus partner' })).toBeVisible();
  await expect(partner.getByText(company)).toBeVisible();
  await expect(partner.getByRole('heading', { name: 'My buses', exact: true })).toBeVisible();
  await expect(partner.getByText('No buses registered to you yet.')).toBeVisible();
  await partner.waitForLoadState('networkidle');
  await expectNoOverflow(partner, 360);
  await partnerContext.close();
});

test('the inboxes fit a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await logIn(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
  await expect(page).toHaveURL(/\/ops(\/|$)/);
  await page.goto('/ops/inbox/partner-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Inboxes' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoOverflow(page, 360);
});
