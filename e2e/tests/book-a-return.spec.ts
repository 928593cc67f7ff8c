import { chooseReturnTrips, fundWallet, nextMonday, searchFromDashboard } from './booking-helpers.ts';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

test('book a return: the way there and the way back, both in the booking', async ({ page }) => {
  await signIn(page, await registerByApi(page));
  await fundWallet(page, '10000');

  const monday = nextMonday();
  await searchFromDashboard(
    page,
    ['ajah', 'Ajah, under the flyover'],
    ['cms', 'CMS, Marina, by the bus terminal'],
  );
  await page.getByRole('group', { name: 'Route type' }).getByLabel('Return').check();
  await page.getByLabel('Departure date').fill(monday);
  await page.getByLabel('Return date').fill(monday);
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  await chooseReturnTrips(page);

  const rides = page.getByRole('region', { name: 'Your rides' }).getByRole('listitem');
  await expect(rides).toHaveCount(2);
  await expect(rides.nth(0)).toContainText('AJH-CMS');
  await expect(rides.nth(1)).toContainText('Return · CMS-AJH');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/dashboard\/booking-successful\/\d+$/);
  await expect(page.getByText(/2 rides from Ajah, under the flyover to CMS, Marina/)).toBeVisible();
  await page.getByRole('link', { name: 'View booking and boarding pass' }).click();
  const booked = page.getByRole('region', { name: 'Rides' }).getByRole('listitem');
  await expect(booked).toHaveCount(2);
  await expect(booked.nth(1)).toContainText('CMS, Marina, by the bus terminal to Ajah, under the flyover');
  await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('Return');
});
