import type { Page, Request, Route } from '@playwright/test';
import { expect, loseChunkDownload, registerByApi, signIn, test, uniqueEmail } from './fixtures.ts';

const DEPARTURE = 'Ikorodu Garage, by the Sagamu Road roundabout';
const ARRIVAL = 'Obalende, by the motor park';

/** The calendar date in Lagos (UTC+1 all year) `days` after the given instant. */
function lagosDate(days = 0, at = Date.now()): string {
  return new Date(at + 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The trip itself: stops, date, time and passengers, as a rider picks them. */
async function describeTrip(page: Page, pickupDate: string) {
  await page.getByLabel('Departure bus stop').selectOption({ label: DEPARTURE });
  await page.getByLabel('Arrival bus stop').selectOption({ label: ARRIVAL });
  await page.getByLabel('Pick-up date').fill(pickupDate);
  await page.getByLabel('Pick-up time: Hour').selectOption('09');
  await page.getByLabel('Pick-up time: Minute').selectOption('30');
  await page.getByLabel('Pick-up time: AM or PM').selectOption('AM');
  await page.getByLabel('Number of passengers').fill('12');
  await expect(page.getByRole('status', { name: 'Vehicle' })).toHaveText('Shuttle');
}

const isCharterCall = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/v1/charters';

test('a charter request without stops and date toasts "Missing required fields"', async ({ page }) => {
  await page.goto('/charter');
  await page.getByLabel('Number of passengers').fill('7');
  await expect(page.getByRole('status', { name: 'Vehicle' })).toHaveText('Shuttle');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Missing required fields')).toBeVisible();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page).toHaveURL(/\/charter$/);
});

test('the charter form loads its check when the visitor turns to it, and says so when it cannot', async ({
  page,
}) => {
  // The phone loses the check's download (docs/decisions/199).
  const check = await loseChunkDownload(page, /\/assets\/charter-check-[\w-]+\.js$/);
  await page.goto('/charter');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(check.asked).toEqual([]);
  await page.getByLabel('Number of passengers').fill('7');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Oops! An error occured, please try again.')).toBeVisible();
  await expect(page.getByLabel('Number of passengers')).toHaveValue('7');
  // The connection is back: the next send downloads the check, which finds what is missing.
  await check.restore();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Missing required fields')).toBeVisible();
  expect(check.asked.length).toBeGreaterThan(0);
});

/** The full form: react-hook-form, the form itself, and the schemas its sending and its check use. */
const FULL_FORM = /\/assets\/(charter-form|index\.esm|forms)-[\w-]+\.js$/;

test('the charter form loads its code when the visitor turns to it, and keeps what was entered meanwhile', async ({
  page,
}) => {
  // docs/decisions/291: the page draws the form's fields without its code.
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (FULL_FORM.test(path)) asked.push(path);
  });
  const held: Route[] = [];
  const fullForm = /\/assets\/charter-form-[\w-]+\.js$/;
  await page.route(fullForm, (route) => {
    held.push(route);
  });
  await page.goto('/charter');
  await expect(page.getByLabel('Departure bus stop').getByRole('option', { name: DEPARTURE })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await page.getByLabel('Departure bus stop').selectOption({ label: DEPARTURE });
  await page.getByLabel('First name').fill('Tunde');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const route of held) await route.continue();
  await page.unroute(fullForm);

  // The full form, from what was entered: the vehicle follows the passengers again.
  await page.getByLabel('Number of passengers').fill('7');
  await expect(page.getByRole('status', { name: 'Vehicle' })).toHaveText('Shuttle');
  await expect(page.getByLabel('First name')).toHaveValue('Tunde');
  await expect(page.getByLabel('Departure bus stop')).toHaveValue(DEPARTURE);
});

