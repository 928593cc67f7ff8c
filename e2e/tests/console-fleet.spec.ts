import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import {
  adminToken,
  circleAt,
  expectNoOverflow,
  KETU,
  logInThroughTheForm,
  MILE_12,
  partnerBusOnRun,
  routeThrough,
} from './console-helpers.ts';
import { expect, signIn, test } from './fixtures.ts';

/**
 * The console a shuttle company runs every day (docs/decisions/250, 254), on a small phone and on a
 * desktop: the fleet page issues a tracker id with its settings, an admin's sign-in lands on the
 * console, the map places stops by their coordinates, and a bus partner watches its bus move.
 */
const VIEWPORTS = [
  { name: 'a 360 px phone', size: { width: 360, height: 780 } },
  { name: 'a desktop', size: { width: 1280, height: 900 } },
];

for (const { name, size } of VIEWPORTS) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport: size });

    test('an admin opening /login lands on the console, and is sent there again from /login', async ({
      page,
    }) => {
      await logInThroughTheForm(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
      await expect(page).toHaveURL(/\/ops\/today$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
      // Signed in, the guest-only page and the rider's dashboard both lead home.
      await page.goto('/login');
      await expect(page).toHaveURL(/\/ops\/today$/);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/ops\/today$/);
    });

    test('an operator adds a vehicle and issues its tracker id, shown once with its settings', async ({
      page,
    }) => {
      const registration = `FLT ${Date.now() % 1_000_000}${size.width}`.slice(0, 20);
      await logInThroughTheForm(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
      await expect(page).toHaveURL(/\/ops\/today$/);
      await page.goto('/ops/fleet');
      await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();

      const form = page.getByRole('form', { name: 'Add a vehicle' });
      await form.getByLabel('Registration number').fill(registration);
      await form.getByLabel('Brand').fill('Toyota');
      await form.getByLabel('Model').fill('Hiace');
      await form.getByLabel('Colour').fill('White');
      await form.getByLabel('Seats').fill('14');
      await form.getByLabel('Amenities (separated by commas)').fill('AC, USB charging');
      await form.getByLabel('Paid to the owner per run (naira)').fill('25000');
      await form.getByRole('button', { name: 'Add vehicle' }).click();
      await expect(form.getByText(`${registration} added to the fleet.`)).toBeVisible();

      await page.getByLabel('Search by registration or brand').fill(registration);
      const row = page.getByRole('row').filter({ hasText: registration });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('White');
      await expect(row).toContainText('₦25,000.00');
      await expect(row).toContainText('No tracker');

      await row.getByRole('button', { name: `Issue tracker id for ${registration}` }).click();
      const setup = page.getByRole('region', { name: `Tracker settings for ${registration}` });
      await expect(setup.getByRole('status')).toContainText('shown only this once');
      const deviceId = (await setup.locator('dt:text-is("Device id") + dd').textContent())?.trim() ?? '';
      expect(deviceId.length).toBeGreaterThanOrEqual(16);
      await expect(setup.locator('dt:text-is("Server address") + dd')).toHaveText(
        /^https?:\/\/\S+\/v1\/tracking\/osmand$/,
      );
      await expect(setup.locator('dt:text-is("Reporting interval") + dd')).toHaveText('10 seconds');
      await expect(setup.getByRole('heading', { name: 'In the Traccar Client app' })).toBeVisible();
      await expectNoOverflow(page, size.width);

      // Once put away, the id is nowhere on the page: only a reissue shows one again.
      await setup.getByRole('button', { name: 'Done, I have copied the device id' }).click();
      await expect(setup).toBeHidden();
      await expect(page.getByText(deviceId)).toHaveCount(0);
      await expect(row).toContainText('Tracker issued, never heard from');
      await expect(row.getByRole('button', { name: `Reissue tracker id for ${registration}` })).toBeVisible();
    });

    test('the route map places two stops apart the way their coordinates say', async ({ page }) => {
      const suffix = `${Date.now() % 100_000}${size.width}`;
      const token = await adminToken(page.request);
      // Ikeja lies north-west of Yaba: on a north-up map it is drawn left of it and above it.
      const route = await routeThrough(page.request, token, suffix, [
        { name: 'Ikeja', at: [6.6018, 3.3515], minutes: 0 },
        { name: 'Yaba', at: [6.5095, 3.3711], minutes: 35 },
      ]);
      await logInThroughTheForm(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
      await expect(page).toHaveURL(/\/ops\/today$/);
      await page.goto(`/ops/network/routes/${route.id}`);
      const map = page.getByRole('img', { name: `Map of ${route.code} ` });
      await expect(map).toBeVisible();
      const north = await circleAt(map.locator(`[data-stop="Ikeja ${suffix}"]`));
      const south = await circleAt(map.locator(`[data-stop="Yaba ${suffix}"]`));
      expect(north.x).toBeLessThan(south.x);
      expect(north.y).toBeLessThan(south.y - 50);
      await expect(map.getByTestId('map-route')).toHaveCount(1);
      await expect(map.getByTestId('map-scale')).toBeVisible();
      await expectNoOverflow(page, size.width);
    });

    test('a bus partner sees its bus move on the map during a run', async ({ page, browser }) => {
      test.setTimeout(90_000);
      const suffix = `${Date.now() % 100_000}${size.width}`;
      const { partner, route, registration, fix } = await partnerBusOnRun(page, suffix);
      // The tracker's first fix: at Ketu, a minute and a half ago.
      const now = Math.floor(Date.now() / 1000);
      await fix(KETU, now - 90);

      const context = await browser.newContext({ viewport: size });
      const portal = await context.newPage();
      await signIn(portal, partner);
      await portal.goto('/bus-partner');
      const card = portal.getByRole('region', { name: 'Where my buses are' });
      const map = card.getByRole('img', { name: 'Map of my buses and the routes of their runs today' });
      const bus = map.locator(`[data-bus="${registration}"]`);
      await expect(bus).toBeVisible();
      // Which stop the bus is drawn on, read together with the stops (the map fits its width).
      const stopUnderBus = async () => {
        const at = {
          x: Number(await bus.getAttribute('data-x')),
          y: Number(await bus.getAttribute('data-y')),
        };
        for (const stop of route.stops) {
          const circle = await circleAt(map.locator(`[data-stop="${stop.name}"]`));
          if (Math.abs(circle.x - at.x) < 1 && Math.abs(circle.y - at.y) < 1) return stop.name;
        }
        return `none (${at.x}, ${at.y})`;
      };
      await expect.poll(stopUnderBus).toBe(`Ketu ${suffix}`);
      const busLine = card
        .getByTestId('map-bus-list')
        .getByRole('listitem')
        .filter({ hasText: registration });
      await expect(busLine).toContainText(`${route.code} `);
      const firstLine = await busLine.textContent();

      // A minute and a half later it is at Mile 12, south of Ketu: the page's own refresh moves
      // the marker down the map and the list beside it gives the newer time.
      await fix(MILE_12, now);
      await expect.poll(stopUnderBus, { timeout: 20_000 }).toBe(`Mile 12 ${suffix}`);
      await expect(busLine).not.toHaveText(firstLine ?? '');
      await expectNoOverflow(portal, size.width);
      await context.close();
    });
  });
}
