import type { Page } from '@playwright/test';

/** The next Monday to Friday after today in Lagos: the seeded network runs on weekdays. */
export function nextWeekday(afterDays = 1): string {
  const lagosToday = new Date(Date.now() + 3600_000);
  for (let offset = afterDays; offset < afterDays + 7; offset++) {
    const day = new Date(
      Date.UTC(lagosToday.getUTCFullYear(), lagosToday.getUTCMonth(), lagosToday.getUTCDate() + offset),
    );
    if (day.getUTCDay() >= 1 && day.getUTCDay() <= 5) return day.toISOString().slice(0, 10);
  }
  throw new Error('unreachable');
}

export async function chooseStop(page: Page, field: 'From' | 'To', typed: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}
