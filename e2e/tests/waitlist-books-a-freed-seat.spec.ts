import AxeBuilder from '@axe-core/playwright';
import { adminToken, call, routeThrough } from './console-helpers.ts';
import { lagosIn } from './driver-helpers.ts';
import { expect, registerByApi, signIn, test } from './fixtures.ts';
import { chooseStop } from './search-helpers.ts';

const FARE_KOBO = 60_000;

/**
 * docs/product.md#waitlist: a rider joins the line of a sold-out trip from the search results;
 * when the rider holding its only seat cancels, the seat is theirs, paid from their wallet, and
 * the bookings page, the waitlist and the notifications say so.
 */
test('a rider waits for a sold-out trip and is booked when its seat frees', async ({ page }) => {
  const { request } = page;
  const admin = await adminToken(request);
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  // One seat, two days ahead: well before the cancellation cut-off, where the line closes.
  const route = await routeThrough(request, admin, suffix, [
    { name: 'Ikeja Along', at: [6.6115, 3.3305], minutes: 0 },
    { name: 'Maryland', at: [6.5715, 3.3675], minutes: 20 },
  ]);
  const [pickup, destination] = route.stops;
  if (!pickup || !destination) throw new Error('the route has no stops');
  const itinerary = await call<{ id: number }>(
    request,
    admin,
    'POST',
    `/v1/ops/routes/${route.id}/itineraries`,
    { departure_time: '07:30', days: [1, 2, 3, 4, 5, 6, 7], capacity: 1 },
  );
  await call(request, admin, 'PUT', `/v1/ops/routes/${route.id}/fares`, {
    itinerary_id: null,
    fares: [{ pickup_id: pickup.id, destination_id: destination.id, fare_kobo: FARE_KOBO }],
  });
  const { date } = lagosIn(2 * 24 * 60);

  const credit = async (userId: number, key: string) => {
    const answer = await request.post(`/v1/ops/users/${userId}/wallet-adjustments`, {
      headers: { authorization: `Bearer ${admin}`, 'idempotency-key': `waitlist-e2e-${suffix}-${key}` },
      data: { amount_kobo: 500_000, reason: 'Goodwill credit for the journey' },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  };
  const holder = await registerByApi(page, { fname: 'Bisi' });
  await credit(holder.id, 'holder');
  const holderAuth = { authorization: `Bearer ${holder.token.token}` };
  const held = await request.post(`/v1/users/${holder.id}/routes`, {
    headers: { ...holderAuth, 'idempotency-key': `waitlist-e2e-book-${suffix}` },
    data: {
      route_type: 'one-way',
      itinerary_id: itinerary.id,
      pickup_id: pickup.id,
      destination_id: destination.id,
      departure_date: date,
      walletSource: 'Personal',
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const heldBooking = (await held.json()) as { id: number };

  const waiting = await registerByApi(page, { fname: 'Tunde' });
  await credit(waiting.id, 'waiting');
  await signIn(page, waiting);
  await page.goto('/dashboard/home');
  await chooseStop(page, 'From', pickup.name, `${pickup.name} bus stop`);
  await chooseStop(page, 'To', destination.name, `${destination.name} bus stop`);
  await page.getByRole('group', { name: 'Route type' }).getByLabel('One-way').check();
  await page.getByLabel('Departure date').fill(date);
  await page.getByRole('button', { name: 'Find tickets and prices' }).click();
  const trip = page
    .getByRole('region', { name: 'Available trips' })
    .getByRole('listitem')
    .filter({ hasText: route.code });
  await expect(trip).toContainText('Sold out');
  await expect(trip.getByRole('link', { name: 'Choose' })).toHaveCount(0);
  await trip.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(trip.getByRole('status')).toContainText('You are number 1 in line.');

  await trip.getByRole('link', { name: 'see your waitlist' }).click();
  const line = page.getByRole('region', { name: 'Waitlist' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`${pickup.name} to ${destination.name}`);
  await expect(line).toContainText('Number 1 in line. Nothing is charged unless a seat frees.');
  await expect(page.getByRole('region', { name: 'Active bookings' })).toContainText('No active bookings.');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // The rider holding the seat lets it go: the same transaction books the first in line.
  const cancelled = await request.post(`/v1/users/${holder.id}/routes/${heldBooking.id}/cancel`, {
    headers: { ...holderAuth, 'idempotency-key': `waitlist-e2e-cancel-${suffix}` },
    data: {},
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.reload();
  await expect(line).toContainText('A seat freed: you are booked and were charged.');
  await expect(line.getByRole('button', { name: 'Leave the waitlist' })).toHaveCount(0);
  const active = page.getByRole('region', { name: 'Active bookings' }).getByRole('listitem');
  await expect(active).toHaveCount(1);
  await expect(active).toContainText(pickup.name);

  await page.goto('/dashboard/wallet');
  await expect(page.getByTestId('personal-balance')).toHaveText('₦4,400.00');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await menu.getByRole('link', { name: /Notifications/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Off the waitlist: booking #' })).toContainText(
    'A seat freed on the ride you were waiting for, and it is yours.',
  );
});
