import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

const PAGES = [
  { path: '/', heading: 'Your daily commute across Lagos, sorted' },
  { path: '/how-it-works', heading: 'Your seat is booked before you leave home' },
  { path: '/charter', heading: 'Charter a shuttle or a car' },
  { path: '/business', heading: 'Get your team to work on time, every day' },
  { path: '/drive-for-us', heading: 'Drive with Shuttle and earn on a schedule you can plan' },
  { path: '/she-moves', heading: 'Mentoring on the move, for women in Lagos' },
  { path: '/she-moves-details?scope=participant', heading: 'Join She Moves as a participant' },
  { path: '/she-moves-details?scope=mentor', heading: 'Become a She Moves mentor' },
  { path: '/she-moves-details?scope=driver', heading: 'Drive with She Moves' },
  { path: '/bus-partners', heading: 'Put your buses to work on busy Lagos routes' },
  { path: '/bus-partners/form', heading: 'Become a bus partner' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
];

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    ),
  ).toEqual([]);
}

for (const { path, heading } of PAGES) {
  test(`${path} loads without console errors or axe violations, on a phone and a desktop`, async ({
    page,
  }) => {
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      // Responsive from 320 px: nothing may push the page wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

test('/privacy leads to the privacy policy, effective 1 November 2017', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText('1 November 2017')).toBeVisible();
});

test('the home page is photographed at phone and desktop widths', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Ready for a calmer commute?' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENSHOTS}home-${width}.png`, fullPage: true });
  }
});
