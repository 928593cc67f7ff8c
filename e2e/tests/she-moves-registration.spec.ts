import { crc32, deflateSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

const PICK_UP = 'Ikorodu Garage, by the Sagamu Road roundabout';
const DROP_OFF = 'Obalende, by the motor park';

const isCall = (path: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === path;

/** What every scope asks: who she is and her commute. */
async function fillAboutYouAndCommute(page: Page, person: { fname: string; email: string }) {
  await page.getByLabel('First name').fill(person.fname);
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByLabel('Social media handle').fill(`@${person.fname.toLowerCase()}`);
  await page.getByLabel('Industry').selectOption('Finance');
  await page.getByLabel('Pick-up location').selectOption({ label: PICK_UP });
  await page.getByLabel('Pick-up time: Hour').selectOption('06');
  await page.getByLabel('Pick-up time: Minute').selectOption('40');
  await page.getByLabel('Drop-off location').selectOption({ label: DROP_OFF });
  await page.getByLabel('Drop-off time: Hour').selectOption('06');
  await page.getByLabel('Drop-off time: Minute').selectOption('00');
}

async function expectRegistered(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** A 2 by 2 RGB PNG, built chunk by chunk so that its signature, sizes and checksums are real. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  // Each row: filter byte 0, then two pink pixels.
  const rows = Buffer.from([0, 233, 30, 99, 233, 30, 99, 0, 233, 30, 99, 233, 30, 99]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
  // The page arrives prerendered: the file input is there before the app hydrates and listens.
  // The page stays inert until it has (apps/web/src/main.tsx).
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await licence.setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n'),
  });
  await expect.poll(() => alerts).toEqual(['only images of type jpeg and png are allowed']);
  await expect(licence).toHaveValue('');
});

test('a participant registers, and her rider account opens with her password', async ({ page }) => {
  const email = uniqueEmail('participant');
  const password = 'she-moves-lagos-26';
  await page.goto('/she-moves-details?scope=participant');
  await fillAboutYouAndCommute(page, { fname: 'Amaka', email });
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('checkbox', { name: 'Monday' }).check();
  await page.getByRole('checkbox', { name: 'Thursday' }).check();
  await page.getByLabel('Days you would ride per month').fill('12');
  await page.getByLabel('Preferred package').selectOption('Shuttle & Connect');
  await page.getByLabel('Subscription option').selectOption('Monthly Subcription');

  const survey = page.waitForResponse(isCall('/v1/survey'));
  const account = page.waitForResponse(isCall('/v1/users'));
  await page.getByRole('button', { name: 'Register as a participant' }).click();
  const surveyResponse = await survey;
  expect(surveyResponse.status()).toBe(201);
  const { payload } = surveyResponse.request().postDataJSON() as { payload: Record<string, unknown> };
  expect(payload).toMatchObject({
    scope: 'participant',
    pickUp: PICK_UP,
    dropOff: DROP_OFF,
    pickUpTimeInHour: '06',
    pickUpTimeInMinute: '40',
    pickUpTimeInPeriod: 'AM',
    dropOffTimeInHour: '06',
    dropOffTimeInMinute: '00',
    dropOffTimeInPeriod: 'PM',
    gender: 'female',
    monday: true,
    tuesday: false,
    thursday: true,
    daysRidePerMonth: 12,
    preferredPackage: 'Shuttle & Connect',
    subscriptionOption: 'Monthly Subcription',
  });
  expect((await account).status()).toBe(201);
  await expectRegistered(page);

  const login = await page.request.post('/v1/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  expect(await login.json()).toMatchObject({ email, fname: 'Amaka', corporate_id: 2 });
});

test('a mentor registers and is taken home', async ({ page }) => {
  await page.goto('/she-moves');
  await page.getByRole('link', { name: 'Become a mentor' }).click();
  await expect(page).toHaveURL(/\/she-moves-details\?scope=mentor$/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await fillAboutYouAndCommute(page, { fname: 'Folake', email: uniqueEmail('mentor') });
  await page
    .getByRole('group', { name: 'Do you drive to work?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel('How often do you drive to work?').selectOption('3 to 4 days a week');
  await page.getByLabel('How many passengers could ride with you?').fill('3');
  await page
    .getByRole('group', { name: 'Would you pay for a shared ride to work?' })
    .getByRole('radio', { name: 'Maybe' })
    .check();

  const survey = page.waitForResponse(isCall('/v1/survey'));
  await page.getByRole('button', { name: 'Register as a mentor' }).click();
  const surveyResponse = await survey;
  expect(surveyResponse.status()).toBe(201);
  expect(surveyResponse.request().postDataJSON()).toMatchObject({
    fname: 'Folake',
    survey_type: 'she_moves',
    payload: {
      scope: 'mentor',
      driveToWork: '1',
      driveNumber: '3 to 4 days a week',
      numberOfPassengers: 3,
      paidForThisService: 'maybe',
    },
  });
  await expectRegistered(page);
});

test('a driver registers with a photo of her licence', async ({ page }) => {
  await page.goto('/she-moves-details?scope=driver');
  await fillAboutYouAndCommute(page, { fname: 'Halima', email: uniqueEmail('driver') });
  await page.getByLabel('Car brand').fill('Toyota');
  await page.getByLabel('Car model').fill('Corolla');
  await page.getByLabel('Car colour').fill('Silver');
  await page
    .getByRole('group', { name: 'Does your car have working air conditioning?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel('Home address').fill('12 Adeola Odeku Street, Victoria Island');
  await page
    .getByLabel("Driver's and vehicle licence (PNG or JPEG image)")
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: tinyPng() });

  const upload = page.waitForResponse(isCall('/v1/uploads/licences'));
  const survey = page.waitForResponse(isCall('/v1/survey'));
  await page.getByRole('button', { name: 'Register as a driver' }).click();
  const uploadResponse = await upload;
  expect(uploadResponse.status()).toBe(201);
  const { upload_id } = (await uploadResponse.json()) as { upload_id: string };
  const surveyResponse = await survey;
  expect(surveyResponse.status()).toBe(201);
  expect(surveyResponse.request().postDataJSON()).toMatchObject({
    payload: {
      scope: 'driver',
      carDetail: { brand: 'Toyota', model: 'Corolla', colour: 'Silver' },
      acCondition: 'yes',
      address: '12 Adeola Odeku Street, Victoria Island',
      licence_upload_id: upload_id,
    },
  });
  await expectRegistered(page);
});
