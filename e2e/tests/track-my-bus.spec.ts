import type { APIRequestContext } from '@playwright/test';
import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { passwordFromMail } from './console-helpers.ts';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

/** HH:MM and YYYY-MM-DD in Lagos (UTC+1 all year), `minutes` from now. */
function lagos(minutes: number) {
  const at = new Date(Date.now() + 3600_000 + minutes * 60_000).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
}

async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  data?: object,
) {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : response.json();
}

test('a rider opens Track my bus, the tracker posts positions, the bus moves and the ETA shows in minutes', async ({
  page,
}) => {
  const suffix = `${Date.now() % 100_000}`;
  // A run that leaves its first stop in 10 minutes (near midnight, on tomorrow's date).
  const departure = lagos(10);
  const login = await page.request.post('/v1/login', { data: BOOTSTRAP_ADMIN });
  const admin = ((await login.json()) as { token: { token: string } }).token.token;
  const stops: { id: number; name: string }[] = [];
  for (const [index, [latitude, longitude]] of [
    [6.6018, 3.3515],
    [6.5795, 3.3581],
    [6.5568, 3.3665],
  ].entries()) {
    const name = `Track ${suffix} ${['Ketu', 'Ojota', 'Onipanu'][index]}`;
    const stop = await call(page.request, admin, 'POST', '/v1/ops/stops', {
      name,
      location: `${name} bus stop`,
      latitude,
      longitude,
      city_id: 1,
    });
    stops.push({ id: stop.id, name });
  }
  const route = await call(page.request, admin, 'POST', '/v1/ops/routes', {
    code: `TRK-${suffix}`,
    name: `Ketu to Onipanu ${suffix}`,
    city_id: 1,
    visibility: 'public',
    stops: stops.map((stop, index) => ({
      stop_id: stop.id,
      minutes_from_start: [0, 10, 25][index],
      pickup: true,
      dropoff: true,
    })),
  });
  await call(page.request, admin, 'POST', `/v1/ops/routes/${route.id}/itineraries`, {
    departure_time: departure.time,
    days: [1, 2, 3, 4, 5, 6, 7],
    capacity: 14,
  });
  await call(page.request, admin, 'PUT', `/v1/ops/routes/${route.id}/fares`, {
    itinerary_id: null,
    fares: [
      { pickup_id: stops[0]?.id, destination_id: stops[1]?.id, fare_kobo: 50_000 },
      { pickup_id: stops[0]?.id, destination_id: stops[2]?.id, fare_kobo: 90_000 },
      { pickup_id: stops[1]?.id, destination_id: stops[2]?.id, fare_kobo: 50_000 },
    ],
  });
  const vehicle = await call(page.request, admin, 'POST', '/v1/ops/vehicles', {
    registration_number: `TRK ${suffix}`,
    brand: 'Toyota',
    model: 'Hiace',
    capacity: 14,
    cost_of_supply_kobo: 0,
  });
  const { device_id: deviceId } = await call(
    page.request,
    admin,
    'POST',
    `/v1/ops/vehicles/${vehicle.id}/tracker`,
  );

  // The rider is picked up at the middle stop, 10 minutes down the line.
  const rider = await registerByApi(page, { fname: 'Bisi' });
  await call(page.request, admin, 'POST', `/v1/ops/users/${rider.id}/wallet-adjustments`, {
    amount_kobo: 500_000,
    reason: 'Journey credit',
  });
  const booking = await call(page.request, rider.token.token, 'POST', `/v1/users/${rider.id}/routes`, {
    route_type: 'one-way',
    itinerary_id: (await call(page.request, admin, 'GET', `/v1/ops/routes/${route.id}/itineraries`)).data[0]
      .id,
    pickup_id: stops[1]?.id,
    destination_id: stops[2]?.id,
    departure_date: departure.date,
    walletSource: 'Personal',
  });
  const runs = await call(
    page.request,
    admin,
    'GET',
    `/v1/ops/trip-days?date=${departure.date}&route_id=${route.id}`,
  );
  // Positions reach riders only while the run is on the road (ADR 230): a driver starts it.
  const driverEmail = `driver-${suffix}-${Date.now()}@example.com`;
  await call(page.request, admin, 'POST', '/v1/ops/staff', {
    email: driverEmail,
    fname: 'Sola',
    lname: `Track${suffix}`,
    role: 'driver',
  });
  const driver = await passwordFromMail(page, driverEmail, /drive for Shuttle/, 'ikorodu-road-rush-7');
  await call(page.request, admin, 'PATCH', `/v1/ops/trip-days/${runs.data[0].id}`, {
    vehicle_id: vehicle.id,
    driver_id: driver.id,
  });
  await call(page.request, driver.token.token, 'POST', `/v1/driver/runs/${runs.data[0].id}/start`);

  await signIn(page, rider);
  await page.goto(`/dashboard/my-bookings/${booking.id}`);
  const tracker = page.getByRole('region', { name: 'Track my bus' });
  await expect(tracker).toBeVisible();
  await expect(tracker.getByTestId('pickup-eta')).toHaveText('Waiting for the bus to share its position.');
  await expect(tracker.getByTestId('route-line')).toContainText(stops[1]?.name ?? '');

  // The tracker reports from the first stop: the bus appears, 10 minutes from the rider's stop.
  // The first fix a minute ago: the 1.3 km to the next is then a bus's pace, not a jump the
  // server drops as impossible (more than 150 km/h, ADR 230).
  const post = (latitude: number, longitude: number, secondsAgo = 0) =>
    page.request.get(
      `/v1/tracking/osmand?id=${deviceId}&lat=${latitude}&lon=${longitude}&timestamp=${Math.floor(Date.now() / 1000) - secondsAgo}&speed=0`,
    );
  expect((await post(6.6018, 3.3515, 60)).status()).toBe(200);
  await expect(tracker.getByTestId('pickup-eta')).toHaveText(/^\d+ min to Track .* Ojota$/);
  await expect(tracker.getByTestId('signal')).toHaveText(/Live|Updating/);
  const marker = tracker.getByTestId('bus-marker');
  await expect(marker).toBeVisible();
  const start = Number(await marker.getAttribute('data-progress'));
  const firstMinutes = Number((await tracker.getByTestId('pickup-eta').textContent())?.split(' ')[0]);

  // Half way to the rider's stop: the bus moves along the line and the ETA comes down.
  expect((await post(6.59065, 3.3548)).status()).toBe(200);
  await expect
    .poll(async () => Number(await marker.getAttribute('data-progress')))
    .toBeGreaterThan(start + 0.3);
  await expect
    .poll(async () => Number((await tracker.getByTestId('pickup-eta').textContent())?.split(' ')[0]))
    .toBeLessThan(firstMinutes);
  await expect(tracker.getByTestId('last-update')).toContainText('Last update');

  // At 360 px the tracker fits the screen. The map's water and lines run past its frame and are
  // cut by the drawing's own edge: what is inside an <svg> is measured by the <svg> itself.
  await page.setViewportSize({ width: 360, height: 740 });
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('svg') || element.tagName.toLowerCase() === 'svg')
      .filter((element) => element.getBoundingClientRect().right > 361)
      .map(
        (element) =>
          `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
      )
      .slice(0, 12),
  );
  expect(wide).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
