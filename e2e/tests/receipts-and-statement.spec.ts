import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { expect, registerByApi, signIn, test } from './fixtures.ts';

/** A small Lagos phone (docs/decisions/176): the wallet and the receipt must fit it. */
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE });

/** The downloaded file's bytes, read from where the browser saved it. */
async function savedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`the download of ${download.suggestedFilename()} failed`);
  return readFile(path);
}

/** Axe finds nothing on the page as it stands, and nothing pushes it wider than the phone. */
async function expectAccessibleWithinThePhone(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    ),
    what,
  ).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

test('a rider tops up, downloads today’s statement as CSV and the top-up’s receipt as PDF', async ({
  page,
}) => {
  const rider = await registerByApi(page);
  await signIn(page, rider);
  await page.goto('/dashboard/wallet');
  await page.getByLabel('Amount (₦)', { exact: true }).fill('3000');
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  await page.getByRole('button', { name: 'Pay ₦3,000.00' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet\?reference=SHT-/);
  await expect(page.getByTestId('personal-balance')).toHaveText('₦3,000.00');
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';

  // The statement is asked for in Lagos dates: today there, whatever the machine's zone.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const statements = page.getByRole('region', { name: 'Statements and receipts' });
  await statements.getByLabel('From').fill(today);
  await statements.getByLabel('To').fill(today);
  await expectAccessibleWithinThePhone(page, 'the wallet page');
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    statements.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe(`wallet-statement-${today}-to-${today}.csv`);
  const csv = (await savedBytes(csvDownload)).toString('utf8');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe('"Date","Description","Reference","Amount (NGN)","Balance after (NGN)"');
  expect(rows).toEqual([`"${today}","Wallet top-up","${reference}",3000.00,3000.00`]);

  await statements.getByRole('link', { name: 'View your receipts' }).click();
  await expect(page.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();
  const receiptLink = page.getByRole('link', { name: /^RCPT-\d{4}-\d{6}$/ });
  await expect(receiptLink).toHaveCount(1);
  const number = (await receiptLink.textContent()) ?? '';
  await receiptLink.click();
  await expect(page).toHaveURL(/\/dashboard\/receipts\/\d+$/);
  await expect(page.getByRole('heading', { name: `Receipt ${number}` })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expectAccessibleWithinThePhone(page, 'the receipt page');

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe(`receipt-${number}.pdf`);
  expect((await savedBytes(pdfDownload)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
