import { readFile } from 'node:fs/promises';
import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { expect, registerByApi, test } from './fixtures.ts';

test('an operator opens the daily report, sees the chart and downloads it as CSV', async ({ page }) => {
  // A top-up today, paid on the sandbox checkout, so today's row has money in it.
  const rider = await registerByApi(page);
  const started = await page.request.post(`/v1/users/${rider.id}/wallet/top-ups`, {
    data: { amount_kobo: 750_000 },
    headers: { authorization: `Bearer ${rider.token.token}` },
  });
  expect(started.status()).toBe(201);
  const { access_code: accessCode } = (await started.json()) as { access_code: string };
  expect((await page.request.post(`/v1/sandbox/checkout/${accessCode}/pay`)).ok()).toBe(true);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/login');
  await page.getByLabel('Email').fill(BOOTSTRAP_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(BOOTSTRAP_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/ops(\/|$)/);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Daily report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily report' })).toBeVisible();

  // The chart is drawn (uPlot loads with it) and labelled; the table has a row per day.
  const chart = page.getByRole('img', { name: 'Revenue, refunds and top-ups per day, in naira' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(
    page.getByRole('table', { name: /Bookings and money by the day/ }).getByRole('row'),
  ).toHaveCount(15);
  const topUps = page.locator('.report-totals div', { hasText: 'Top-ups' }).locator('dd');
  await expect(topUps).not.toHaveText('₦0.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  expect(download.suggestedFilename()).toMatch(/^daily-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    '"Date","Bookings","Rides","Seats sold","Seats offered","Load factor","Revenue (kobo)","Refunds (kobo)","Top-ups (kobo)"',
  );
  expect(lines).toHaveLength(16);
  const todayLine = lines.find((line) => line.startsWith(`"${today}"`)) ?? '';
  expect(Number(todayLine.split(',')[8]?.replaceAll('"', ''))).toBeGreaterThanOrEqual(750_000);
});
