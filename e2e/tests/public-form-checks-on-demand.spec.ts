import type { Locator, Page } from '@playwright/test';
import { expect, loseChunkDownload, test } from './fixtures.ts';

interface PublicForm {
  name: string;
  /** The page, and how the visitor reaches the form on it. */
  open: (page: Page) => Promise<Locator>;
  /** The check's chunk, as the build names it. */
  check: RegExp;
  submit: string;
  /** What the check says of a form with only a first name, once it has loaded. */
  missing: string;
}

const inDialog = (path: string, button: string) => async (page: Page) => {
  await page.goto(path);
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog.getByLabel('First name')).toBeVisible();
  return dialog;
};

const onPage = (path: string, submit: string) => async (page: Page) => {
  await page.goto(path);
  const form = page.locator('form', { has: page.getByRole('button', { name: submit }) });
  await expect(form.getByLabel('First name')).toBeVisible();
  return form;
};

const FORMS: PublicForm[] = [
  {
    name: 'the driver signup on /drive-for-us',
    open: inDialog('/drive-for-us', 'Sign up to drive'),
    check: /\/assets\/driver-signup-check-[\w-]+\.js$/,
    submit: 'Sign up to drive',
    missing: 'Please enter your last name',
  },
  {
    name: 'the feedback form on /business',
    open: inDialog('/business', 'Get in touch'),
    check: /\/assets\/feedback-check-[\w-]+\.js$/,
    submit: 'Send',
    missing: 'Please enter a comment',
  },
  {
    name: 'the bus partner form on /bus-partners/form',
    open: onPage('/bus-partners/form', 'Submit application'),
    check: /\/assets\/partner-check-[\w-]+\.js$/,
    submit: 'Submit application',
    missing: 'Please enter your company name',
  },
  {
    name: 'the She Moves form on /she-moves-details',
    open: onPage('/she-moves-details?scope=participant', 'Register as a participant'),
    check: /\/assets\/programme-check-[\w-]+\.js$/,
    submit: 'Register as a participant',
    missing: 'Please enter your social media handle',
  },
];

/**
 * Each public form's check loads when the visitor turns to the form (docs/decisions/205): until
 * then it is not asked for; a phone that loses the check's download is told so on the form, keeps
 * what was typed, and the next send downloads it. (zod and the contracts may come earlier, with
 * the page's first call, whose answer is checked against its contract: docs/decisions/273.)
 */
for (const form of FORMS) {
  test(`${form.name} loads its check when used, and says so when it cannot`, async ({ page }) => {
    const check = await loseChunkDownload(page, form.check);
    const scope = await form.open(page);
    await page.waitForLoadState('networkidle');
    expect(check.asked).toEqual([]);

    await scope.getByLabel('First name').fill('Amaka');
    await scope.getByRole('button', { name: form.submit }).click();
    await expect(scope.getByText('Oops! An error occured, please try again.')).toBeVisible();
    await expect(scope.getByLabel('First name')).toHaveValue('Amaka');
    expect(check.asked.length).toBeGreaterThan(0);

    // The connection is back: the next send downloads the check, which finds what is missing.
    await check.restore();
    await scope.getByRole('button', { name: form.submit }).click();
    await expect(scope.getByText(form.missing)).toBeVisible();
    await expect(scope.getByText('Oops! An error occured, please try again.')).toBeHidden();
  });
}
