import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The demo's "Try the demo as" card (docs/decisions/276) is downloaded after the sign-in form has
 * painted. It arrives under the form and the page grows downwards: nothing a visitor is reading or
 * about to tap moves (docs/speed.md#lighthouse asks CLS <= 0.02 of every page; ADR 276 keeps the
 * card out of production's first load, so its room cannot come from the markup alone).
 */
const DEMO_CARD_CHUNK = /\/assets\/demo-sign-in-loader-[\w-]+\.js$/;

/** Where the sign-in form's parts are on the screen. */
const formPositions = (page: Page) =>
  Promise.all(
    [
      page.getByRole('heading', { level: 1, name: 'Log in to Shuttle' }),
      page.getByLabel('Email'),
      page.getByRole('button', { name: 'Log in', exact: true }),
    ].map((part) => part.boundingBox()),
  );

for (const screen of [
  { name: 'a 360 px phone', width: 360, height: 740 },
  { name: 'Lighthouse’s phone', width: 412, height: 823 },
  { name: 'a laptop', width: 1280, height: 800 },
]) {
  test(`the demo's sign-in card arrives under the form without moving it, on ${screen.name}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    // The card's download is held until the form has been measured without it.
    let release: (() => Promise<void>) | undefined;
    const held = new Promise<void>((asked) => {
      void page.route(DEMO_CARD_CHUNK, (route: Route) => {
        release = () => route.continue();
        asked();
      });
    });
    await page.goto('/login');
    await held;
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Shuttle' })).toBeVisible();
    const before = await formPositions(page);
    expect(before.every((box) => box !== null)).toBe(true);

    await release?.();
    await expect(page.getByRole('button', { name: 'Try the demo as a rider' })).toBeVisible();
    expect(await formPositions(page)).toEqual(before);
    // The card sits under the form, and the page is no wider than the screen.
    const card = await page.getByRole('region', { name: 'Try the demo' }).boundingBox();
    const logIn = before[2];
    expect(card && logIn && card.y >= logIn.y + logIn.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
  });
}
