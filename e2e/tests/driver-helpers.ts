import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { create } from 'qrcode';
import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { expect, readMail, registerByApi, uniqueEmail } from './fixtures.ts';

/**
 * The date and HH:MM in Lagos (UTC+1 all year) `minutes` from now: a run departing then is
 * inside its boarding window already, so a pass scanned now checks in (docs/reliability.md#r18).
 */
export function lagosIn(minutes: number): { date: string; time: string } {
  const at = new Date(Date.now() + 3600_000 + minutes * 60_000).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

export interface DriverRun {
  runId: number;
  /** HH:MM in Lagos: the run's departure, as the driver's list shows it. */
  departureTime: string;
  adminToken: string;
  driver: { email: string; password: string; fname: string; lname: string };
  riders: {
    fname: string;
    lname: string;
    code: string;
    rideId: number;
    bookingId: number;
    session: { id: number; token: { token: string; exp: number } };
  }[];
}

/**
 * Through the API, as the console and the riders would: a route of three stops with a departure
 * every day, a driver invited by the admin who set their password from the emailed link, two
 * riders booked on the run leaving in 30 minutes, and the run assigned to the driver.
 */
export async function runWithTwoRiders(page: Page): Promise<DriverRun> {
  const api = page.request;
  const admin = await ok<{ token: { token: string } }>(
    await api.post('/v1/login', {
      data: { email: BOOTSTRAP_ADMIN.email, password: BOOTSTRAP_ADMIN.password },
    }),
  );
  const adminHeaders = bearer(admin.token.token);
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const departure = lagosIn(30);
  const stops: number[] = [];
  for (const [index, name] of ['Ketu', 'Mile 12', 'Ojota'].entries()) {
    const stop = await ok<{ id: number }>(
      await api.post('/v1/ops/stops', {
        headers: adminHeaders,
        data: {
          name: `${name} ${suffix}`,
          location: `${name} bus stop`,
          latitude: 6.6 - index * 0.01,
          longitude: 3.39,
          city_id: 1,
        },
      }),
    );
    stops.push(stop.id);
  }
  const route = await ok<{ id: number }>(
    await api.post('/v1/ops/routes', {
      headers: adminHeaders,
      data: {
        code: `DRV-${suffix}`.slice(0, 20),
        name: `Ketu to Ojota ${suffix}`,
        city_id: 1,
        visibility: 'public',
        stops: stops.map((stopId, index) => ({
          stop_id: stopId,
          minutes_from_start: index * 15,
          pickup: index < 2,
          dropoff: index > 0,
        })),
      },
    }),
  );
  const itinerary = await ok<{ id: number }>(
    await api.post(`/v1/ops/routes/${route.id}/itineraries`, {
      headers: adminHeaders,
      data: { departure_time: departure.time, days: [1, 2, 3, 4, 5, 6, 7], capacity: 14 },
    }),
  );
  await ok(
    await api.put(`/v1/ops/routes/${route.id}/fares`, {
      headers: adminHeaders,
      data: {
        itinerary_id: null,
        fares: [
          { pickup_id: stops[0], destination_id: stops[1], fare_kobo: 50_000 },
          { pickup_id: stops[0], destination_id: stops[2], fare_kobo: 80_000 },
          { pickup_id: stops[1], destination_id: stops[2], fare_kobo: 50_000 },
        ],
      },
    }),
  );

  const driver = {
    email: uniqueEmail('driver'),
    password: 'ikorodu-road-rush-7',
    fname: 'Sola',
    lname: 'Adebayo',
  };
  await ok(
    await api.post('/v1/ops/staff', {
      headers: adminHeaders,
      data: { email: driver.email, fname: driver.fname, lname: driver.lname, role: 'driver' },
    }),
  );
  const mail = await readMail(page, driver.email, /drive for Shuttle/);
  const token = mail.text.match(/\/set-password\/([\w-]+)/)?.[1];
  expect(token).toBeDefined();
  const driverSession = await ok<{ id: number }>(
    await api.post('/v1/set-password', {
      data: { token, password: driver.password, confirm_password: driver.password },
    }),
  );

  const { date } = departure;
  const riders = [];
  for (const [index, fname] of ['Ngozi', 'Emeka'].entries()) {
    const rider = await registerByApi(page, { fname, lname: `Okafor${suffix}` });
    await ok(
      await api.post(`/v1/ops/users/${rider.id}/wallet-adjustments`, {
        headers: { ...adminHeaders, 'idempotency-key': `driver-e2e-${suffix}-${index}` },
        data: { amount_kobo: 500_000, reason: 'Goodwill credit for the journey' },
      }),
    );
    const booking = await ok<{ id: number; rides: { id: number; boarding_code: string }[] }>(
      await api.post(`/v1/users/${rider.id}/routes`, {
        headers: { ...bearer(rider.token.token), 'idempotency-key': `driver-e2e-book-${suffix}-${index}` },
        data: {
          route_type: 'one-way',
          itinerary_id: itinerary.id,
          pickup_id: stops[index],
          destination_id: stops[2],
          departure_date: date,
          walletSource: 'Personal',
        },
      }),
    );
    const ride = booking.rides[0];
    if (!ride) throw new Error('the booking has no ride');
    riders.push({
      fname,
      lname: rider.lname,
      code: ride.boarding_code,
      rideId: ride.id,
      bookingId: booking.id,
      session: { id: rider.id, token: rider.token },
    });
  }
  const runs = await ok<{ data: { id: number; itinerary_id: number }[] }>(
    await api.get(`/v1/ops/trip-days?date=${date}&route_id=${route.id}`, { headers: adminHeaders }),
  );
  const run = runs.data.find((item) => item.itinerary_id === itinerary.id);
  if (!run) throw new Error('no run');
  await ok(
    await api.patch(`/v1/ops/trip-days/${run.id}`, {
      headers: adminHeaders,
      data: { driver_id: driverSession.id },
    }),
  );
  return { runId: run.id, departureTime: departure.time, adminToken: admin.token.token, driver, riders };
}

/** What the server's manifest says of each ride now (as an operator reads it). */
export async function rideStatuses(page: Page, run: DriverRun): Promise<string[]> {
  const manifest = await ok<{ data: { ride_id: number; status: string }[] }>(
    await page.request.get(`/v1/ops/trip-days/${run.runId}/manifest`, { headers: bearer(run.adminToken) }),
  );
  return run.riders.map(
    (rider) => manifest.data.find((row) => row.ride_id === rider.rideId)?.status ?? 'missing',
  );
}

export async function logInAsDriver(page: Page, run: DriverRun) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(run.driver.email);
  await page.getByLabel('Password', { exact: true }).fill(run.driver.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/driver$/);
}

