import { lagosInstant } from '@shuttle/contracts';
import {
  and,
  auditLog,
  type Executor,
  eq,
  sql,
  tripDays,
  type VehicleRow,
  vehiclePositions,
  vehicles,
} from '@shuttle/db';
import { listMigrations } from '@shuttle/db/migrate';
import { beforeAll, describe, expect, it } from 'vitest';
import { riderHeader } from '../../../test/booking-factories.ts';
import { createRider } from '../../../test/factories.ts';
import { createItinerary, createRoute, createStops, createTripDay } from '../../../test/network-factories.ts';
import { createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';
import { RUN_FACT_CHECKS } from '../runs/run-facts-audit.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';

const clock = new ManualClock(new Date('2026-12-01T08:00:00Z'));
const ctx = useTestApp({ clock });
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

/** A run in `status` with the vehicle's facts fixed on it, as its assignment and start would. */
async function run(
  itineraryId: number,
  date: string,
  vehicle: VehicleRow,
  driverId: number | null,
  status: 'scheduled' | 'completed' | 'cancelled',
  seatsBooked = 0,
) {
  const tripDay = await createTripDay(db(), itineraryId, date, { status, seatsBooked });
  await db()
    .update(tripDays)
    .set({
      vehicleId: vehicle.id,
      busPartnerId: vehicle.busPartnerId,
      costOfSupplyKobo: vehicle.costOfSupplyKobo,
      driverId,
    })
    .where(eq(tripDays.id, tripDay.id));
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
    await run(itinerary.id, '2026-10-05', mine, driver.id, 'completed', 10),
    await run(itinerary.id, '2026-10-20', mine, driver.id, 'completed', 12),
    await run(itinerary.id, '2026-11-02', mine, driver.id, 'completed', 8),
  ];
  await run(itinerary.id, '2026-11-03', mine, null, 'cancelled');
  scheduledRun = await run(itinerary.id, '2026-11-04', mine, driver.id, 'scheduled', 3);
  await run(evening.id, '2026-11-02', theirs, driver.id, 'completed', 14);
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
        last_position: expect.objectContaining({
          lat: 6.6,
          lon: 3.4,
          recorded_at: '2026-11-04T05:45:00.000Z',
        }),
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

describe("a run's own facts: its vehicle's owner and rate as it was driven (docs/decisions/233-run-facts-fixed.md)", () => {
  const FIRST_OF_DECEMBER = new Date('2026-12-01T08:00:00Z');
  let operator: Staff;
  let itineraryId: number;
  beforeAll(async () => {
    operator = await createOperator(ctx.app);
    const stops = (await createStops(db(), 2)).map((stop) => stop.id);
    const route = await createRoute(db(), stops, { minutes: [0, 30] });
    itineraryId = (
      await createItinerary(db(), route.id, { departureTime: '07:00', days: [1, 2, 3, 4, 5, 6, 7] })
    ).id;
  });

  async function signedIn(role: 'bus_partner' | 'driver', fname: string) {
    const user = await createRider(db(), { role, fname });
    return { id: user.id, phone: user.phone, headers: await riderHeader(ctx.app, user) };
  }
  type Person = Awaited<ReturnType<typeof signedIn>>;

  /** A run on `date` given its vehicle and driver from the console, as an operator does. */
  async function assignedRun(date: string, vehicleId: number, driver: Person) {
    const tripDay = await createTripDay(db(), itineraryId, date);
    const answer = await opsCall(ctx.app, operator, 'PATCH', `/trip-days/${tripDay.id}`, {
      vehicle_id: vehicleId,
      driver_id: driver.id,
    });
    expect(answer.statusCode).toBe(200);
    return tripDay.id;
  }

  const driverPost = (driver: Person, path: string) =>
    ctx.app.inject({ method: 'POST', url: `/v1/driver${path}`, headers: driver.headers });

  /** The driver's Start at departure (07:00) and Finish at the last stop (07:30). */
  async function drive(runId: number, date: string, driver: Person) {
    clock.set(lagosInstant(date, '07:00'));
    expect((await driverPost(driver, `/runs/${runId}/start`)).statusCode).toBe(200);
    clock.set(lagosInstant(date, '07:30'));
    expect((await driverPost(driver, `/runs/${runId}/finish`)).statusCode).toBe(200);
  }

  async function changeVehicle(
    vehicleId: number,
    patch: { bus_partner_id?: number; cost_of_supply_kobo?: number },
  ) {
    const answer = await opsCall(ctx.app, operator, 'PATCH', `/vehicles/${vehicleId}`, patch);
    expect(answer.statusCode).toBe(200);
  }

  async function factsOf(database: Executor, runId: number) {
    const [row] = await database
      .select({ busPartnerId: tripDays.busPartnerId, costOfSupplyKobo: tripDays.costOfSupplyKobo })
      .from(tripDays)
      .where(eq(tripDays.id, runId));
    return row;
  }

  const statementTotal = async (partner: Person, month: string) =>
    (await get(partner.headers, `/statement?month=${month}`)).body.trim().split('\r\n').at(-1);

  it('leaves a moved vehicle’s past runs, earnings and drivers with its old partner, and shows the new one none of them', async () => {
    clock.set(FIRST_OF_DECEMBER);
    const ada = await signedIn('bus_partner', 'Ada');
    const bola = await signedIn('bus_partner', 'Bola');
    const chidi = await signedIn('driver', 'Chidi');
    const dayo = await signedIn('driver', 'Dayo');
    const vehicle = await createVehicle(db(), ada.id, 5_000_000);
    const driven = await assignedRun('2026-12-07', vehicle.id, chidi);
    const upcoming = await assignedRun('2026-12-09', vehicle.id, dayo);
    await drive(driven, '2026-12-07', chidi);
    clock.set(lagosInstant('2026-12-08', '12:00'));
    await changeVehicle(vehicle.id, { bus_partner_id: bola.id });

    expect((await get(ada.headers, '/runs')).json().data).toEqual([
      expect.objectContaining({ id: driven, status: 'completed', earnings_kobo: 5_000_000 }),
    ]);
    expect((await get(ada.headers, '/earnings')).json().data).toEqual([
      { month: '2026-12', completed_runs: 1, earnings_kobo: 5_000_000 },
    ]);
    expect((await get(ada.headers, '/drivers')).json().data).toEqual([
      expect.objectContaining({ id: chidi.id, phone: chidi.phone, runs: 1, last_run_date: '2026-12-07' }),
    ]);
    expect(await statementTotal(ada, '2026-12')).toBe('"Total","","","","","","5000000"');
    expect((await get(ada.headers, '/vehicles')).json().data).toEqual([]);

    // The new owner has the vehicle and its upcoming run, nothing from before it came.
    expect((await get(bola.headers, '/vehicles')).json().data).toEqual([
      expect.objectContaining({ id: vehicle.id }),
    ]);
    expect((await get(bola.headers, '/runs')).json().data).toEqual([
      expect.objectContaining({ id: upcoming, status: 'scheduled', earnings_kobo: 0 }),
    ]);
    expect((await get(bola.headers, '/earnings')).json().data).toEqual([]);
    expect((await get(bola.headers, '/drivers')).json().data).toEqual([
      expect.objectContaining({ id: dayo.id }),
    ]);
    expect(await statementTotal(bola, '2026-12')).toBe('"Total","","","","","","0"');
  });

  it('keeps what past runs earned when the rate changes, and pays the new rate from the next run', async () => {
    clock.set(FIRST_OF_DECEMBER);
    const efe = await signedIn('bus_partner', 'Efe');
    const femi = await signedIn('driver', 'Femi');
    const vehicle = await createVehicle(db(), efe.id, 4_000_000);
    const first = await assignedRun('2026-12-14', vehicle.id, femi);
    const next = await assignedRun('2026-12-16', vehicle.id, femi);
    await drive(first, '2026-12-14', femi);
    clock.set(lagosInstant('2026-12-15', '12:00'));
    await changeVehicle(vehicle.id, { cost_of_supply_kobo: 6_500_000 });
    expect(await factsOf(db(), next)).toEqual({ busPartnerId: efe.id, costOfSupplyKobo: 6_500_000 });
    const [audited] = await db()
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vehicle.update'), eq(auditLog.entityId, String(vehicle.id))));
    expect(audited?.after).toMatchObject({ cost_of_supply_kobo: 6_500_000, upcoming_runs_refixed: [next] });
    await drive(next, '2026-12-16', femi);

    expect((await get(efe.headers, '/runs')).json().data).toEqual([
      expect.objectContaining({ id: next, earnings_kobo: 6_500_000 }),
      expect.objectContaining({ id: first, earnings_kobo: 4_000_000 }),
    ]);
    expect((await get(efe.headers, '/earnings')).json().data).toEqual([
      { month: '2026-12', completed_runs: 2, earnings_kobo: 10_500_000 },
    ]);
    expect(await statementTotal(efe, '2026-12')).toBe('"Total","","","","","","10500000"');
  });

  it('fixes the facts again at start when the owner changed after the assignment; a started run keeps them', async () => {
    clock.set(FIRST_OF_DECEMBER);
    const gbenga = await signedIn('bus_partner', 'Gbenga');
    const halima = await signedIn('bus_partner', 'Halima');
    const ike = await signedIn('driver', 'Ike');
    const vehicle = await createVehicle(db(), gbenga.id, 3_000_000);
    const runId = await assignedRun('2026-12-21', vehicle.id, ike);
    expect(await factsOf(db(), runId)).toEqual({ busPartnerId: gbenga.id, costOfSupplyKobo: 3_000_000 });
    // Changed outside the console (a script, or a change racing the assignment): the run's
    // facts stay as assigned until the driver's Start takes the vehicle as it then is.
    await db()
      .update(vehicles)
      .set({ busPartnerId: halima.id, costOfSupplyKobo: 3_500_000 })
      .where(eq(vehicles.id, vehicle.id));
    expect(await factsOf(db(), runId)).toEqual({ busPartnerId: gbenga.id, costOfSupplyKobo: 3_000_000 });
    clock.set(lagosInstant('2026-12-21', '07:00'));
    expect((await driverPost(ike, `/runs/${runId}/start`)).statusCode).toBe(200);
    expect(await factsOf(db(), runId)).toEqual({ busPartnerId: halima.id, costOfSupplyKobo: 3_500_000 });

    await changeVehicle(vehicle.id, { bus_partner_id: gbenga.id, cost_of_supply_kobo: 1_000_000 });
    clock.set(lagosInstant('2026-12-21', '07:30'));
    expect((await driverPost(ike, `/runs/${runId}/finish`)).statusCode).toBe(200);
    expect((await get(halima.headers, '/earnings')).json().data).toEqual([
      { month: '2026-12', completed_runs: 1, earnings_kobo: 3_500_000 },
    ]);
    expect((await get(gbenga.headers, '/runs')).json().meta.total).toBe(0);
  });

  it('backfills runs written before migration 0761 from their vehicle; the audit finds a started run without facts', async () => {
    const owner = await signedIn('bus_partner', 'Jumoke');
    const vehicle = await createVehicle(db(), owner.id, 2_500_000);
    const old = await createTripDay(db(), itineraryId, '2026-12-28', { status: 'completed' });
    // Written the way runs were before the migration: a vehicle, no facts.
    await db().update(tripDays).set({ vehicleId: vehicle.id }).where(eq(tripDays.id, old.id));
    expect(await auditLedger(db(), RUN_FACT_CHECKS)).toEqual([
      {
        check: 'started runs have their facts fixed',
        detail: `run ${old.id} (completed) drove vehicle ${vehicle.id} with no cost of supply fixed`,
      },
    ]);

    const migration = listMigrations().find((file) => file.name.startsWith('0761_'));
    const backfill = migration?.script.match(/^UPDATE trip_days t[\s\S]*?;/m)?.[0];
    expect(backfill).toBeDefined();
    let migrated: Awaited<ReturnType<typeof factsOf>> | undefined;
    // In a transaction rolled back after, so the other runs of this file keep the facts they have.
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql.raw(backfill ?? ''));
        migrated = await factsOf(tx, old.id);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(migrated).toEqual({ busPartnerId: owner.id, costOfSupplyKobo: 2_500_000 });

    await db().delete(tripDays).where(eq(tripDays.id, old.id));
    expect(await auditLedger(db(), RUN_FACT_CHECKS)).toEqual([]);
  });
});
