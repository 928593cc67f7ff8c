import { expect, registerByApi, test } from './fixtures.ts';
import { chooseStop, nextWeekday } from './search-helpers.ts';

test('a visitor searches from the home page, logs in and finds the trips on dashboard home', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  const date = nextWeekday();
  await page.goto('/');
  await chooseStop(page, 'From', 'ikorodu garage', 'Ikorodu Garage, by the Sagamu Road roundabout');
  await chooseStop(page, 'To', 'obalende', 'Obalende, by the motor park');
  await page.getByRole('group', { name: 'Route type' }).getByLabel('One-way').check();
  await page.getByLabel('Departure date').fill(date);
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();

  await expect(page).toHaveURL(/\/login\?options=/);
  const options = JSON.parse(new URL(page.url()).searchParams.get('options') ?? '{}');
  expect(options.source_route).toMatch(/^Ikorodu Garage, by the Sagamu Road roundabout--\d+$/);
  expect(options.destination_route).toMatch(/^Obalende, by the motor park--\d+$/);

  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/dashboard\/home\?options=/);
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue(
    'Ikorodu Garage, by the Sagamu Road roundabout',
  );
  const trips = page.getByRole('region', { name: 'Available trips' });
  await expect(trips.getByRole('listitem').first()).toContainText('IKR-OBL');
  await expect(trips.getByRole('listitem').first()).toContainText('Pickup 05:30');
  await expect(trips.getByRole('listitem').first()).toContainText('₦');
});
