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

  const response = await page.goto('/v1/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Shuttle API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.opblock-summary-path', { hasText: '/v1/bus-stops' }).first()).toBeVisible();

  const staff = page.locator('.opblock-tag-section', {
    has: page.getByRole('heading', { name: 'Staff only' }),
  });
  await expect(staff).toBeVisible();
  await expect(staff.getByText('/v1/ops/promo-codes').first()).toBeVisible();
  await expect(staff.getByText('/v1/admin/charter-requests').first()).toBeVisible();
  await expect(page.locator('.opblock-tag-section').last()).toContainText('Staff only');

  // An operation opens and shows what it answers.
  await page.locator('.opblock-summary', { hasText: '/v1/bus-stops' }).first().click();
  await expect(
    page.getByText('Successful response').or(page.getByText('Default Response')).first(),
  ).toBeVisible();

  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
