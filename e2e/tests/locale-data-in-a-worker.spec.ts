import type { Worker } from '@playwright/test';
import { expect, loseChunkDownload, registerByApi, signIn, test } from './fixtures.ts';

const LOCALE_WORKER = /\/assets\/locale-data\.worker-[\w-]+\.js$/;

/**
 * Every page starts a worker that loads the browser's locale data and ends, so that the first
 * date field is not the one to load it on the main thread (docs/decisions/207). It is best effort:
 * a page whose worker cannot load still shows its dates and takes a search.
 */
for (const where of ['/', '/dashboard/home'] as const) {
  test(`${where} loads the locale data in a worker that ends by itself`, async ({ page }) => {
    if (where !== '/') await signIn(page, await registerByApi(page));
    const ended: string[] = [];
    const started: Worker[] = [];
    page.on('worker', (worker) => {
      started.push(worker);
      worker.on('close', () => ended.push(worker.url()));
    });
    await page.goto(where);
    await expect(page.getByLabel('Departure date')).toBeVisible();
    await expect.poll(() => ended.filter((url) => LOCALE_WORKER.test(new URL(url).pathname))).toHaveLength(1);
    expect(started.filter((worker) => LOCALE_WORKER.test(new URL(worker.url()).pathname))).toHaveLength(1);
  });
}

test('a page whose locale worker cannot load still takes a search with its dates', async ({ page }) => {
  const lost = await loseChunkDownload(page, LOCALE_WORKER);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const date = page.getByLabel('Departure date');
  await expect(date).toBeVisible();
  await expect.poll(() => lost.asked.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  await expect(page.getByText('Missing required fields')).toBeVisible();
  await date.fill('2030-01-15');
  await expect(date).toHaveValue('2030-01-15');
  expect(errors).toEqual([]);
});
