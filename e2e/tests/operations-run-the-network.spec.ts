import type { Page } from '@playwright/test';
import { nextMonday } from './booking-helpers.ts';
import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/ops(\/|$)/);
}

/** Nothing on the page may be wider than the screen (every page works at 360 px). */
async function expectNoOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function createStop(page: Page, name: string, latitude: string, longitude: string) {
  await page.getByRole('button', { name: 'New stop' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Location').fill(`${name} junction`);
  await dialog.getByLabel('Latitude').fill(latitude);
  await dialog.getByLabel('Longitude').fill(longitude);
  await dialog.getByRole('button', { name: 'Create stop' }).click();
  await expect(dialog).toBeHidden();
}

test('an operator builds a route in the console, then cancels its run and the booked rider is refunded', async ({
  page,
  browser,
}) => {
  const suffix = `${Date.now() % 100_000}`;
  const [first, middle, last] = [`Alapere ${suffix}`, `Ojota ${suffix}`, `Yaba ${suffix}`];
  const code = `E2E-${suffix}`;

  // The operator: the network first.
  await logIn(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Network' }).click();
  await createStop(page, first, '6.6105', '3.3921');
  await createStop(page, middle, '6.5870', '3.3790');
  await createStop(page, last, '6.5095', '3.3711');

  await page.getByRole('button', { name: 'New route' }).click();
  const form = page.getByRole('form', { name: 'New route' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Name', { exact: true }).fill(`Alapere to Yaba ${suffix}`);
  await form.getByLabel('Narrow the stop lists').fill(suffix);
  await form.getByRole('button', { name: 'Add a stop' }).click();
  await form.getByLabel('Stop 1', { exact: true }).selectOption({ label: first });
  await form.getByLabel('Stop 2', { exact: true }).selectOption({ label: middle });
  await form.getByLabel('Stop 3', { exact: true }).selectOption({ label: last });
  await form.getByLabel('Minutes from start, stop 2').fill('20');
  await form.getByLabel('Minutes from start, stop 3').fill('45');
  // The middle stop lets riders on and off.
  await form.getByRole('listitem').nth(1).getByLabel('Pick-up').check();
  await form.getByRole('button', { name: 'Create route' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${code} Alapere to Yaba ${suffix}` }),
  ).toBeVisible();

  // A departure every day of the week, so whichever day the journey runs has one.
  const departure = page.getByRole('form', { name: 'Add a departure time' });
  await departure.getByLabel('Departure time').fill('06:10');
  for (const day of ['Sun', 'Sat']) await departure.getByLabel(day).check();
  await departure.getByRole('button', { name: 'Add departure' }).click();
  await expect(departure.getByRole('status')).toHaveText('Departure at 06:10 added.');
  await expect(page.getByRole('cell', { name: 'Sun, Mon, Tue, Wed, Thu, Fri, Sat' })).toBeVisible();

  await page.getByLabel(`Fare from ${first} to ${middle}, naira`).fill('800');
  await page.getByLabel(`Fare from ${first} to ${last}, naira`).fill('1500');
  await page.getByLabel(`Fare from ${middle} to ${last}, naira`).fill('900');
  await page.getByRole('button', { name: 'Save fares' }).click();
  await expect(page.getByText('Fares saved.')).toBeVisible();

  // A rider with money in the wallet (a goodwill credit from the console) books the run.
  const rider = await registerByApi(page, { fname: 'Kemi', lname: `Oni${suffix}` });
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Riders' }).click();
  await page.getByLabel('Search by name, email or phone').fill(rider.email);
  await page.getByRole('link', { name: `Kemi Oni${suffix}` }).click();
  await page.getByLabel('Amount in naira').fill('5000');
  await page.getByLabel('Reason').fill('Welcome credit');
  await page.getByRole('button', { name: 'Apply adjustment' }).click();
  await expect(page.getByRole('status')).toHaveText(/Credited ₦5,000\.00/);
  await expect(page.getByRole('cell', { name: '+₦5,000.00' })).toBeVisible();

  const adminToken = await page.evaluate(() => localStorage.getItem('token'));
  const routes = await page.request.get(`/v1/ops/routes?q=${code}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const route = ((await routes.json()) as { data: { id: number; stops: { stop_id: number }[] }[] }).data[0];
  const itineraries = await page.request.get(`/v1/ops/routes/${route?.id}/itineraries`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const itinerary = ((await itineraries.json()) as { data: { id: number }[] }).data[0];
  const date = nextMonday();
  const booked = await page.request.post(`/v1/users/${rider.id}/routes`, {
    headers: { authorization: `Bearer ${rider.token.token}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      route_type: 'one-way',
      itinerary_id: itinerary?.id,
      pickup_id: route?.stops[0]?.stop_id,
      destination_id: route?.stops[2]?.stop_id,
      departure_date: date,
    },
  });
  expect(booked.status()).toBe(201);

  // The operator finds the rider on the run's manifest, then calls the run off.
  await page.goto(`/ops/runs?date=${date}`);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('1 / 14 (7%)');
  await row.getByRole('link', { name: 'Manifest' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Manifest: ${code} Alapere to Yaba ${suffix}` }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: `Kemi Oni${suffix}`, exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^manifest-\d+\.csv$/);

  await page.goBack();
  await page.getByRole('row').filter({ hasText: code }).getByRole('button', { name: 'Cancel run' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/1 ride is booked\. Riders get ₦1,500\.00 back in total/)).toBeVisible();
  await dialog.getByLabel('Reason (riders see it)').fill('The bus broke down');
  await dialog.getByRole('button', { name: 'Cancel the run and refund ₦1,500.00' }).click();
  await expect(page.getByRole('status')).toHaveText(/Run cancelled: 1 ride refunded, ₦1,500\.00 in total/);
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Cancelled');

  // The rider sees the money back and is told why.
  const riderContext = await browser.newContext();
  const riderPage = await riderContext.newPage();
  await signIn(riderPage, rider);
  await riderPage.goto('/dashboard/wallet');
  await expect(riderPage.getByText('₦5,000.00').first()).toBeVisible();
  await riderPage.goto('/dashboard/notifications');
  await expect(riderPage.getByText(/your ride was cancelled/).first()).toBeVisible();
  await riderContext.close();
});

test('the console screens fit a 360 px screen', async ({ page }) => {
  await logIn(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [path, heading] of [
    ['/ops/today', 'Today'],
    ['/ops/network', 'Network'],
    ['/ops/runs', 'Runs'],
    ['/ops/riders', 'Riders'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoOverflow(page, 360);
  }
});
