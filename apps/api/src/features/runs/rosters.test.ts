import { and, eq, inArray, tripDays } from '@shuttle/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BookableLine, createBookableLine } from '../../../test/booking-factories.ts';
import { createRider as createUser } from '../../../test/factories.ts';
import { auditRowsBy, createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';

// Wednesday 25 November 2026, 07:00 in Lagos; the rosters below cover the week after.
const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
const NEXT_WEDNESDAY = '2026-12-02';
const WEEKDAYS = [2, 3, 4, 5, 6];
/** Races only show on Postgres (PGlite runs one transaction at a time), so they repeat there. */
const TRIALS = process.env.TEST_DB_KIND === 'postgres' ? 5 : 1;
/** Thursday to the next Wednesday, weekdays only: the dates a Mon-Fri departure runs. */
const WEEK_DATES = ['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'];

let operator: Staff;
let vehicleNumber = 0;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});

async function createVehicle(options: { busPartnerId?: number; costKobo?: number } = {}) {
  vehicleNumber += 1;
  const answer = await opsCall(ctx.app, operator, 'POST', '/vehicles', {
    registration_number: `RST ${100 + vehicleNumber} XA`,
    brand: 'Toyota',
    model: 'Hiace',
    capacity: 14,
    cost_of_supply_kobo: options.costKobo ?? 3_000_000,
    ...(options.busPartnerId === undefined ? {} : { bus_partner_id: options.busPartnerId }),
  });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { id: number };
}

const createDriver = () => createUser(db(), { role: 'driver', fname: 'Kemi' });

function roster(line: BookableLine, body: Record<string, unknown>) {
  return opsCall(ctx.app, operator, 'POST', `/itineraries/${line.itineraryId}/roster`, {
    from: THURSDAY,
    to: NEXT_WEDNESDAY,
    days: WEEKDAYS,
    ...body,
  });
}

const runsOf = (line: BookableLine) =>
  db()
    .select()
    .from(tripDays)
    .where(and(eq(tripDays.itineraryId, line.itineraryId), inArray(tripDays.tripDate, WEEK_DATES)))
    .orderBy(tripDays.tripDate);

