import { expect, test } from './fixtures.ts';

test('the programme form asks for what a participant must give', async ({ page }) => {
  await page.goto('/she-moves');
  await page.getByRole('link', { name: 'Join as a participant' }).click();
  await expect(page).toHaveURL(/\/she-moves-details\?scope=participant$/);
  await page.getByLabel('Phone number').fill('0803');
  await page.getByRole('button', { name: 'Register as a participant' }).click();
  for (const message of [
    'Please enter your social media handle',
    'Please enter a password',
    'Please select your industry',
    'Please select a pick-up location',
    'Please select a drop-off location',
    'Phone number must be at least 11 digits',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page).toHaveURL(/scope=participant$/);
});

test('a licence that is not PNG or JPEG is refused with the spec alert', async ({ page }) => {
  await page.goto('/she-moves-details?scope=driver');
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  const licence = page.getByLabel("Driver's and vehicle licence (PNG or JPEG image)");
  await licence.setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n'),
  });
  await expect.poll(() => alerts).toEqual(['only images of type jpeg and png are allowed']);
  await expect(licence).toHaveValue('');
});
