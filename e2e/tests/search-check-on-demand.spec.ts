import { expect, loseChunkDownload, registerByApi, signIn, test } from './fixtures.ts';

/**
 * The route search form's check loads when the rider turns to the form (docs/decisions/204):
 * until then it is not asked for; a phone that loses the check's download is told so on the form,
 * keeps what it chose, and the next send downloads it. (zod and the contracts come earlier, with
 * the form's list of stops, whose answer is checked against its contract: docs/decisions/273.)
 */
for (const where of ['/', '/dashboard/home'] as const) {
  test(`the search form on ${where} loads its check when used, and says so when it cannot`, async ({
    page,
  }) => {
    if (where !== '/') await signIn(page, await registerByApi(page));
    const check = await loseChunkDownload(page, /\/assets\/route-search-check-[\w-]+\.js$/);
    await page.goto(where);
    const find = page.getByRole('button', { name: 'Find tickets and prices' });
    await expect(find).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(check.asked).toEqual([]);

    await page.getByRole('group', { name: 'Route type' }).getByLabel('Return').check();
    await find.click();
    await expect(page.getByText('Oops! An error occured, please try again.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Route type' }).getByLabel('Return')).toBeChecked();
    expect(check.asked.length).toBeGreaterThan(0);

    // The connection is back: the next send downloads the check, which finds what is missing.
    await check.restore();
    await find.click();
    await expect(page.getByText('Missing required fields')).toBeVisible();
  });
}
