import { expect, readMail, registerByApi, signIn, test, uniqueEmail } from './fixtures.ts';

/** A 4 x 4 green PNG: enough for the server to read, check and square. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgjrWGIwbiOAAGIwoxovVFvgAAAABJRU5ErkJggg==',
  'base64',
);

test('a rider changes their name, picture and email, verifying the new address', async ({ page }) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/dashboard\/account\/profile$/);

  await page.getByLabel('First name', { exact: true }).fill('Funmilayo');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.', { exact: true })).toBeVisible();

  await page
    .getByLabel('Add a picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Your picture was updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Funmilayo Adeyemi' })).toBeVisible();

  const newEmail = uniqueEmail('moved');
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  // A new address needs the current password (the field shows once the email differs).
  await page.getByLabel('Current password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(`We sent a code to ${newEmail} to verify it.`, { exact: false })).toBeVisible();
  const mail = await readMail(page, newEmail, /Verify your Shuttle account/);
  const code = mail.text.match(/code is (\d{6})/)?.[1] ?? '';
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveCount(0);
  // The old address was told, with a link to undo the change.
  const notice = await readMail(page, rider.email, /email address of your Shuttle account was changed/);
  expect(notice.text).toContain('/email-change/');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Good day, Funmilayo' })).toBeVisible();
});

test('a rider changes their password: this device stays in, another is signed out', async ({
  page,
  browser,
}) => {
  const rider = await registerByApi(page);
  const otherDevice = await browser.newPage();
  await signIn(otherDevice, rider);
  await otherDevice.goto('/dashboard/home');
  await expect(otherDevice.getByRole('heading', { name: 'Good day, Funke' })).toBeVisible();

  await signIn(page, rider);
  await page.goto('/dashboard/account/password');
  await page.getByLabel('Current password', { exact: true }).fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('okada-free-2027');
  await page.getByLabel('Confirm new password').fill('okada-free-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Other devices were signed out.')).toBeVisible();

  // This device keeps working with its new token.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByTestId('personal-balance')).toHaveText('₦0.00');
  // The other device is sent away on its next call (docs/product.md#roles: a 401 goes to /).
  await otherDevice.reload();
  await expect(otherDevice).toHaveURL(/\/$/);
  await otherDevice.close();

  // Logging out ends once the server has revoked the token: the rider is then taken home.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('okada-free-2027');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});
