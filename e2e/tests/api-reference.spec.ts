import { expect, test } from './fixtures.ts';

test('the API reference renders from our own assets, within the policy, staff routes marked', async ({
  page,
}) => {
  // Swagger UI's scripts are about 2 MB: parsing them takes a while on a busy machine.
  test.slow();
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });

  // Swagger UI draws the operations as they scroll into view: a page tall enough for all of them.
  await page.setViewportSize({ width: 1280, height: 24_000 });
  const response = await page.goto('/v1/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Shuttle API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.opblock-summary-path', { hasText: '/v1/bus-stops' }).first()).toBeVisible();

  // The staff-only operations come last, under their own tag, after every public one. (Swagger UI
  // draws its operations as a virtual list: the position on the page is what tells the order.)
  const staffHeading = page.getByRole('heading', { name: /^Staff only/ });
  await expect(staffHeading).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('h3.opblock-tag').last()).toContainText('Staff only');
  const top = async (text: string) =>
    (await page.locator('.opblock-summary-path', { hasText: text }).first().boundingBox())?.y ?? Number.NaN;
  const staffTop = (await staffHeading.boundingBox())?.y ?? Number.NaN;
  expect(await top('/v1/bus-stops')).toBeLessThan(staffTop);
  for (const staffPath of ['/v1/ops/promo-codes', '/v1/ops/inbox/{kind}']) {
    await expect(page.locator('.opblock-summary-path', { hasText: staffPath }).first()).toBeVisible();
    expect(await top(staffPath)).toBeGreaterThan(staffTop);
  }

  // An operation opens and shows what it answers.
  await page.locator('.opblock-summary', { hasText: '/v1/bus-stops' }).first().click();
  await expect(
    page.getByText('Successful response').or(page.getByText('Default Response')).first(),
  ).toBeVisible();

  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
