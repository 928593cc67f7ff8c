import { randomUUID } from 'node:crypto';
import { CARD_MESSAGES } from '@shuttle/contracts';
import { bookingRides, checkIns, eq } from '@shuttle/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookableLine, oneWayBody, riderHeader } from '../../../test/booking-factories.ts';
import { createRider as createUser } from '../../../test/factories.ts';
import { createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';

// Wednesday 25 November 2026, 07:00 in Lagos; the run is Thursday's, departing 06:30.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
/** Thursday 06:10 in Lagos: inside the run's check-in window (R18). */
const THURSDAY_BOARDING = new Date('2026-11-26T05:10:00Z');
const THURSDAY = '2026-11-26';
const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;

let operator: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});
afterEach(() => clock.set(WEDNESDAY_MORNING));

/** A rider with a ride on Thursday's run, the run assigned to a new driver. */
async function riderOnRun() {
  const line = await createBookableLine(db());
  const rider = await createRider(db(), { balanceKobo: 500_000 });
  const headers = await riderHeader(ctx.app, rider);
  const booked = await ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/routes`,
    headers,
    payload: oneWayBody(line, THURSDAY),
  });
  expect(booked.statusCode).toBe(201);
  const ride = booked.json().rides[0] as { id: number; trip_day_id: number };
  const driverUser = await createUser(db(), { role: 'driver' });
  const driver = await riderHeader(ctx.app, driverUser);
  const assigned = await opsCall(ctx.app, operator, 'PATCH', `/trip-days/${ride.trip_day_id}`, {
    driver_id: driverUser.id,
  });
  expect(assigned.statusCode).toBe(200);
  return { rider, headers, ride, runId: ride.trip_day_id, driver };
}

const cardCall = (
  userId: number,
  headers: object,
  method: 'GET' | 'POST' | 'DELETE',
  path = '',
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/v1/users/${userId}/cards${path}`,
    headers: headers as Record<string, string>,
    ...(payload === undefined ? {} : { payload }),
  });

const cardScan = (runId: number, cardNumber: string, scannedAt: Date, clientId = randomUUID()) => ({
  client_id: clientId,
  trip_day_id: runId,
  card_number: cardNumber,
  scanned_at: scannedAt.toISOString(),
});

async function checkIn(driver: object, scans: object[]) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/driver/check-ins',
    headers: driver as Record<string, string>,
    payload: { check_ins: scans },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as { result: string; ride_id?: number }[];
}

const rideStatus = async (rideId: number) =>
  (await db().select().from(bookingRides).where(eq(bookingRides.id, rideId)))[0]?.status;

describe('the mobility card (docs/product.md#mobility-card)', () => {
  it('links by printed number or NFC serial, refuses another rider’s card, and unlinks', async () => {
    const { rider, headers } = await riderOnRun();
    const linked = await cardCall(rider.id, headers, 'POST', '', { number: '04:a2:7f:1b:33:80' });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().number).toBe('04A27F1B3380');
    // The same card again is the same link; a bad number says what a card number is.
    expect((await cardCall(rider.id, headers, 'POST', '', { number: '04A2 7F1B 3380' })).json().id).toBe(
      linked.json().id,
    );
    const bad = await cardCall(rider.id, headers, 'POST', '', { number: 'no!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(CARD_MESSAGES.number);

    const other = await createRider(db());
    const taken = await cardCall(other.id, await riderHeader(ctx.app, other), 'POST', '', {
      number: '04A27F1B3380',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CARD_MESSAGES.taken);

    expect((await cardCall(rider.id, headers, 'DELETE', `/${linked.json().id}`)).statusCode).toBe(204);
    expect((await cardCall(rider.id, headers, 'GET')).json().data).toEqual([]);
    expect((await cardCall(rider.id, headers, 'DELETE', `/${linked.json().id}`)).statusCode).toBe(404);
  });

  it('boards the rider’s ride by card, online and from an offline queue; unknown cards board nobody', async () => {
    const { rider, headers, ride, runId, driver } = await riderOnRun();
    expect((await cardCall(rider.id, headers, 'POST', '', { number: 'SHUTTLE0001' })).statusCode).toBe(201);
    const manifest = await ctx.app.inject({
      method: 'GET',
      url: `/v1/driver/runs/${runId}/manifest`,
      headers: driver as Record<string, string>,
    });
    expect(manifest.json().data[0].card_numbers).toEqual(['SHUTTLE0001']);

    clock.set(THURSDAY_BOARDING);
    const [unknown] = await checkIn(driver, [cardScan(runId, 'NOBODY0001', clock.now())]);
    expect(unknown?.result).toBe('unknown');
    expect(await rideStatus(ride.id)).toBe('booked');

    // Scanned offline at 06:10 and sent 40 minutes later: judged at the scan's own time (R18).
    const queued = cardScan(runId, 'shuttle 0001', THURSDAY_BOARDING);
    clock.advance(40 * 60_000);
    const [boarded] = await checkIn(driver, [queued]);
    expect(boarded).toMatchObject({ result: 'boarded', ride_id: ride.id });
    expect(await rideStatus(ride.id)).toBe('boarded');
    // The queue sending it again changes nothing; a second tap says already boarded.
    expect((await checkIn(driver, [queued]))[0]?.result).toBe('boarded');
    expect((await checkIn(driver, [cardScan(runId, 'SHUTTLE0001', clock.now())]))[0]?.result).toBe(
      'already_boarded',
    );
    const [stored] = await db().select().from(checkIns).where(eq(checkIns.clientId, queued.client_id));
    expect(stored).toMatchObject({ cardNumber: 'SHUTTLE0001', boardingCode: null, rideId: ride.id });

    // An unlinked card is unknown at once.
    const [card] = (await cardCall(rider.id, headers, 'GET')).json().data;
    await cardCall(rider.id, headers, 'DELETE', `/${card.id}`);
    expect((await checkIn(driver, [cardScan(runId, 'SHUTTLE0001', clock.now())]))[0]?.result).toBe('unknown');
  });
});
