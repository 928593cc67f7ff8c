import { fundWallet, nextMonday, searchFromDashboard } from './booking-helpers.ts';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

test('fund, search, book a one-way ride, board with its QR pass, cancel it and get the refund', async ({
  page,
}) => {
  await signIn(page, await registerByApi(page));
  await fundWallet(page, '5000');

  await searchFromDashboard(
    page,
    ['berger', 'Ojodu Berger, by the bus terminal'],
    ['yaba', 'Yaba, opposite Tejuosho market'],
  );
  await page.getByRole('group', { name: 'Route type' }).getByLabel('One-way').check();
  await page.getByLabel('Departure date').fill(nextMonday());
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  await page
    .getByRole('region', { name: 'Available trips' })
    .getByRole('link', { name: 'Choose' })
    .first()
    .click();

  const rides = page.getByRole('region', { name: 'Your rides' });
  await expect(rides.getByRole('listitem')).toHaveCount(1);
  await expect(rides.getByRole('listitem')).toContainText('Ojodu Berger, by the bus terminal to Yaba');
  await expect(page.getByTestId('paying-balance')).toHaveText('₦5,000.00');
  const total = (await page.getByTestId('booking-total').textContent()) ?? '';
  expect(total).toMatch(/^₦[\d,]+\.\d{2}$/);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/dashboard\/booking-successful\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Booking successful' })).toBeVisible();
  await expect(page.getByText(`${total} was paid from your Personal wallet`)).toBeVisible();

  const dashboardNav = page.getByRole('navigation', { name: 'Dashboard' });
  await dashboardNav.getByRole('link', { name: 'Home' }).click();
  const nextRide = page.getByRole('region', { name: 'Your next ride' });
  await expect(nextRide.getByRole('img', { name: 'QR code to show the driver' })).toBeVisible();
  await expect(nextRide).toContainText('Booked');

  await dashboardNav.getByRole('link', { name: 'My bookings' }).click();
  const active = page.getByRole('region', { name: 'Active bookings' });
  await expect(active.getByRole('listitem')).toHaveCount(1);
  await active.getByRole('link', { name: /Booking #\d+/ }).click();

  const pass = page.getByRole('region', { name: 'Next ride' }).getByRole('figure', { name: 'Boarding pass' });
  await expect(pass.getByRole('img', { name: 'QR code to show the driver' })).toBeVisible();
  await expect(pass).toContainText('Booked');

  await page.getByRole('button', { name: 'Cancel this ride' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm cancellation' });
  await expect(confirm).toContainText(`${total} goes back to your Personal wallet at once.`);
  await confirm.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Cancelled. ${total} was refunded to your wallet.` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rides' }).getByRole('listitem')).toContainText('Cancelled');
  await expect(page.getByTestId('refunded')).toHaveText(total);

  await page.goto('/dashboard/wallet');
  await expect(page.getByTestId('personal-balance')).toHaveText('₦5,000.00');
  await expect(page.getByRole('listitem').filter({ hasText: 'Refund: booking #' })).toContainText(
    `+${total}`,
  );
});
