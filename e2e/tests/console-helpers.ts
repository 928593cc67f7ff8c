import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { lagosIn } from './driver-helpers.ts';
import { expect, readMail, uniqueEmail } from './fixtures.ts';

export interface Session {
  id: number;
  token: { token: string; exp: number };
}

/** One API call whose failure fails the journey with the server's answer (set-up, not the test). */
export async function call<T>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const session = await call<Session>(request, null, 'POST', '/v1/login', BOOTSTRAP_ADMIN);
  return session.token.token;
}

export async function logInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Nothing on the page may be wider than the screen. */
export async function expectNoOverflow(page: Page, width: number) {
  // The elements that reach past the screen's edge, named, so that a failure says which.
  const wide = await page.evaluate(
    (width) =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .map(
          (element) =>
            `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
        )
        .slice(0, 8),
    width,
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    wide.join(', '),
  ).toBeLessThanOrEqual(width);
}

/** Where a map's stop is drawn, in the map's own pixels. */
export async function circleAt(circle: Locator) {
  return { x: Number(await circle.getAttribute('cx')), y: Number(await circle.getAttribute('cy')) };
}

/** A route through stops at these coordinates (latitude, longitude), each a pick-up and a drop-off. */
export async function routeThrough(
  request: APIRequestContext,
  token: string,
  suffix: string,
  stops: { name: string; at: [number, number]; minutes: number }[],
) {
  const made: { id: number; name: string }[] = [];
  for (const stop of stops) {
    const name = `${stop.name} ${suffix}`;
    const answer = await call<{ id: number }>(request, token, 'POST', '/v1/ops/stops', {
      name,
      location: `${name} bus stop`,
      latitude: stop.at[0],
      longitude: stop.at[1],
      city_id: 1,
    });
    made.push({ id: answer.id, name });
  }
  const code = `MAP-${suffix}`.slice(0, 20);
  const route = await call<{ id: number }>(request, token, 'POST', '/v1/ops/routes', {
    code,
    name: `${stops[0]?.name} to ${stops.at(-1)?.name} ${suffix}`,
    city_id: 1,
    visibility: 'public',
    stops: made.map((stop, index) => ({
      stop_id: stop.id,
      minutes_from_start: stops[index]?.minutes ?? 0,
      pickup: true,
      dropoff: true,
    })),
  });
  return { id: route.id, code, stops: made };
}

/** A user invited or accepted in the console chooses a password from the emailed link. */
export async function passwordFromMail(
  page: Page,
  email: string,
  subject: RegExp,
  password: string,
): Promise<Session> {
  const mail = await readMail(page, email, subject);
  const token = mail.text.match(/\/set-password\/([\w-]+)/)?.[1];
  expect(token, 'the emailed set-password link').toBeDefined();
  return call<Session>(page.request, null, 'POST', '/v1/set-password', {
    token,
    password,
    confirm_password: password,
  });
}

/** Where the partner's bus starts and goes next: the first two stops of its route. */
export const KETU: [number, number] = [6.6018, 3.3915];
export const MILE_12: [number, number] = [6.5918, 3.3915];

/**
 * Through the API, as the console would: a bus partner accepted from the public application, its
 * bus with a tracker on a run leaving in 20 minutes through Ketu, Mile 12 and Ojota, and the
 * invited driver who has started that run.
 */
export async function partnerBusOnRun(page: Page, suffix: string) {
  const { request } = page;
  const admin = await adminToken(request);
  const partnerEmail = uniqueEmail('partner');
  const application = {
    fname: 'Kemi',
    lname: `Balogun${suffix}`,
    email: partnerEmail,
    phone: '08123456789',
    company_name: `Eko Buses ${suffix}`,
    vehicle_brand: 'Toyota',
    vehicle_count: 2,
    vehicle_type: 'hiace',
    amenities: 'AC',
  };
  // From an address of its own: the public form's limit counts per address.
  const applied = await request.post('/v1/partner', {
    data: { ...application, meta: JSON.stringify(application) },
    headers: { 'x-forwarded-for': `198.20.${Number(suffix) % 250}.${process.pid % 250}` },
  });
  expect(applied.status()).toBe(201);
  const inbox = await call<{ data: { id: number }[] }>(
    request,
    admin,
    'GET',
    `/v1/ops/inbox/partner-applications?q=${encodeURIComponent(partnerEmail)}`,
  );
  const applicationId = inbox.data[0]?.id;
  await call(request, admin, 'PATCH', `/v1/ops/inbox/partner-applications/${applicationId}`, {
    status: 'accepted',
  });
  const partner = await passwordFromMail(
    page,
    partnerEmail,
    /bus partner application is accepted/,
    'ojota-garage-12',
  );

  const route = await routeThrough(request, admin, suffix, [
    { name: 'Ketu', at: KETU, minutes: 0 },
    { name: 'Mile 12', at: MILE_12, minutes: 15 },
    { name: 'Ojota', at: [6.5818, 3.3915], minutes: 30 },
  ]);
  const departure = lagosIn(20);
  const itinerary = await call<{ id: number }>(
    request,
    admin,
    'POST',
    `/v1/ops/routes/${route.id}/itineraries`,
    {
      departure_time: departure.time,
      days: [1, 2, 3, 4, 5, 6, 7],
      capacity: 14,
    },
  );
  const registration = `EKO ${suffix}`.slice(0, 20);
  const vehicle = await call<{ id: number }>(request, admin, 'POST', '/v1/ops/vehicles', {
    registration_number: registration,
    brand: 'Toyota',
    model: 'Hiace',
    capacity: 14,
    bus_partner_id: partner.id,
    cost_of_supply_kobo: 2_500_000,
  });
  const tracker = await call<{ device_id: string }>(
    request,
    admin,
    'POST',
    `/v1/ops/vehicles/${vehicle.id}/tracker`,
  );
  const driverEmail = uniqueEmail('driver');
  await call(request, admin, 'POST', '/v1/ops/staff', {
    email: driverEmail,
    fname: 'Sola',
    lname: `Adebayo${suffix}`,
    role: 'driver',
  });
  const driver = await passwordFromMail(page, driverEmail, /drive for Shuttle/, 'ikorodu-road-rush-7');
  const runs = await call<{ data: { id: number; itinerary_id: number }[] }>(
    request,
    admin,
    'GET',
    `/v1/ops/trip-days?date=${departure.date}&route_id=${route.id}`,
  );
  const runId = runs.data.find((item) => item.itinerary_id === itinerary.id)?.id;
  expect(runId, 'the run of the new departure').toBeDefined();
  await call(request, admin, 'PATCH', `/v1/ops/trip-days/${runId}`, {
    vehicle_id: vehicle.id,
    driver_id: driver.id,
  });
  await call(request, driver.token.token, 'POST', `/v1/driver/runs/${runId}/start`);

  /** A fix as Traccar Client sends it (OsmAnd), recorded at `timestamp` (Unix seconds). */
  const fix = async (at: [number, number], timestamp: number) => {
    const answer = await request.get(
      `/v1/tracking/osmand?id=${tracker.device_id}&lat=${at[0]}&lon=${at[1]}&timestamp=${timestamp}&speed=0`,
    );
    expect(answer.status()).toBe(200);
  };
  return { admin, partner, driver, route, registration, runId: Number(runId), applicationId, fix };
}
