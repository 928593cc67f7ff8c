import type { Route } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every public page arrives as HTML with its text, title, description, canonical address and
 * link preview, before any script runs, and the app hydrates it without a mismatch (any console
 * error fails a journey) (docs/decisions/175).
 */
const PAGES = [
  {
    address: '/',
    title: 'Shuttle: commuter shuttles across Lagos',
    heading: 'Your daily commute across Lagos, sorted',
  },
  {
    address: '/how-it-works',
    title: 'How it works | Shuttle',
    heading: 'Your seat is booked before you leave home',
  },
  {
    address: '/charter',
    title: 'Charter a shuttle or a car | Shuttle',
    heading: 'Charter a shuttle or a car',
  },
  {
    address: '/business',
    title: 'Shuttle for business | Shuttle',
    heading: 'Get your team to work on time, every day',
  },
  {
    address: '/drive-for-us',
    title: 'Drive for us | Shuttle',
    heading: 'Drive with Shuttle and earn on a schedule you can plan',
  },
  {
    address: '/she-moves',
    title: 'She Moves | Shuttle',
    heading: 'Mentoring on the move, for women in Lagos',
  },
  {
    address: '/she-moves-details',
    title: 'She Moves registration | Shuttle',
    heading: 'She Moves registration',
  },
  {
    address: '/she-moves-details?scope=participant',
    title: 'She Moves registration | Shuttle',
    heading: 'Join She Moves as a participant',
  },
  {
    address: '/she-moves-details?scope=mentor',
    title: 'She Moves registration | Shuttle',
    heading: 'Become a She Moves mentor',
  },
  {
    address: '/she-moves-details?scope=driver',
    title: 'She Moves registration | Shuttle',
    heading: 'Drive with She Moves',
  },
  {
    address: '/bus-partners',
    title: 'Bus partners | Shuttle',
    heading: 'Put your buses to work on busy Lagos routes',
  },
  { address: '/bus-partners/form', title: 'Become a bus partner | Shuttle', heading: 'Become a bus partner' },
  { address: '/faq', title: 'Frequently asked questions | Shuttle', heading: 'Frequently asked questions' },
  { address: '/privacy-policy', title: 'Privacy policy | Shuttle', heading: 'Privacy policy' },
  { address: '/login', title: 'Log in | Shuttle', heading: 'Log in to Shuttle' },
  { address: '/forgot-password', title: 'Forgot password | Shuttle', heading: 'Forgot your password?' },
];

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

for (const { address, title, heading } of PAGES) {
  test(`${address} is HTML with its text and head before scripts run, then hydrates`, async ({
    page,
    request,
  }) => {
    const response = await request.get(address);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[?]/g, '\\?')}</h1>`));
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(title);
    const description = attribute(html, /<meta name="description" content="([^"]*)"/);
    expect(description?.length).toBeGreaterThan(40);
    const canonical = `${BASE_URL}${address === '/' ? '' : address}`;
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
    expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe(title);
    expect(attribute(html, /<meta property="og:description" content="([^"]*)"/)).toBe(description);

    // The entry script is held until the page's heading is marked: hydrated, it is the very
    // element the HTML brought; rendered anew in the browser, it would be another.
    const held: Route[] = [];
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
      held.push(route);
    });
    await page.goto(address, { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText(heading);
    await page.evaluate(() => {
      (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('h1');
    });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held) await route.continue();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { prerendered: Element | null }).prerendered === document.querySelector('h1'),
      ),
    ).toBe(true);
    await expect(page).toHaveTitle(title);
    await page.waitForLoadState('networkidle');
  });
}

test("a visitor's page asks for its scripts once it has painted its text", async ({ page }) => {
  // On a slow line the scripts' download would compete with the stylesheets the paint waits
  // for (docs/decisions/201).
  await page.goto('/faq');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const timing = await page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { painted, firstScript: Math.min(...scripts) };
  });
  expect(timing.painted).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY);
});

test('the sitemap lists the public pages and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toContain(`${BASE_URL}/`);
  expect(listed).toContain(`${BASE_URL}/faq`);
  expect(listed).toContain(`${BASE_URL}/she-moves-details?scope=mentor`);
  expect(listed).not.toContain(`${BASE_URL}/login`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
});

test('moving around the site names each page in the title', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await expect(page).toHaveTitle('Frequently asked questions | Shuttle');
  await page.getByRole('link', { name: 'Shuttle home' }).click();
  await expect(page).toHaveTitle('Shuttle: commuter shuttles across Lagos');
});
