import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The home page's search draws its fields without its code; zod, the form's libraries and the
 * list of stops load when the visitor turns to the form, and what was entered meanwhile is kept
 * (docs/decisions/289).
 */
const FORM_CODE = /\/assets\/(contracts|schema-core|network|query|index\.esm|home-route-search)-[\w-]+\.js$/;

test('the home search loads nothing of its code until the visitor turns to it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (FORM_CODE.test(url.pathname) || url.pathname.endsWith('/v1/bus-stops')) asked.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Find tickets and prices' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await page.getByRole('combobox', { name: 'From' }).click();
  await expect(
    page.getByRole('option', { name: 'Ikorodu Garage, by the Sagamu Road roundabout' }),
  ).toBeVisible();
  expect(asked.some((path) => /\/assets\/schema-core-/.test(path))).toBe(true);
});

test('what the visitor enters while the form’s code downloads is kept', async ({ page }) => {
  const held: Route[] = [];
  await page.route(/\/assets\/home-route-search-[\w-]+\.js$/, (route) => {
    held.push(route);
  });
  await page.goto('/');
  const group = page.getByRole('group', { name: 'Route type' });
  await group.getByLabel('Return').check();
  await page.getByRole('combobox', { name: 'From' }).fill('ikorodu');
  await expect.poll(() => held.length).toBeGreaterThan(0);

  for (const route of held) await route.continue();
  await page.unroute(/\/assets\/home-route-search-[\w-]+\.js$/);
  await expect(page.getByLabel('Return date')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('ikorodu');
  await expect(group.getByLabel('Return')).toBeChecked();
  await page.getByRole('option', { name: 'Ikorodu Garage, by the Sagamu Road roundabout' }).click();
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue(
    'Ikorodu Garage, by the Sagamu Road roundabout',
  );
});
