import { expect, test, uniqueEmail } from './fixtures.ts';
import { chooseStop, nextWeekday } from './search-helpers.ts';

test('a new visitor searches on the home page, creates an account on /login and finds the trips on the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await chooseStop(page, 'From', 'ikorodu garage', 'Ikorodu Garage, by the Sagamu Road roundabout');
  await chooseStop(page, 'To', 'obalende', 'Obalende, by the motor park');
  await page.getByRole('group', { name: 'Route type' }).getByLabel('One-way').check();
  await page.getByLabel('Departure date').fill(nextWeekday());
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  await expect(page).toHaveURL(/\/login\?options=/);

  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/login\?options=/);
  await dialog.getByLabel('First name').fill('Ngozi');
  await dialog.getByLabel('Last name').fill('Eze');
  await dialog.getByLabel('Email').fill(uniqueEmail('new-rider'));
  await dialog.getByLabel('Phone number').fill('08031234567');
  await dialog.getByLabel('Password', { exact: true }).fill('lagos-commute-2026');
  await dialog.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/dashboard\/home\?options=/);
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue(
    'Ikorodu Garage, by the Sagamu Road roundabout',
  );
  const trips = page.getByRole('region', { name: 'Available trips' });
  await expect(trips.getByRole('listitem').first()).toContainText('IKR-OBL');
  await expect(trips.getByRole('listitem').first()).toContainText('₦');
});
