import { fundWallet, nextMonday, searchFromDashboard } from './booking-helpers.ts';
import { BOOTSTRAP_ADMIN } from './bootstrap-admin.ts';
import { expect, readMail, registerByApi, signIn, test, uniqueEmail } from './fixtures.ts';

test("an operator tells a run's riders it is late, and a rider booked on it sees the notice in the bell", async ({
  page,
  browser,
}) => {
  // A rider books a ride on next Monday's first run from Ojodu Berger to Yaba.
  const rider = await registerByApi(page, { fname: 'Bisi' });
  await signIn(page, rider);
  await fundWallet(page, '5000');
  await searchFromDashboard(
    page,
    ['berger', 'Ojodu Berger, by the bus terminal'],
    ['yaba', 'Yaba, opposite Tejuosho market'],
  );
  await page.getByRole('group', { name: 'Route type' }).getByLabel('One-way').check();
  await page.getByLabel('Departure date').fill(nextMonday());
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  await page
    .getByRole('region', { name: 'Available trips' })
    .getByRole('link', { name: 'Choose' })
    .first()
    .click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/dashboard\/booking-successful\/\d+$/);
  const bookingId = page.url().split('/').at(-1);
  const booking = await page.request.get(`/v1/users/${rider.id}/routes/${bookingId}`, {
    headers: { authorization: `Bearer ${rider.token.token}` },
  });
  const ride = ((await booking.json()) as { rides: { itinerary_id: number; trip_date: string }[] }).rides[0];
  expect(ride).toBeDefined();

  // The rider reads everything so far: the notice will be the one unread notification.
  const readAll = await page.request.post(`/v1/users/${rider.id}/notifications/read-all`, {
    headers: { authorization: `Bearer ${rider.token.token}` },
  });
  expect(readAll.ok()).toBe(true);

  // An operator (invited by the admin, as the console does it) opens the run's page, sees whom
  // a notice reaches, and sends one.
  const login = await page.request.post('/v1/login', {
    data: { email: BOOTSTRAP_ADMIN.email, password: BOOTSTRAP_ADMIN.password },
  });
  const admin = {
    authorization: `Bearer ${((await login.json()) as { token: { token: string } }).token.token}`,
  };
  const operatorEmail = uniqueEmail('operator');
  const invited = await page.request.post('/v1/ops/staff', {
    headers: admin,
    data: { email: operatorEmail, fname: 'Tunde', lname: 'Bello', role: 'operator' },
  });
  expect(invited.status()).toBe(201);
  const invitation = await readMail(page, operatorEmail, /invited to the Shuttle operations console/);
  const setPasswordToken = invitation.text.match(/\/set-password\/([\w-]+)/)?.[1];
  const password = 'apapa-wharf-road-9';
  const set = await page.request.post('/v1/set-password', {
    data: { token: setPasswordToken, password, confirm_password: password },
  });
  expect(set.ok()).toBe(true);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await staff.getByLabel('Email').fill(operatorEmail);
  await staff.getByLabel('Password', { exact: true }).fill(password);
  await staff.getByRole('button', { name: 'Log in' }).click();
  await expect(staff).toHaveURL(/\/ops(\/|$)/);
  const token = await staff.evaluate(() => localStorage.getItem('token'));
  const runs = await staff.request.get(`/v1/ops/trip-days?date=${ride?.trip_date}&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const run = ((await runs.json()) as { data: { id: number; itinerary_id: number }[] }).data.find(
    (item) => item.itinerary_id === ride?.itinerary_id,
  );
  expect(run).toBeDefined();
  await staff.goto(`/ops/runs/${run?.id}/manifest`);
  await expect(staff.getByRole('cell', { name: `Bisi ${rider.lname}` }).first()).toBeVisible();
  const notice = staff.getByRole('region', { name: 'Tell the riders of this run' });
  await expect(notice.getByText(/^This will reach \d+ riders?\.$/)).toBeVisible();
  await notice.getByLabel('Title').fill('Running late');
  await notice.getByLabel('Message').fill('The bus is running 15 minutes late. Sorry for the wait.');
  await notice.getByRole('button', { name: 'Send notice' }).click();
  await expect(
    notice.getByText(/^Send “Running late” to \d+ riders? in the app and by email\?$/),
  ).toBeVisible();
  await notice.getByRole('button', { name: 'Send now' }).click();
  await expect(notice.getByRole('status')).toHaveText(/^Notice sent to \d+ riders?\.$/);
  // The run's page, its notice form included, fits a 360 px screen.
  await staff.setViewportSize({ width: 360, height: 800 });
  await expect(notice.getByLabel('Message')).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await staffContext.close();

  // The rider's bell counts it, it reads as sent, and it came by email too.
  await page.goto('/dashboard/home');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByTestId('unread-count')).toContainText('1 unread');
  await menu.getByRole('link', { name: /Notifications/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Running late' });
  await expect(item).toContainText('The bus is running 15 minutes late. Sorry for the wait.');
  const mail = await readMail(page, rider.email, /^Running late$/);
  expect(mail.text).toContain('The bus is running 15 minutes late. Sorry for the wait.');
});
