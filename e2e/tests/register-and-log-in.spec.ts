import { expect, registerByApi, signIn, test, uniqueEmail } from './fixtures.ts';

test('a visitor registers from the navbar and lands on dashboard home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('First name').fill('Amaka');
  await dialog.getByLabel('Last name').fill('Obi');
  await dialog.getByLabel('Email').fill(uniqueEmail());
  await dialog.getByLabel('Phone number').fill('08031234567');
  await dialog.getByLabel('Password', { exact: true }).fill('danfo-free-2026');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Good day, Amaka' })).toBeVisible();
});

test('register shows the spec messages for empty and short fields', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Phone number').fill('0803');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Please enter your first name')).toBeVisible();
  await expect(dialog.getByText('Please enter your last name')).toBeVisible();
  await expect(dialog.getByText('Please enter your email address')).toBeVisible();
  await expect(dialog.getByText('Phone number must be at least 11 digits')).toBeVisible();
  await expect(dialog.getByText('Please enter a password')).toBeVisible();
});

test('a rider logs out and the dashboard then asks for login', async ({ page }) => {
  const rider = await registerByApi(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/dashboard/wallet');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fwallet$/);
});

test('a wrong password shows "Email or password is incorrect"', async ({ page }) => {
  const rider = await registerByApi(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');
  await expect(page).toHaveURL(/\/login$/);
});

test('login honours ?redirect=', async ({ page }) => {
  const rider = await registerByApi(page);
  await page.goto('/login?redirect=/dashboard/wallet');
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
});

test('markup in a name is shown as text, never run', async ({ page }) => {
  const rider = await registerByApi(page, { fname: '<img src=x onerror=alert(1)>' });
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signIn(page, rider);
  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { name: 'Good day, <img src=x onerror=alert(1)>' })).toBeVisible();
  expect(dialogs).toEqual([]);
});
