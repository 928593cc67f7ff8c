import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The demo's living day (docs/decisions/275, 276), on a server of its own: a fresh embedded
 * database with the simulation on, as `npm start` gives a newcomer. The other journeys run on a
 * still demo (DEMO_SIMULATION=off), so nothing moves under them.
 */
const PORT = Number(process.env.E2E_LIVING_DAY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2000);
const LIVING_URL = `http://127.0.0.1:${PORT}`;
/** Buses move, and the last week fills in, within two minutes of start. */
const WITHIN_TWO_MINUTES = 120_000;

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: LIVING_URL });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      APP_MODE: 'demo',
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shuttle-living-day-')),
      PUBLIC_URL: LIVING_URL,
      LOG_LEVEL: 'warn',
      DEMO_SIMULATION: 'on',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${LIVING_URL}/v1/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/**
 * Longer than a bus stands at a stop (90 s at most, apps/api/src/features/simulation/bus-drive.ts),
 * with a fix every 10 s: a bus on the road moves along the line within it.
 */
const LONGEST_DWELL_MS = 100_000;

/**
 * Whether Track my bus shows the bus on the road: it moves along the line, or, standing in a
 * go-slow (2 to 6 minutes in the simulation, longer than a journey should wait), its fixes keep
 * arriving, its last update under a minute old. A bus that has finished its run does neither.
 */
async function busOnTheRoad(tracker: Locator): Promise<boolean> {
  const marker = tracker.getByTestId('bus-marker');
  const shown = await marker.waitFor({ state: 'visible', timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return false;
  const start = await marker.getAttribute('data-progress');
  const moved = await expect
    .poll(async () => marker.getAttribute('data-progress'), { timeout: LONGEST_DWELL_MS, intervals: [2000] })
    .not.toBe(start)
    .then(
      () => true,
      () => false,
    );
  if (moved) return true;
  const lastUpdate = tracker.getByTestId('last-update');
  return (
    (await lastUpdate.count()) > 0 && /Last update (just now|\d+ s ago)/.test(await lastUpdate.innerText())
  );
}

/** A visitor in a browser of their own presses "Try the demo as ..." on the sign-in page. */
async function tryTheDemoAs(browser: Browser, who: string, home: RegExp): Promise<Page> {
  const context = await browser.newContext({ baseURL: LIVING_URL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: `Try the demo as ${who}` }).click();
  // The embedded database serves the day's simulation too: a first page may take a while.
  await expect(page).toHaveURL(home, { timeout: 60_000 });
  return page;
}

test('a newcomer finds a Lagos day under way: buses on the map, a rider on a moving bus, last week reported, a partner paid', async ({
  browser,
}) => {
  test.setTimeout(480_000);

  // The operator's live board: buses on the road, each with a fresh position on the map.
  const operator = await tryTheDemoAs(browser, 'an operator', /\/ops(\/|$)/);
  await operator.goto('/ops/live');
  // The board asks again every 10 s by itself.
  await expect(operator.getByTestId('live-run-state').filter({ hasText: 'updated' }).first()).toBeVisible({
    timeout: WITHIN_TWO_MINUTES,
  });

  // The daily report of the last week is not empty: the history filled in behind.
  await operator.goto('/ops/reports');
  await expect(operator.getByRole('heading', { level: 1, name: 'Daily report' })).toBeVisible();
  // A past day (every row but the last, today's) has bookings and rides of its own.
  const days = operator.getByRole('table', { name: /Bookings and money by the day/ }).locator('tbody tr');
  await expect
    .poll(
      async () => {
        await operator.reload();
        await expect(days.first()).toBeVisible({ timeout: 30_000 });
        const rows = await days.evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
        );
        // Past days only: today's own bookings would pass without any history.
        return rows.slice(0, -1).some((cells) => Number(cells[1]) > 0 && Number(cells[2]) > 0);
      },
      { timeout: WITHIN_TWO_MINUTES, intervals: [5000] },
    )
    .toBe(true);

  // The demo rider has a ride on a bus that is on the road: Track my bus shows it moving.
  const rider = await tryTheDemoAs(browser, 'a rider', /\/dashboard\//);
  await rider.goto('/dashboard/my-bookings');
  const bookingLinks = rider.locator('a[href*="/dashboard/my-bookings/"]');
  await expect(bookingLinks.first()).toBeVisible({ timeout: WITHIN_TWO_MINUTES });
  const hrefs = await bookingLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  let onTheRoad = false;
  for (const href of [...new Set(hrefs)]) {
    await rider.goto(href);
    onTheRoad = await busOnTheRoad(rider.getByRole('region', { name: 'Track my bus' }));
    // A bus of the rider's may have reached its last stop: the next booking's bus is looked at then.
    if (onTheRoad) break;
  }
  expect(onTheRoad, 'a booking of the demo rider whose bus is on the road, tracked live').toBe(true);

  // The bus partner is paid for the runs its buses finished.
  const partner = await tryTheDemoAs(browser, 'a bus partner', /\/bus-partner/);
  const earnings = partner.getByRole('region', { name: 'Earnings' });
  await expect(earnings).toContainText(/completed runs?/, { timeout: WITHIN_TWO_MINUTES });
  await expect(earnings).not.toContainText('No completed runs yet.');
});
