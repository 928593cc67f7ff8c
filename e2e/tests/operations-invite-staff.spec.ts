import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { expect, readMail, registerByApi, signIn, test, uniqueEmail } from './fixtures.ts';

async function logIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Nothing on the page may be wider than the screen (every page works at 360 px). */
async function expectNoOverflow(page: import('@playwright/test').Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('an admin invites an operator, who sets a password from the emailed link and lands on the console', async ({
  page,
  browser,
}) => {
  await logIn(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
  await expect(page).toHaveURL(/\/ops(\/|$)/);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  const email = uniqueEmail('operator');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Tunde');
  await page.getByLabel('Last name').fill('Bello');
  await page.getByLabel('Role', { exact: true }).selectOption('operator');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'staff.invite' }).first()).toBeVisible();

  // The operator opens the link in a browser of their own.
  const mail = await readMail(page, email, /invited to the Shuttle operations console/);
  const link = mail.text.match(/https?:\/\/\S+\/set-password\/[\w-]+/)?.[0];
  expect(link).toBeDefined();
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await operator.goto(link ?? '');
  await operator.getByLabel('Password', { exact: true }).fill('apapa-wharf-road-3');
  await operator.getByLabel('Confirm password').fill('apapa-wharf-road-3');
  await operator.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(operator).toHaveURL(/\/ops(\/|$)/);
  await expect(operator.getByText('Tunde Bello')).toBeVisible();
  // Operators run the service; managing staff is for admins.
  await expect(
    operator.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }),
  ).toHaveCount(0);

  // The link works once.
  await operator.goto(link ?? '');
  await operator.getByLabel('Password', { exact: true }).fill('apapa-wharf-road-4');
  await operator.getByLabel('Confirm password').fill('apapa-wharf-road-4');
  await operator.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(operator.getByRole('alert')).toHaveText(/invalid or has expired/);
  await operatorContext.close();
});

test('a rider who opens the console sees the not-found page', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  await page.goto('/ops/audit-log');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
});

test('the console, its staff screen and the set-password page fit a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/set-password/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expectNoOverflow(page, 360);

  await logIn(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
  await expect(page).toHaveURL(/\/ops(\/|$)/);
  for (const [path, heading] of [
    ['/ops/audit-log', 'Audit log'],
    ['/ops/staff', 'Staff'],
  ]) {
    await page.goto(path ?? '');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoOverflow(page, 360);
  }
});
