import { addDays, lagosDate } from '@shuttle/contracts';
import { charterRequests, eq } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { authHeader, createRider } from '../../../test/factories.ts';
import { charterBody, nextClientAddress } from '../../../test/forms-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';

const ctx = useTestApp();
// 23:30 UTC on 1 December is already 00:30 on 2 December in Lagos (UTC+1).
const lateEvening = useTestApp({ clock: new ManualClock(new Date('2026-12-01T23:30:00Z')) });

const submit = (
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = nextClientAddress(),
) =>
  ctx.app.inject({ method: 'POST', url: '/v1/charters', payload: payload as object, headers, remoteAddress });

const storedFor = (email: string) =>
  ctx.database.db.select().from(charterRequests).where(eq(charterRequests.email, email));

describe('POST /v1/charters', () => {
  it('stores a visitor request with the spec fields and answers 201', async () => {
    const body = charterBody({ return_date: addDays(lagosDate(), 8), return_time: '05:40 PM' });
    const response = await submit(body);
    expect(response.statusCode).toBe(201);
    const [stored] = await storedFor(body.email);
    expect(response.json()).toEqual({ id: stored?.id, message: 'Your charter request has been received.' });
    expect(stored).toMatchObject({
      userId: null,
      pickupAddress: body.pickup_address,
      dropoffAddress: body.dropoff_address,
      pickupDate: body.pickup_date,
      pickupTime: '08:30 AM',
      returnTime: '05:40 PM',
      // The return leg leaves from where the outbound one arrived.
      returnAddress: body.dropoff_address,
      passengers: 12,
      vehicles: 'Shuttle',
    });
  });

  it('keeps the request under the signed-in rider', async () => {
    const rider = await createRider(ctx.database.db);
    const body = charterBody({ email: rider.email, passengers: 3, vehicles: 'Car' });
    const response = await submit(body, await authHeader(ctx.app, rider));
    expect(response.statusCode).toBe(201);
    const [stored] = await storedFor(rider.email);
    expect(stored?.userId).toBe(rider.id);
    expect(stored?.returnDate).toBeNull();
  });

  it('answers 401 for a bad token rather than filing the request anonymously', async () => {
    const response = await submit(charterBody(), { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ passengers: 5, vehicles: 'Car' }, 'More than 4 passengers need a Shuttle, otherwise a Car.'],
    [{ passengers: 4, vehicles: 'Shuttle' }, 'More than 4 passengers need a Shuttle, otherwise a Car.'],
    [{ passengers: 0, vehicles: 'Car' }, 'Please enter at least 1 passenger'],
    [{ passengers: 1.5, vehicles: 'Car' }, 'Please enter at least 1 passenger'],
    [{ passengers: '5', vehicles: 'Shuttle' }, 'Please enter at least 1 passenger'],
    [{ passengers: 201, vehicles: 'Shuttle' }, 'For more than 200 passengers, please contact us directly'],
    [{ return_date: '2099-01-01' }, 'Please choose a time'],
    [{ pickup_address: '' }, 'Missing required fields'],
    [{ dropoff_address: undefined }, 'Missing required fields'],
    [{ pickup_date: '' }, 'Missing required fields'],
    [{ pickup_date: '2026-02-30' }, 'Missing required fields'],
    [{ pickup_time: '08:00 AM' }, 'Please choose a time'],
    [{ pickup_time: '13:10 PM' }, 'Please choose a time'],
    [{ phone: '0803123' }, 'Phone number must be at least 11 digits'],
    [{ fname: ' ' }, 'Please enter your first name'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ vehicles: 'Bus' }, 'Invalid option: expected one of "Shuttle"|"Car"'],
    [{ user_id: 1 }, 'Unrecognized key: "user_id"'],
  ])('rejects %j with "%s" and stores nothing', async (overrides, message) => {
    const body = charterBody(overrides);
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(await storedFor(body.email)).toHaveLength(0);
  });

  it('refuses a pick-up date before today in Lagos, and a return before the pick-up', async () => {
    const yesterday = charterBody({ pickup_date: addDays(lagosDate(), -1) });
    const past = await submit(yesterday);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The pick-up date cannot be before today');

    const backwards = charterBody({
      pickup_date: addDays(lagosDate(), 5),
      return_date: addDays(lagosDate(), 4),
      return_time: '06:10 PM',
    });
    const reversed = await submit(backwards);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The return date cannot be before the pick-up date');
    expect([...(await storedFor(yesterday.email)), ...(await storedFor(backwards.email))]).toHaveLength(0);
  });

  it('accepts today (in Lagos) as the pick-up date', async () => {
    const response = await submit(charterBody({ pickup_date: lagosDate() }));
    expect(response.statusCode).toBe(201);
  });

  it('stores a double click once and answers both with the first request', async () => {
    const body = charterBody();
    const [first, second] = await Promise.all([submit(body), submit(body)]);
    expect(first?.statusCode).toBe(201);
    expect(second?.statusCode).toBe(201);
    expect(second?.json()).toEqual(first?.json());
    const retry = await submit(body);
    expect(retry.json()).toEqual(first?.json());
    expect(await storedFor(body.email)).toHaveLength(1);
  });

  it('stores ten identical requests sent at once as one', async () => {
    const body = charterBody();
    const responses = await Promise.all(Array.from({ length: 10 }, () => submit(body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await storedFor(body.email)).toHaveLength(1);
  });

  it('answers a flood from one address with 429 and Retry-After', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await submit(charterBody(), {}, address)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    const refused = await submit(charterBody(), {}, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /v1/charters on the server clock', () => {
  it('takes "today" in Lagos time, not UTC', async () => {
    const send = (pickup_date: string) =>
      lateEvening.app.inject({
        method: 'POST',
        url: '/v1/charters',
        payload: charterBody({ pickup_date }),
        remoteAddress: nextClientAddress(),
      });
    const utcToday = await send('2026-12-01');
    expect(utcToday.statusCode).toBe(400);
    expect(utcToday.json().message).toBe('The pick-up date cannot be before today');
    expect((await send('2026-12-02')).statusCode).toBe(201);
  });
});
