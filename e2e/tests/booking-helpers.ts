import { expect, type Page } from '@playwright/test';
import { chooseStop } from './search-helpers.ts';

/** Funds the wallet through the sandbox checkout, as a rider does. */
export async function fundWallet(page: Page, naira: string) {
  await page.goto('/dashboard/wallet');
  await page.getByLabel('Amount (₦)', { exact: true }).fill(naira);
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
}

/** The next Monday at least two days after today in Lagos, so that its rides are still cancellable. */
export function nextMonday(): string {
  const lagosToday = new Date(Date.now() + 3600_000);
  for (let offset = 2; offset < 9; offset++) {
    const day = new Date(
      Date.UTC(lagosToday.getUTCFullYear(), lagosToday.getUTCMonth(), lagosToday.getUTCDate() + offset),
    );
    if (day.getUTCDay() === 1) return day.toISOString().slice(0, 10);
  }
  throw new Error('unreachable');
}

/** Searches on the dashboard from one stop to another. */
export async function searchFromDashboard(
  page: Page,
  from: [typed: string, option: string],
  to: [typed: string, option: string],
) {
  await page.goto('/dashboard/home');
  await chooseStop(page, 'From', ...from);
  await chooseStop(page, 'To', ...to);
}

/** Picks the first trip there and the last trip back from the search results, then goes on. */
export async function chooseReturnTrips(page: Page) {
  await page
    .getByRole('region', { name: 'Outbound trips' })
    .getByRole('button', { name: 'Choose' })
    .first()
    .click();
  await page
    .getByRole('region', { name: 'Return trips' })
    .getByRole('button', { name: 'Choose' })
    .last()
    .click();
  await page.getByRole('link', { name: 'Continue with these trips' }).click();
}
