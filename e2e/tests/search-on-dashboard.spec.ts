import { expect, registerByApi, signIn, test } from './fixtures.ts';
import { chooseStop, nextWeekday } from './search-helpers.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, await registerByApi(page));
});

test('a return search lists the trips there and back and leads to the booking step', async ({ page }) => {
  const there = nextWeekday();
  const back = nextWeekday(2);
  await page.goto('/dashboard/home');
  await chooseStop(page, 'From', 'ajah', 'Ajah, under the flyover');
  await chooseStop(page, 'To', 'cms', 'CMS, Marina, by the bus terminal');
  await page.getByRole('group', { name: 'Route type' }).getByLabel('Return').check();
  await page.getByLabel('Departure date').fill(there);
  await page.getByLabel('Return date').fill(back);
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();

  const outbound = page.getByRole('region', { name: 'Outbound trips' });
  const returning = page.getByRole('region', { name: 'Return trips' });
  await expect(outbound.getByRole('listitem').first()).toContainText('AJH-CMS');
  await expect(returning.getByRole('listitem').first()).toContainText('CMS-AJH');
  await expect(page).toHaveURL(/options=/);

  await outbound.getByRole('button', { name: 'Choose' }).first().click();
  await returning.getByRole('button', { name: 'Choose' }).last().click();
  await page.getByRole('link', { name: 'Continue with these trips' }).click();
  await expect(page).toHaveURL(/\/dashboard\/book\?.*itinerary=\d+.*return_itinerary=\d+/);
  await expect(page.getByRole('region', { name: 'Outbound trip' })).toContainText('Ajah, under the flyover');
  await expect(page.getByRole('region', { name: 'Return trip' })).toContainText('CMS-AJH');
});

test('a subscription search with days and weeks carries them to the booking step', async ({ page }) => {
  await page.goto('/dashboard/home');
  await chooseStop(page, 'From', 'iyana ipaja', 'Iyana Ipaja, by the roundabout');
  await chooseStop(page, 'To', 'oshodi', 'Oshodi, by the transport interchange');
  await page.getByLabel('Subscription').check();
  await page.getByLabel('Departure date').fill(nextWeekday());
  await page.getByLabel('Monday').check();
  await page.getByLabel('Thursday').check();
  await page.getByLabel('Duration').selectOption('3');
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();

  const trips = page.getByRole('region', { name: 'Available trips' });
  await expect(trips.getByRole('listitem').first()).toContainText('IYI-APP');
  await trips.getByRole('link', { name: 'Choose' }).first().click();
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details).toContainText('Subscription');
  await expect(details).toContainText('Monday, Thursday');
  await expect(details).toContainText('3 weeks');
});

test('reloading a dashboard address with options searches again', async ({ page }) => {
  await page.goto('/dashboard/home');
  await chooseStop(page, 'From', 'berger', 'Ojodu Berger, by the bus terminal');
  await chooseStop(page, 'To', 'yaba', 'Yaba, opposite Tejuosho market');
  await page.getByRole('group', { name: 'Route type' }).getByLabel('One-way').check();
  await page.getByLabel('Departure date').fill(nextWeekday());
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  await expect(
    page.getByRole('region', { name: 'Available trips' }).getByRole('listitem').first(),
  ).toContainText('BGR-YAB');
  const address = page.url();

  const discovery = page.waitForResponse((response) => response.url().includes('/v1/route-discovery/'));
  await page.reload();
  expect((await discovery).status()).toBe(200);
  expect(page.url()).toBe(address);
  await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue('Yaba, opposite Tejuosho market');
  await expect(
    page.getByRole('region', { name: 'Available trips' }).getByRole('listitem').first(),
  ).toContainText('BGR-YAB');
});
