import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { nextMonday } from './booking-helpers.ts';
import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { expect, test } from './fixtures.ts';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One call to the ops API as the signed-in admin; the set-up is not what this journey tests. */
async function opsPost(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  data: object,
) {
  const answer = await request.fetch(`/v1/ops${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

async function discoveredDepartures(page: Page, from: number, to: number, date: string): Promise<number[]> {
  const answer = await page.request.get(`/v1/route-discovery/from/${from}/to/${to}?tripDate=${date}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { itinerary_id: number }[] }).data.map(
    (trip) => trip.itinerary_id,
  );
}

test('an operator rosters a week, sees a clash refused, then takes a departure out of service', async ({
  page,
}) => {
  const suffix = `${Date.now() % 100_000}`;
  const code = `RST-${suffix}`;
  await page.goto('/login');
  await page.getByLabel('Email').fill(BOOTSTRAP_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(BOOTSTRAP_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/ops(\/|$)/);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

  // The network, a bus and a driver, made through the API.
  const stops = [];
  for (const [index, name] of ['Ketu', 'Ojota', 'Yaba'].entries()) {
    stops.push(
      await opsPost(page.request, token, 'POST', '/stops', {
        name: `${name} ${suffix}`,
        location: `${name} junction`,
        latitude: 6.6 - index * 0.04,
        longitude: 3.39 - index * 0.01,
        city_id: 1,
      }),
    );
  }
  const route = await opsPost(page.request, token, 'POST', '/routes', {
    code,
    name: `Ketu to Yaba ${suffix}`,
    city_id: 1,
    visibility: 'public',
    stops: stops.map((stop, index) => ({
      stop_id: stop.id,
      minutes_from_start: index * 20,
      pickup: index < 2,
      dropoff: index > 0,
    })),
  });
  const everyDay = [1, 2, 3, 4, 5, 6, 7];
  const early = await opsPost(page.request, token, 'POST', `/routes/${route.id}/itineraries`, {
    departure_time: '06:10',
    days: everyDay,
    capacity: 14,
  });
  const late = await opsPost(page.request, token, 'POST', `/routes/${route.id}/itineraries`, {
    departure_time: '06:30',
    days: everyDay,
    capacity: 14,
  });
  await opsPost(page.request, token, 'PUT', `/routes/${route.id}/fares`, {
    itinerary_id: null,
    fares: [{ pickup_id: stops[0].id, destination_id: stops[2].id, fare_kobo: 150_000 }],
  });
  const plate = `RST ${suffix.slice(-3)} KJ`;
  await opsPost(page.request, token, 'POST', '/vehicles', {
    registration_number: plate,
    brand: 'Toyota',
    model: 'Hiace',
    capacity: 14,
    cost_of_supply_kobo: 3_000_000,
  });
  const driver = await opsPost(page.request, token, 'POST', '/staff', {
    email: `driver-${suffix}@example.com`,
    fname: 'Kemi',
    lname: `Driver${suffix}`,
    role: 'driver',
  });

  // The 06:10 departure, every day of a week, with that bus and driver.
  const monday = nextMonday();
  await page.goto(`/ops/network/routes/${route.id}`);
  async function roster(departs: string) {
    await page.getByRole('button', { name: `Roster the ${departs} departure` }).click();
    const form = page.getByRole('form', { name: `Roster the ${departs} departure of ${code}` });
    await form.getByLabel('From').fill(monday);
    await form.getByLabel('To').fill(addDays(monday, 6));
    for (const day of ['Sun', 'Sat']) await form.getByLabel(day).check();
    await form.getByLabel('Vehicle').selectOption({ label: `${plate} (14 seats)` });
    await form.getByLabel('Driver (user id)').fill(String(driver.id));
    await form.getByRole('button', { name: 'Assign runs' }).click();
    return form;
  }
  const first = await roster('06:10');
  await expect(first.getByRole('status')).toHaveText('7 runs assigned.');

  // The 06:30 leaves before the 06:10 reaches Yaba at 06:50: the same crew is refused.
  const second = await roster('06:30');
  await expect(second.getByText(/^Nothing was assigned: 7 runs overlap/)).toBeVisible();
  const clashes = page.getByRole('region', { name: 'Clashes' });
  await expect(clashes.getByRole('listitem')).toHaveCount(14);
  await expect(clashes.getByRole('listitem').first()).toContainText(
    `the vehicle is already on ${code} from 06:10 to 06:50, which overlaps this 06:30 run.`,
  );

  // The refusal, its list and the open forms are readable by everyone.
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // The driver's week shows the seven runs.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Rosters' }).click();
  await page.getByLabel('Whose week').selectOption('driver');
  await page.getByLabel('Driver (user id)').fill(String(driver.id));
  await page.getByLabel('Week from').fill(monday);
  await page.getByRole('button', { name: 'Show the week' }).click();
  await expect(page.getByRole('cell', { name: `06:10 ${code}` })).toHaveCount(7);

  // Riders find both departures until the 06:30 is taken out of service.
  expect(await discoveredDepartures(page, stops[0].id, stops[2].id, monday)).toEqual(
    expect.arrayContaining([early.id, late.id]),
  );
  await page.goto(`/ops/network/routes/${route.id}`);
  await page.getByRole('button', { name: 'Edit the 06:30 departure' }).click();
  const edit = page.getByRole('form', { name: 'Edit the 06:30 departure' });
  await edit.getByLabel('In service (riders can find and book it)').uncheck();
  await edit.getByRole('button', { name: 'Save departure' }).click();
  await expect(edit.getByRole('status')).toHaveText('Departure saved.');
  await expect(page.getByRole('row').filter({ hasText: '06:30' })).toContainText('Inactive');
  const found = await discoveredDepartures(page, stops[0].id, stops[2].id, monday);
  expect(found).toContain(early.id);
  expect(found).not.toContain(late.id);
});
