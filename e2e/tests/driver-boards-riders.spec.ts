import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { logInAsDriver, qrVideo, rideStatuses, runWithTwoRiders, shellCached } from './driver-helpers.ts';
import { EXPECTED_OFFLINE_ERROR, expect, test } from './fixtures.ts';

/**
 * An offline phone's failed requests are the point of these journeys: the browser's note for a
 * request made without a connection is expected, any other console error still fails.
 */
test.use({ expectedConsoleError: EXPECTED_OFFLINE_ERROR });

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

test('a driver checks two riders in offline, reloads still offline, and the server boards both once online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const run = await runWithTwoRiders(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAsDriver(page, run);
  await expect(page.getByRole('heading', { level: 1, name: 'My runs' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(run.departureTime) }).click();
  await expect(page.getByText(`${run.riders[0]?.fname} ${run.riders[0]?.lname}`)).toBeVisible();
  const counts = page.getByRole('definition');
  await expect(counts).toHaveText(['2', '0', '2']);
  await shellCached(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Boarding code' });
  for (const rider of run.riders) {
    await code.fill(rider.code);
    await page.getByRole('button', { name: 'Check in' }).click();
    const result = page.getByRole('status', { name: 'Scan result' });
    await expect(result).toContainText('Board');
    await expect(result).toContainText(`${rider.fname} ${rider.lname}`);
    await expect(result).toContainText('Waiting to sync');
  }
  await expect(page.getByText('2 scans waiting to sync')).toBeVisible();
  await expect(counts).toHaveText(['2', '2', '0']);

  // The tab reloads with no connection: the app, the manifest and the queue are on the phone.
  await page.reload();
  await expect(page.getByText('2 scans waiting to sync')).toBeVisible();
  await expect(page.getByText('Offline: the manifest as saved on this phone.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Scans on this phone' }).getByRole('listitem')).toHaveCount(2);
  expect(await rideStatuses(page, run)).toEqual(['booked', 'booked']);

  await context.setOffline(false);
  await expect(page.getByText('Every scan is synced.')).toBeVisible();
  expect(await rideStatuses(page, run)).toEqual(['boarded', 'boarded']);
});

test('a driver scans a pass with the phone’s camera', async ({ page }) => {
  test.setTimeout(90_000);
  const run = await runWithTwoRiders(page);
  const rider = run.riders[1];
  if (!rider) throw new Error('two riders');
  const video = join(mkdtempSync(join(tmpdir(), 'shuttle-qr-')), 'pass.y4m');
  qrVideo(rider.code, video);

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...BASE_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const phone = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 360, height: 740 } });
    await phone.grantPermissions(['camera']);
    const driverPage = await phone.newPage();
    await logInAsDriver(driverPage, run);
    await driverPage.getByRole('link', { name: new RegExp(run.departureTime) }).click();
    await driverPage.getByRole('button', { name: 'Scan with camera' }).click();
    const result = driverPage.getByRole('status', { name: 'Scan result' });
    await expect(result).toContainText(`${rider.fname} ${rider.lname}`, { timeout: 20_000 });
    await expect(result).toContainText('Board');
    await expect(driverPage.getByText('Every scan is synced.')).toBeVisible();
    expect(await rideStatuses(page, run)).toEqual(['booked', 'boarded']);
  } finally {
    await browser.close();
  }
});

test('the driver app is installable', async ({ page }) => {
  const run = await runWithTwoRiders(page);
  // Installability is not reported for an incognito-like context: a profile of its own.
  const phone = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'shuttle-pwa-')), {
    executablePath: CHROMIUM,
    args: BASE_ARGS,
    baseURL: BASE_URL,
  });
  try {
    const driverPage = phone.pages()[0] ?? (await phone.newPage());
    await logInAsDriver(driverPage, run);
    await shellCached(driverPage);
    const cdp = await phone.newCDPSession(driverPage);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await driverPage.request.get('/driver.webmanifest');
    expect(await manifest.json()).toMatchObject({
      start_url: '/driver',
      scope: '/driver',
      display: 'standalone',
    });
  } finally {
    await phone.close();
  }
});
