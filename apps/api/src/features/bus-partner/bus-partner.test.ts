import { type Executor, eq, tripDays, vehiclePositions, vehicles } from '@shuttle/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { riderHeader } from '../../../test/booking-factories.ts';
import { createRider } from '../../../test/factories.ts';
import { createItinerary, createRoute, createStops, createTripDay } from '../../../test/network-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();
const db = () => ctx.app.deps.db;

let plates = 0;
async function createVehicle(database: Executor, partnerId: number, costKobo: number) {
  plates += 1;
  const [vehicle] = await database
    .insert(vehicles)
    .values({
      registrationNumber: `BP ${process.pid % 1000} ${plates}`,
      brand: 'Toyota',
      model: 'Hiace',
      capacity: 14,
      busPartnerId: partnerId,
      costOfSupplyKobo: costKobo,
    })
    .returning();
  if (!vehicle) throw new Error('no vehicle');
  return vehicle;
}

async function run(
  itineraryId: number,
  date: string,
  vehicleId: number,
  driverId: number | null,
  status: 'scheduled' | 'completed' | 'cancelled',
  seatsBooked = 0,
) {
  const tripDay = await createTripDay(db(), itineraryId, date, { status, seatsBooked });
  await db().update(tripDays).set({ vehicleId, driverId }).where(eq(tripDays.id, tripDay.id));
  return tripDay.id;
}

const get = async (headers: { authorization: string }, path: string) =>
  ctx.app.inject({ method: 'GET', url: `/v1/bus-partner${path}`, headers });

let partner: { authorization: string };
let other: { authorization: string };
let partnerVehicle: number;
let rivalVehicle: number;
let scheduledRun: number;
let driverId: number;
let completedIds: number[];
beforeAll(async () => {
  const owner = await createRider(db(), { role: 'bus_partner', fname: 'Kemi' });
  const rival = await createRider(db(), { role: 'bus_partner', fname: 'Tayo' });
  partner = await riderHeader(ctx.app, owner);
  other = await riderHeader(ctx.app, rival);
  const driver = await createRider(db(), { role: 'driver', fname: 'Emeka' });
  driverId = driver.id;
  const stops = (await createStops(db(), 2)).map((stop) => stop.id);
  const route = await createRoute(db(), stops, { minutes: [0, 30] });
  const itinerary = await createItinerary(db(), route.id, { days: [1, 2, 3, 4, 5, 6, 7] });
  const evening = await createItinerary(db(), route.id, {
    departureTime: '18:00',
    days: [1, 2, 3, 4, 5, 6, 7],
  });
  const mine = await createVehicle(db(), owner.id, 4_000_000);
  partnerVehicle = mine.id;
  const theirs = await createVehicle(db(), rival.id, 9_000_000);
  rivalVehicle = theirs.id;
  completedIds = [
    await run(itinerary.id, '2026-10-05', mine.id, driver.id, 'completed', 10),
    await run(itinerary.id, '2026-10-20', mine.id, driver.id, 'completed', 12),
    await run(itinerary.id, '2026-11-02', mine.id, driver.id, 'completed', 8),
  ];
  await run(itinerary.id, '2026-11-03', mine.id, null, 'cancelled');
  scheduledRun = await run(itinerary.id, '2026-11-04', mine.id, driver.id, 'scheduled', 3);
  await run(evening.id, '2026-11-02', theirs.id, driver.id, 'completed', 14);
});