describe('a roster', () => {
  it('crews every run of the departure on those dates in one write, facts fixed, called-off runs skipped', async () => {
    const partner = await createUser(db(), { role: 'bus_partner' });
    const vehicle = await createVehicle({ busPartnerId: partner.id, costKobo: 4_500_000 });
    const driver = await createDriver();
    const line = await createBookableLine(db());
    const friday = await opsCall(ctx.app, operator, 'GET', `/trip-days?date=2026-11-27&limit=200`);
    const fridayRun = friday
      .json()
      .data.find((run: { itinerary_id: number }) => run.itinerary_id === line.itineraryId);
    expect(
      (
        await opsCall(ctx.app, operator, 'POST', `/trip-days/${fridayRun.id}/cancel`, {
          reason: 'Road closed',
        })
      ).statusCode,
    ).toBe(200);
    const auditBefore = await auditRowsBy(ctx.app, operator.user.id);

    const answer = await roster(line, { vehicle_id: vehicle.id, driver_id: driver.id });
    expect(answer.statusCode).toBe(200);
    const { assigned, skipped } = answer.json();
    expect(assigned.map((run: { trip_date: string }) => run.trip_date)).toEqual(
      WEEK_DATES.filter((date) => date !== '2026-11-27'),
    );
    expect(assigned[0]).toMatchObject({
      departure_time: '06:30',
      arrival_time: '07:10',
      route_code: line.routeCode,
    });
    expect(skipped).toEqual([expect.objectContaining({ trip_date: '2026-11-27', status: 'cancelled' })]);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore + 1);

    const rows = await runsOf(line);
    expect(rows).toHaveLength(5);
    for (const row of rows.filter((run) => run.status !== 'cancelled')) {
      expect(row).toMatchObject({
        vehicleId: vehicle.id,
        driverId: driver.id,
        busPartnerId: partner.id,
        costOfSupplyKobo: 4_500_000,
      });
    }
    expect(rows.find((run) => run.status === 'cancelled')).toMatchObject({ vehicleId: null, driverId: null });

    // The driver's week and the vehicle's week both show the four runs, in date order.
    for (const filter of [`driver_id=${driver.id}`, `vehicle_id=${vehicle.id}`]) {
      const week = await opsCall(ctx.app, operator, 'GET', `/rosters/week?from=${THURSDAY}&${filter}`);
      expect(week.statusCode).toBe(200);
      expect(week.json()).toMatchObject({ from: THURSDAY, to: NEXT_WEDNESDAY, meta: { total: 4 } });
      expect(week.json().data.map((run: { trip_date: string }) => run.trip_date)).toEqual(
        assigned.map((run: { trip_date: string }) => run.trip_date),
      );
    }
  });

  it('refuses with every clash when the driver or vehicle would be on two overlapping runs, and assigns nothing', async () => {
    const driver = await createDriver();
    const vehicle = await createVehicle();
    const first = await createBookableLine(db());
    expect((await roster(first, { vehicle_id: vehicle.id, driver_id: driver.id })).statusCode).toBe(200);

    // 06:50 starts before the 06:30 run reaches its last stop at 07:10.
    const overlapping = await createBookableLine(db(), { outbound: { departureTime: '06:50' } });
    const otherVehicle = await createVehicle();
    const auditBefore = await auditRowsBy(ctx.app, operator.user.id);
    const refused = await roster(overlapping, { vehicle_id: otherVehicle.id, driver_id: driver.id });
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body).toMatchObject({
      code: 'ROSTER_CLASH',
      message: expect.stringMatching(/^Nothing was assigned: 5 runs/),
    });
    expect(body.clashes).toHaveLength(5);
    expect(body.clashes[0]).toMatchObject({
      resource: 'driver',
      run: { trip_date: THURSDAY, departure_time: '06:50', route_code: overlapping.routeCode },
      clashes_with: {
        trip_date: THURSDAY,
        departure_time: '06:30',
        arrival_time: '07:10',
        route_code: first.routeCode,
      },
    });
    expect((await runsOf(overlapping)).every((run) => run.driverId === null && run.vehicleId === null)).toBe(
      true,
    );
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore);

    // The same vehicle clashes too, once per run and resource.
    const both = await roster(overlapping, { vehicle_id: vehicle.id, driver_id: driver.id });
    expect(
      both
        .json()
        .clashes.map((clash: { resource: string }) => clash.resource)
        .slice(0, 2),
    ).toEqual(['vehicle', 'driver']);

    // A run leaving as the other reaches its last stop (07:10) does not overlap it.
    const after = await createBookableLine(db(), { outbound: { departureTime: '07:10' } });
    const fits = await roster(after, { vehicle_id: vehicle.id, driver_id: driver.id, days: [2] });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().assigned.map((run: { trip_date: string }) => run.trip_date)).toEqual(['2026-11-30']);
  });

  it('of two rosters at once putting one driver on overlapping runs, one is assigned and one refused', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const driver = await createDriver();
      const lines = [
        await createBookableLine(db(), { outbound: { departureTime: '08:00' } }),
        await createBookableLine(db(), { outbound: { departureTime: '08:15' } }),
      ];
      const vehicles = [await createVehicle(), await createVehicle()];
      const answers = await Promise.all(
        lines.map((line, index) => roster(line, { vehicle_id: vehicles[index]?.id, driver_id: driver.id })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const crewed = await Promise.all(lines.map(runsOf));
      expect(crewed.flat().filter((run) => run.driverId === driver.id)).toHaveLength(5);
    }
  });

  it('refuses a roster that starts in the past, a user who is not a driver, or dates out of order', async () => {
    const line = await createBookableLine(db());
    const vehicle = await createVehicle();
    const driver = await createDriver();
    const rider = await createUser(db());
    const cases = [
      [{ from: '2026-11-24' }, 'A roster starts today or later.'],
      [{ driver_id: rider.id }, 'Choose a user with the driver role.'],
      [{ to: '2026-11-20' }, 'The last date cannot be before the first.'],
      [{ days: [1, 7] }, 'The departure has no run to assign on those dates and days.'],
    ] as const;
    for (const [change, message] of cases) {
      const answer = await roster(line, { vehicle_id: vehicle.id, driver_id: driver.id, ...change });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await runsOf(line)).every((run) => run.driverId === null)).toBe(true);
  });
});

describe('the coming week', () => {
  it('lists runs without a vehicle or a driver from today on, and drops them once crewed', async () => {
    const line = await createBookableLine(db());
    /** Every page of the list (the other tests' departures are on it too), checked in date order. */
    const unassigned = async () => {
      const runs: { itinerary_id: number; trip_date: string }[] = [];
      for (let page = 1; ; page++) {
        const answer = await opsCall(ctx.app, operator, 'GET', `/rosters/unassigned?limit=100&page=${page}`);
        expect(answer.statusCode).toBe(200);
        const { data, meta } = answer.json();
        runs.push(...data);
        if (runs.length >= meta.total || data.length === 0) break;
      }
      const dates = runs.map((run) => run.trip_date);
      expect(dates).toEqual([...dates].sort());
      return runs.filter((run) => run.itinerary_id === line.itineraryId).map((run) => run.trip_date);
    };
    // Wednesday 25 to Tuesday 1 December, weekdays: made on demand, nobody booked them yet.
    expect(await unassigned()).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
    ]);
    const answer = await roster(line, {
      vehicle_id: (await createVehicle()).id,
      driver_id: (await createDriver()).id,
      from: THURSDAY,
      to: '2026-11-27',
    });
    expect(answer.statusCode).toBe(200);
    expect(await unassigned()).toEqual(['2026-11-25', '2026-11-30', '2026-12-01']);
  });
});
