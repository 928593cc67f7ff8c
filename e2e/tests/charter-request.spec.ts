import { expect, registerByApi, signIn, test } from './fixtures.ts';

test('a charter request without stops and date toasts "Missing required fields"', async ({ page }) => {
  await page.goto('/charter');
  await page.getByLabel('Number of passengers').fill('7');
  await expect(page.getByRole('status', { name: 'Vehicle' })).toHaveText('Shuttle');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Missing required fields')).toBeVisible();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page).toHaveURL(/\/charter$/);
});

test("the dashboard's charter form starts from the rider's details", async ({ page }) => {
  const rider = await registerByApi(page, { fname: 'Chioma', lname: 'Okeke' });
  await signIn(page, rider);
  await page.goto('/dashboard/charter');
  await expect(page.getByRole('heading', { level: 1, name: 'Charter a shuttle' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Chioma');
  await expect(page.getByLabel('Last name')).toHaveValue('Okeke');
  await expect(page.getByLabel('Email')).toHaveValue(rider.email);
  await expect(page.getByLabel('Phone number')).toHaveValue('08031234567');
});