/**
 * A Y4M video (what Chromium's fake camera plays) of a QR code holding `text`, black on white,
 * centred in 640 x 480 frames: the pass held up to the phone's camera.
 */
export function qrVideo(text: string, path: string) {
  const width = 640;
  const height = 480;
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells = modules.size + quiet * 2;
  const scale = Math.floor(360 / cells);
  const left = Math.floor((width - cells * scale) / 2);
  const top = Math.floor((height - cells * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + (row + quiet) * scale + y) * width + left + (column + quiet) * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frames = [];
  for (let frame = 0; frame < 10; frame++) frames.push(Buffer.from('FRAME\n'), luma, chroma);
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...frames]),
  );
}

/** The worker of `scope` is active and holds every file the build lists for it. */
export async function shellCached(page: Page, scope = '/driver') {
  await expect
    .poll(
      () =>
        page.evaluate(async (scope) => {
          // A page reached by the app's own navigation (after logging in) is not controlled until
          // it loads again; the next load, offline or not, is the worker's.
          const registration = await navigator.serviceWorker.getRegistration(scope);
          if (registration?.active?.state !== 'activated') {
            const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
            return `the worker is not active (${worker?.state ?? 'none registered'})`;
          }
          const { scopes } = (await (await fetch('/offline-shell.json')).json()) as {
            scopes: Record<string, string[]>;
          };
          const files = scopes[scope];
          if (!files?.length) return `offline-shell.json lists nothing for ${scope}`;
          const cache = await caches.open(`shuttle-shell-v1:${scope}`);
          for (const path of [scope, ...files]) {
            if (!(await cache.match(path))) return `${path} is not kept yet`;
          }
          return 'kept';
        }, scope),
      { timeout: 30_000 },
    )
    .toBe('kept');
}
