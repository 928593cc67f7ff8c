import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

async function openSignup(page: Page) {
  await page.goto('/drive-for-us');
  await page.getByRole('button', { name: 'Sign up to drive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up to drive' });
  await expect(dialog.getByLabel('First name')).toBeVisible();
  return dialog;
}

test('a driver signs up: the green notice shows and the form is cleared', async ({ page }) => {
  const dialog = await openSignup(page);
  const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await dialog.getByLabel('First name').fill('Emeka');
  await dialog.getByLabel('Last name').fill('Nwosu');
  await dialog.getByLabel('Email').fill(uniqueEmail('driver'));
  await dialog.getByLabel('Phone number').fill('08059876543');
  await dialog.getByLabel('Password', { exact: true }).fill('steady-hands-42');
  await dialog.getByRole('button', { name: 'Show' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Sign up to drive' }).click();

  await expect(
    dialog.getByText('Thank you for signing up to drive with us! We will be in touch about the next steps.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('');
  await expect(dialog.getByLabel('Email')).toHaveValue('');
});

test("a second application with the same email shows the server's message", async ({ page }) => {
  const email = uniqueEmail('driver');
  const first = await page.request.post('/v1/drivers', {
    data: { fname: 'Ada', lname: 'Obi', email, phone: '08031234567', password: 'first-try-2026' },
  });
  expect(first.status()).toBe(201);

  const dialog = await openSignup(page);
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Obi');
  await dialog.getByLabel('Email').fill(email.toUpperCase());
  await dialog.getByLabel('Phone number').fill('0803123');
  await dialog.getByLabel('Password', { exact: true }).fill('another-try-2026');
  await dialog.getByRole('button', { name: 'Sign up to drive' }).click();
  await expect(dialog.getByText('Phone number must be at least 11 digits')).toBeVisible();

  await dialog.getByLabel('Phone number').fill('08031234567');
  await dialog.getByRole('button', { name: 'Sign up to drive' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'An application with this email address already exists.',
  );
});
