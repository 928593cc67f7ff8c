import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, uniqueEmail } from './fixtures.ts';

test('feedback from the business page is received, then the page reloads', async ({ page }) => {
  await page.goto('/business');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', /^https:\/\//);
  await page.getByRole('button', { name: 'Get in touch' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get in touch' });
  await expect(dialog.getByLabel('First name')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a comment')).toBeVisible();
  await expect(dialog.getByText('Please enter your first name')).toBeVisible();

  await dialog.getByLabel('First name').fill('Tunde');
  await dialog.getByLabel('Last name').fill('Bakare');
  await dialog.getByLabel('Email').fill(uniqueEmail('feedback'));
  await dialog
    .getByLabel('How can we help?')
    .fill('We have 40 staff commuting from Ikorodu to Victoria Island.');
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Feedback recieved')).toBeVisible();
  await reloaded;
  await expect(page.getByRole('dialog', { name: 'Get in touch' })).toBeHidden();
  await expect(page.getByText('Feedback recieved')).toBeHidden();
});
