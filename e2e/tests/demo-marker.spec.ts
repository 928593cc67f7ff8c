import { expect, test } from './fixtures.ts';

/** The journeys run the demo (APP_MODE=demo), which says so on every page (docs/decisions/110). */
for (const path of ['/', '/login', '/faq']) {
  test(`${path} says it is a demo, within a 360 px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const marker = page.getByRole('complementary', { name: 'Demo' });
    await expect(marker).toBeVisible();
    await expect(marker).toHaveText(
      'Demo: payments are simulated and emails go to the development mailbox at /dev/mailbox.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
