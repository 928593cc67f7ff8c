import { expect, test, uniqueEmail } from './fixtures.ts';

test('a bus partner applies and is taken home 3 seconds after the toast', async ({ page }) => {
  await page.goto('/bus-partners');
  await page.getByRole('link', { name: 'Become a partner' }).click();
  await expect(page).toHaveURL(/\/bus-partners\/form$/);

  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please enter your company name')).toBeVisible();
  await expect(page.getByText('Please enter your vehicle brand name')).toBeVisible();
  await expect(page.getByText('Please enter vehicle count')).toBeVisible();

  await page.getByLabel('First name').fill('Kemi');
  await page.getByLabel('Last name').fill('Balogun');
  await page.getByLabel('Email').fill(uniqueEmail('partner'));
  await page.getByLabel('Phone number').fill('08123456789');
  await page.getByLabel('Company name').fill('Balogun Transport Ltd');
  await page.getByLabel('Vehicle brand').fill('Toyota');
  await page.getByLabel('Number of vehicles').fill('6');
  await page.getByLabel('Hiace (14 to 18 seats)').check();
  await page.getByLabel('Air conditioning').check();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(
    page.getByText('Thank you! Your application has been received. We will be in touch shortly.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/bus-partners\/form$/);
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
});