describe('the bus partners portal', () => {
  it("shows where each of my buses was last seen, and not another partner's", async () => {
    const fix = (vehicleId: number, latitude: number, recordedAt: string) => ({
      tripDayId: scheduledRun,
      vehicleId,
      source: 'tracker' as const,
      latitude,
      longitude: 3.4,
      recordedAt: new Date(recordedAt),
    });
    await db()
      .insert(vehiclePositions)
      .values([
        fix(partnerVehicle, 6.5, '2026-11-04T05:40:00Z'),
        fix(partnerVehicle, 6.6, '2026-11-04T05:45:00Z'),
        fix(rivalVehicle, 6.9, '2026-11-04T05:50:00Z'),
      ]);
    const answer = await get(partner, '/vehicles');
    expect(answer.json().data).toEqual([
      expect.objectContaining({
        id: partnerVehicle,
        last_position: { lat: 6.6, lon: 3.4, recorded_at: '2026-11-04T05:45:00.000Z' },
      }),
    ]);
    await db().delete(vehiclePositions).where(eq(vehiclePositions.tripDayId, scheduledRun));
  });

  it('lists my vehicles only, without a position when none was recorded', async () => {
    const answer = await get(partner, '/vehicles');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      data: [{ id: partnerVehicle, cost_of_supply_kobo: 4_000_000, has_tracker: false, last_position: null }],
      meta: { total: 1 },
    });
  });

  it('lists the drivers of my runs', async () => {
    const answer = await get(partner, '/drivers');
    expect(answer.json().data).toEqual([
      {
        id: driverId,
        fname: 'Emeka',
        lname: 'Okafor',
        phone: '08031234567',
        runs: 4,
        last_run_date: '2026-11-04',
      },
    ]);
  });

  it('lists the runs my vehicles drove, newest first, with seats sold and earnings; dates filter', async () => {
    const answer = await get(partner, '/runs');
    expect(answer.json().meta.total).toBe(5);
    expect(answer.json().data.map((row: { trip_date: string }) => row.trip_date)).toEqual([
      '2026-11-04',
      '2026-11-03',
      '2026-11-02',
      '2026-10-20',
      '2026-10-05',
    ]);
    expect(answer.json().data[0]).toMatchObject({ status: 'scheduled', seats_sold: 3, earnings_kobo: 0 });
    expect(answer.json().data[2]).toMatchObject({
      id: completedIds[2],
      status: 'completed',
      seats_sold: 8,
      earnings_kobo: 4_000_000,
      driver: { id: driverId },
    });
    const october = await get(partner, '/runs?from=2026-10-01&to=2026-10-31&limit=1');
    expect(october.json()).toMatchObject({
      meta: { total: 2, limit: 1 },
      data: [{ trip_date: '2026-10-20' }],
    });
    expect((await get(partner, '/runs?from=2026-11-01&to=2026-10-01')).statusCode).toBe(400);
  });

  it('sums earnings by month and writes a month statement', async () => {
    const earnings = await get(partner, '/earnings');
    expect(earnings.json().data).toEqual([
      { month: '2026-11', completed_runs: 1, earnings_kobo: 4_000_000 },
      { month: '2026-10', completed_runs: 2, earnings_kobo: 8_000_000 },
    ]);
    const statement = await get(partner, '/statement?month=2026-10');
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toContain('text/csv');
    const lines = statement.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"2026-10-05",/);
    expect(lines[3]).toBe('"Total","","","","","","8000000"');
    expect((await get(partner, '/statement?month=2026-13')).statusCode).toBe(400);
  });

  it('shows another partner none of my data, and refuses other roles', async () => {
    const rivalRuns = await get(other, '/runs');
    expect(rivalRuns.json().meta.total).toBe(1);
    expect(rivalRuns.json().data[0].id).not.toBe(completedIds[2]);
    const rivalVehicles = await get(other, '/vehicles');
    expect(rivalVehicles.json().data.map((row: { id: number }) => row.id)).not.toContain(partnerVehicle);
    expect((await get(other, '/earnings')).json().data).toEqual([
      { month: '2026-11', completed_runs: 1, earnings_kobo: 9_000_000 },
    ]);
    for (const role of ['rider', 'driver', 'operator', 'admin'] as const) {
      const headers = await riderHeader(ctx.app, await createRider(db(), { role }));
      for (const path of ['/me', '/vehicles', '/drivers', '/runs', '/earnings', '/statement?month=2026-10']) {
        expect((await get(headers, path)).statusCode).toBe(403);
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/bus-partner/runs' })).statusCode).toBe(401);
  });

  it('names my company from the application that opened the account', async () => {
    const me = await get(partner, '/me');
    expect(me.json()).toMatchObject({ fname: 'Kemi', company_name: null });
  });
});
