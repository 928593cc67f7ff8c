import AxeBuilder from '@axe-core/playwright';
import { expect, registerByApi, signIn, test } from './fixtures.ts';
import { chooseStop, nextWeekday } from './search-helpers.ts';

test('the search form, its open dropdown and the trips it finds have no accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'From' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  const home = await new AxeBuilder({ page }).include('.search-card').analyze();
  expect(home.violations).toEqual([]);

  await signIn(page, await registerByApi(page));
  await page.goto('/dashboard/home');
  await chooseStop(page, 'From', 'ikeja along', 'Ikeja Along, by the pedestrian bridge');
  await chooseStop(page, 'To', 'oshodi', 'Oshodi, by the transport interchange');
  await page.getByRole('group', { name: 'Route type' }).getByLabel('Return').check();
  await page.getByLabel('Departure date').fill(nextWeekday());
  await page.getByLabel('Return date').fill(nextWeekday());
  await page.getByLabel('I am travelling with luggage').check();
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  await expect(page.getByRole('region', { name: 'Return trips' })).toBeVisible();
  const dashboard = await new AxeBuilder({ page }).include('main').analyze();
  expect(dashboard.violations).toEqual([]);
});
