import { expect, readMail, registerByApi, test } from './fixtures.ts';

test('a rider resets a forgotten password from the emailed link and logs in with the new one', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByLabel('Email').fill(rider.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

  const mail = await readMail(page, rider.email, /Reset your Shuttle password/);
  const link = mail.text.match(/https?:\/\/\S+\/password\/[\w-]+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');

  const newPassword = 'third-mainland-bridge-9';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill('not the same');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords must be identical.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('a reset link works once', async ({ page }) => {
  const rider = await registerByApi(page);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(rider.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const mail = await readMail(page, rider.email, /Reset your Shuttle password/);
  const link = mail.text.match(/https?:\/\/\S+\/password\/[\w-]+/)?.[0] ?? '';

  for (const attempt of ['first', 'second']) {
    await page.goto(link);
    await page.getByLabel('New password').fill(`lekki-${attempt}-ride`);
    await page.getByLabel('Confirm password').fill(`lekki-${attempt}-ride`);
    await page.getByRole('button', { name: 'Change password' }).click();
    if (attempt === 'first') {
      await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    } else {
      await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
    }
  }
});