test("the dashboard's charter form starts from the rider's details", async ({ page }) => {
  const rider = await registerByApi(page, { fname: 'Chioma', lname: 'Okeke' });
  await signIn(page, rider);
  await page.goto('/dashboard/charter');
  await expect(page.getByRole('heading', { level: 1, name: 'Charter a shuttle' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Chioma');
  await expect(page.getByLabel('Last name')).toHaveValue('Okeke');
  await expect(page.getByLabel('Email')).toHaveValue(rider.email);
  await expect(page.getByLabel('Phone number')).toHaveValue('08031234567');
});

test('a visitor sends a charter request and sees the confirmation in place', async ({ page }) => {
  const email = uniqueEmail('charter');
  const pickupDate = lagosDate(3);
  await page.goto('/charter');
  await page.getByLabel('First name').fill('Tunde');
  await page.getByLabel('Last name').fill('Bakare');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('08091234567');
  await describeTrip(page, pickupDate);

  const sent = page.waitForResponse((response) => isCharterCall(response.request()));
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().headers().authorization).toBeUndefined();
  expect(response.request().postDataJSON()).toEqual({
    fname: 'Tunde',
    lname: 'Bakare',
    email,
    phone: '08091234567',
    pickup_address: DEPARTURE,
    dropoff_address: ARRIVAL,
    pickup_date: pickupDate,
    pickup_time: '09:30 AM',
    passengers: 12,
    vehicles: 'Shuttle',
  });

  const heading = page.getByRole('heading', { level: 2, name: 'Request received' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/charter$/);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Make another request' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByLabel('Departure bus stop')).toHaveValue('');
});

for (const start of ['/charter', '/dashboard/charter']) {
  test(`a signed-in rider's request from ${start} lands on the request-successful page`, async ({ page }) => {
    const rider = await registerByApi(page, { fname: 'Ngozi', lname: 'Eze' });
    await signIn(page, rider);
    await page.goto(start);
    await expect(page.getByLabel('Email')).toHaveValue(rider.email);
    const pickupDate = lagosDate(1);
    await describeTrip(page, pickupDate);
    await page.getByLabel('Number of passengers').fill('3');
    await expect(page.getByRole('status', { name: 'Vehicle' })).toHaveText('Car');
    await page.getByLabel('Return date (optional)').fill(lagosDate(2));
    await page.getByLabel('Return time: Hour').selectOption('06');
    await page.getByLabel('Return time: Minute').selectOption('40');
    await page.getByLabel('Return time: AM or PM').selectOption('PM');

    const sent = page.waitForResponse((response) => isCharterCall(response.request()));
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().headers().authorization).toBe(`Bearer ${rider.token.token}`);
    expect(response.request().postDataJSON()).toMatchObject({
      fname: 'Ngozi',
      lname: 'Eze',
      email: rider.email,
      phone: rider.phone,
      pickup_date: pickupDate,
      pickup_time: '09:30 AM',
      return_date: lagosDate(2),
      return_time: '06:40 PM',
      return_address: ARRIVAL,
      passengers: 3,
      vehicles: 'Car',
    });

    await expect(page).toHaveURL(/\/dashboard\/request-successful$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
  });
}

test('a date the server finds past is refused with the spec toast and the form kept', async ({ page }) => {
  // The server decides "today" on its own clock (docs/decisions/040-public-forms.md): a device
  // whose clock is a day behind lets yesterday through the form, and the server refuses it.
  const dayBehind = Date.now() - 86_400_000;
  await page.clock.setFixedTime(dayBehind);
  await page.goto('/charter');
  await page.getByLabel('First name').fill('Bisi');
  await page.getByLabel('Last name').fill('Adewale');
  await page.getByLabel('Email').fill(uniqueEmail('charter'));
  await page.getByLabel('Phone number').fill('08051234567');
  const yesterday = lagosDate(0, dayBehind);
  await describeTrip(page, yesterday);

  const sent = page.waitForResponse((response) => isCharterCall(response.request()));
  await page.getByRole('button', { name: 'Submit Request' }).click();
  expect((await sent).status()).toBe(400);

  await expect(
    page.getByRole('status').filter({
      hasText: 'An error occured, please pick another start date or try again later.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request received' })).toHaveCount(0);
  await expect(page.getByLabel('Pick-up date')).toHaveValue(yesterday);
  await expect(page).toHaveURL(/\/charter$/);
});
