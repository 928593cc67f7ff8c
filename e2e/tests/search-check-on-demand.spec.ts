import { expect, loseChunkDownload, registerByApi, signIn, test } from './fixtures.ts';

/**
 * The route search form draws its fields with no zod: its check and the search contracts load
 * when the rider turns to the form (docs/decisions/204). Until then neither zod, the contracts
 * nor the check is asked for; a phone that loses the check's download is told so on the form,
 * keeps what it chose, and the next send downloads it.
 */
for (const where of ['/', '/dashboard/home'] as const) {
  test(`the search form on ${where} loads its check when used, and says so when it cannot`, async ({
    page,
  }) => {
    if (where !== '/') await signIn(page, await registerByApi(page));
    const schemas: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(zod|contracts)-[\w-]+\.js$/.test(new URL(request.url()).pathname)) {
        schemas.push(request.url());
      }
    });
    const check = await loseChunkDownload(page, /\/assets\/route-search-check-[\w-]+\.js$/);
    await page.goto(where);
    const find = page.getByRole('button', { name: 'Find tickets and prices' });
    await expect(find).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(check.asked).toEqual([]);
    expect(schemas).toEqual([]);

    await page.getByRole('group', { name: 'Route type' }).getByLabel('Return').check();
    await find.click();
    await expect(page.getByText('Oops! An error occured, please try again.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Route type' }).getByLabel('Return')).toBeChecked();
    expect(check.asked.length).toBeGreaterThan(0);

    // The connection is back: the next send downloads the check, which finds what is missing.
    await check.restore();
    await find.click();
    await expect(page.getByText('Missing required fields')).toBeVisible();
    expect(schemas.length).toBeGreaterThan(0);
  });
}
