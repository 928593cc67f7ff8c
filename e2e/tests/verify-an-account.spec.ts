import { expect, type Page } from '@playwright/test';
import { readMail, registerByApi, signIn, test } from './fixtures.ts';

const FAILED_TEXT =
  'Sorry, an error occured while trying to verify your account please click on resend to get a new code.';

async function verificationLink(page: Page, email: string) {
  const mail = await readMail(page, email, /Verify your Shuttle account/);
  const match = mail.text.match(/https?:\/\/\S+\/verification\/(\d{6})-(\d+)/);
  if (!match) throw new Error('The verification email has no link');
  return { link: match[0], code: match[1] ?? '' };
}

test('a new rider verifies by the emailed link; the same link then says Already Verified', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  const { link } = await verificationLink(page, rider.email);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verification Successful' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Already Verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong code shows the not-successful view, and Resend code sends a new one', async ({ page }) => {
  const rider = await registerByApi(page);
  const { code } = await verificationLink(page, rider.email);
  const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  await page.goto(`/verification/${wrongCode}-${rider.id}`);
  await expect(page.getByText(FAILED_TEXT)).toBeVisible();
  await page.getByRole('button', { name: 'Resend code' }).click();

  // A visitor is asked to log in on the way to /dashboard/verification-successful.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fverification-successful$/);
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/verification-successful$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The new code verifies the account; the page then says so.
  await expect
    .poll(async () => {
      const response = await page.request.get('/v1/dev/mailbox');
      const { data } = (await response.json()) as { data: { to: string; subject: string }[] };
      return data.filter((mail) => mail.to === rider.email && /Verify/.test(mail.subject)).length;
    })
    .toBe(2);
  const { code: newCode } = await verificationLink(page, rider.email);
  const verified = await page.request.post(`/v1/users/${rider.id}/verify`, { data: { code: newCode } });
  expect(verified.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account is verified' })).toBeVisible();
});

test('a signed-in rider who opens the link is verified and kept in the dashboard', async ({ page }) => {
  const rider = await registerByApi(page);
  const { link } = await verificationLink(page, rider.email);
  await signIn(page, rider);

  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const wallet = await page.request.get(`/v1/users/${rider.id}/wallet`, {
    headers: { authorization: `Bearer ${rider.token.token}` },
  });
  expect(((await wallet.json()) as { verified: boolean }).verified).toBe(true);
});
