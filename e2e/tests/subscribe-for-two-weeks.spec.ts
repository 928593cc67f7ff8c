import { chooseReturnTrips, fundWallet, nextMonday, searchFromDashboard } from './booking-helpers.ts';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

const naira = (text: string | null) => Number((text ?? '').replace(/[₦,]/g, ''));

test('subscribe for two weeks on three days with return: twelve rides, the first week charged', async ({
  page,
}) => {
  await signIn(page, await registerByApi(page));
  await fundWallet(page, '50000');

  const monday = nextMonday();
  await searchFromDashboard(
    page,
    ['ajah', 'Ajah, under the flyover'],
    ['cms', 'CMS, Marina, by the bus terminal'],
  );
  await page.getByLabel('Subscription').check();
  await page.getByRole('group', { name: 'Booking type' }).getByLabel('Return').check();
  await page.getByLabel('Monday').check();
  await page.getByLabel('Wednesday').check();
  await page.getByLabel('Friday').check();
  await page.getByLabel('Duration').selectOption('2');
  await page.getByLabel('Departure date').fill(monday);
  await page.getByLabel('Return date').fill(monday);
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  await chooseReturnTrips(page);

  const rides = page.getByRole('region', { name: 'Your rides' });
  await expect(rides.getByRole('listitem')).toHaveCount(12);
  await expect(rides.getByRole('region', { name: 'Week 1' }).getByRole('listitem')).toHaveCount(6);
  await expect(rides.getByRole('region', { name: 'Week 2' }).getByRole('listitem')).toHaveCount(6);
  const total = naira(await page.getByTestId('booking-total').textContent());
  const dueNow = naira(await page.getByTestId('due-now').textContent());
  expect(dueNow * 2).toBeCloseTo(total, 2);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/dashboard\/booking-successful\/\d+$/);
  await page.getByRole('link', { name: 'View booking and boarding pass' }).click();
  await expect(page.getByRole('region', { name: 'Rides' }).getByRole('listitem')).toHaveCount(12);
  await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('Subscription (Return)');

  await page.goto('/dashboard/wallet');
  expect(naira(await page.getByTestId('personal-balance').textContent())).toBeCloseTo(50_000 - dueNow, 2);
});
