import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { call, KETU, logInThroughTheForm, partnerBusOnRun } from './console-helpers.ts';
import { expect, registerByApi, signIn, test } from './fixtures.ts';
import { chooseStop, nextWeekday } from './search-helpers.ts';

test('the search form, its open dropdown and the trips it finds have no accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'From' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  const home = await new AxeBuilder({ page }).include('.search-card').analyze();
  expect(home.violations).toEqual([]);

  await signIn(page, await registerByApi(page));
  await page.goto('/dashboard/home');
  await chooseStop(page, 'From', 'ikeja along', 'Ikeja Along, by the pedestrian bridge');
  await chooseStop(page, 'To', 'oshodi', 'Oshodi, by the transport interchange');
  await page.getByRole('group', { name: 'Route type' }).getByLabel('Return').check();
  await page.getByLabel('Departure date').fill(nextWeekday());
  await page.getByLabel('Return date').fill(nextWeekday());
  await page.getByLabel('I am travelling with luggage').check();
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  await expect(page.getByRole('region', { name: 'Return trips' })).toBeVisible();
  const dashboard = await new AxeBuilder({ page }).include('main').analyze();
  expect(dashboard.violations).toEqual([]);
});

/** Axe's findings on the page as it stands, one line each, so a failure names the rule and where. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/** Opens a page and waits until its heading is up and nothing on it says it is still loading. */
async function openLoaded(page: Page, address: string) {
  await page.goto(address);
  await expect(page.locator('h1').first(), address).toBeVisible();
  await expect(page.getByText(/^Loading\b/), address).toHaveCount(0);
}

// Two halves, so that the two browser workers share the sweep; each makes its own data.
for (const half of [0, 1] as const) {
  test(`every console, driver and bus partner page has no accessibility violations (part ${half + 1} of 2)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const suffix = `${Date.now() % 100_000}${process.pid % 100}`;
    // Every list and detail page with something in it: a partner's bus on a started run, its
    // driver, the partner's application, a rider and a company.
    const run = await partnerBusOnRun(page, suffix);
    await run.fix(KETU, Math.floor(Date.now() / 1000) - 30);
    const rider = await registerByApi(page, { fname: 'Tolu', lname: `Axe${suffix}` });
    const company = await call<{ id: number }>(page.request, run.admin, 'POST', '/v1/ops/companies', {
      name: `Axe Logistics ${suffix}`,
    });

    await logInThroughTheForm(page, BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN.password);
    await expect(page).toHaveURL(/\/ops\/today$/);
    const consolePages = [
      '/ops/today',
      '/ops/live',
      '/ops/network',
      `/ops/network/routes/${run.route.id}`,
      '/ops/runs',
      '/ops/rosters',
      `/ops/runs/${run.runId}/manifest`,
      '/ops/fleet',
      '/ops/drivers',
      `/ops/drivers/${run.driver.id}/ratings`,
      '/ops/riders',
      `/ops/riders/${rider.id}`,
      '/ops/wallet-adjustments',
      '/ops/companies',
      `/ops/companies/${company.id}`,
      '/ops/promo-codes',
      '/ops/reports',
      '/ops/staff',
      '/ops/audit-log',
      '/ops/inbox/charter-requests',
      '/ops/inbox/driver-applications',
      '/ops/inbox/partner-applications',
      '/ops/inbox/programme-applications',
      '/ops/inbox/feedback',
      '/ops/inbox/route-suggestions',
      `/ops/inbox/partner-applications/${run.applicationId}`,
      '/ops/jobs',
    ];
    const found: Record<string, string[]> = {};
    const middle = Math.ceil(consolePages.length / 2);
    for (const address of half === 0 ? consolePages.slice(0, middle) : consolePages.slice(middle)) {
      await openLoaded(page, address);
      const violations = await axeViolations(page);
      if (violations.length > 0) found[address] = violations;
    }

    const rolePages = [
      [run.driver, ['/driver', `/driver/runs/${run.runId}`]],
      [run.partner, ['/bus-partner']],
    ] as const;
    for (const [session, addresses] of half === 0 ? [] : rolePages) {
      const context = await browser.newContext();
      const other = await context.newPage();
      await signIn(other, session);
      for (const address of addresses) {
        await openLoaded(other, address);
        const violations = await axeViolations(other);
        if (violations.length > 0) found[address] = violations;
      }
      await context.close();
    }
    expect(found).toEqual({});
  });
}
