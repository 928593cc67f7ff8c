import { bookingRides, eq, rideRatings } from '@shuttle/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { riderHeader } from '../../../test/booking-factories.ts';
import { createRider } from '../../../test/factories.ts';
import { auditRowsBy, createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { between, createTrackedLine, setRunStatus } from '../../../test/tracking-factories.ts';
import { ManualClock } from '../../shared/clock.ts';

const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;

let operator: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});

const vehicleBody = (registration: string, extra: Record<string, unknown> = {}) => ({
  registration_number: registration,
  brand: 'Toyota',
  model: 'Coaster',
  capacity: 18,
  amenities: ['Air conditioning', 'USB charging'],
  cost_of_supply_kobo: 6_000_000,
  ...extra,
});

describe('vehicles', () => {
  it('registers a vehicle of a bus partner, edits it, and lists it; one audit row per write', async () => {
    const partner = await createRider(db(), { role: 'bus_partner', fname: 'Femi' });
    const auditBefore = await auditRowsBy(ctx.app, operator.user.id);
    const created = await opsCall(
      ctx.app,
      operator,
      'POST',
      '/vehicles',
      vehicleBody('kja 552 xb', { bus_partner_id: partner.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      registration_number: 'KJA 552 XB',
      bus_partner: { id: partner.id, fname: 'Femi' },
      cost_of_supply_kobo: 6_000_000,
      active: true,
      has_tracker: false,
    });
    const edited = await opsCall(ctx.app, operator, 'PATCH', `/vehicles/${created.json().id}`, {
      capacity: 14,
      active: false,
    });
    expect(edited.json()).toMatchObject({
      capacity: 14,
      active: false,
      amenities: ['Air conditioning', 'USB charging'],
    });
    const listed = await opsCall(ctx.app, operator, 'GET', '/vehicles?q=KJA%20552');
    expect(listed.json()).toMatchObject({ data: [{ id: created.json().id }], meta: { total: 1 } });
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore + 2);
  });

  it('refuses a duplicate registration and an owner who is not a bus partner', async () => {
    expect(
      (await opsCall(ctx.app, operator, 'POST', '/vehicles', vehicleBody('LSR 101 AA'))).statusCode,
    ).toBe(201);
    const twice = await opsCall(ctx.app, operator, 'POST', '/vehicles', vehicleBody('lsr 101 aa'));
    expect(twice.statusCode).toBe(409);
    const rider = await createRider(db());
    const notPartner = await opsCall(
      ctx.app,
      operator,
      'POST',
      '/vehicles',
      vehicleBody('LSR 102 AA', { bus_partner_id: rider.id }),
    );
    expect(notPartner.statusCode).toBe(400);
    const negative = await opsCall(
      ctx.app,
      operator,
      'POST',
      '/vehicles',
      vehicleBody('LSR 103 AA', { cost_of_supply_kobo: -1 }),
    );
    expect(negative.statusCode).toBe(400);
  });

  it('issues a 128-bit GPS device id, shown once; a new one replaces it', async () => {
    const created = await opsCall(ctx.app, operator, 'POST', '/vehicles', vehicleBody('EPE 900 TR'));
    const id = created.json().id;
    const first = await opsCall(ctx.app, operator, 'POST', `/vehicles/${id}/tracker`);
    expect(first.statusCode).toBe(201);
    expect(first.json().device_id).toMatch(/^[0-9a-f]{32}$/);
    const second = await opsCall(ctx.app, operator, 'POST', `/vehicles/${id}/tracker`);
    expect(second.json().device_id).not.toBe(first.json().device_id);
    expect((await ctx.app.services.vehicles.vehicleOfTracker(second.json().device_id))?.id).toBe(id);
    expect(await ctx.app.services.vehicles.vehicleOfTracker(first.json().device_id)).toBeUndefined();
    const listed = await opsCall(ctx.app, operator, 'GET', '/vehicles?q=EPE%20900');
    expect(JSON.stringify(listed.json())).not.toContain(second.json().device_id);
    expect(listed.json().data[0].has_tracker).toBe(true);
  });
});

describe('the fleet page', () => {
  it('keeps a colour, and answers a new tracker id with the settings a partner types in', async () => {
    const created = await opsCall(
      ctx.app,
      operator,
      'POST',
      '/vehicles',
      vehicleBody('IKD 300 CL', { colour: 'White' }),
    );
    expect(created.json()).toMatchObject({ colour: 'White', last_fix: null });
    const recoloured = await opsCall(ctx.app, operator, 'PATCH', `/vehicles/${created.json().id}`, {
      colour: 'Yellow',
    });
    expect(recoloured.json().colour).toBe('Yellow');
    const issued = await opsCall(ctx.app, operator, 'POST', `/vehicles/${created.json().id}/tracker`);
    expect(issued.json().setup).toEqual({
      protocol: 'OsmAnd',
      // PUBLIC_URL of the tests' configuration: http://localhost:3000.
      server_url: 'http://localhost:3000/v1/tracking/osmand',
      host: 'localhost',
      port: 3000,
      path: '/v1/tracking/osmand',
      secure: false,
      interval_seconds: 10,
    });
  });

  it("shows a vehicle's last fix: when, and the nearest stop of the run it was on", async () => {
    const line = await createTrackedLine(ctx.app, '2026-11-25', '08:30');
    await setRunStatus(ctx.app, line.tripDayId, 'in_progress');
    const point = between(1, 0.8);
    const fix = await ctx.app.inject({
      method: 'GET',
      url: `/v1/tracking/osmand?id=${line.deviceId}&lat=${point.lat}&lon=${point.lon}&timestamp=${Math.floor(clock.now().getTime() / 1000)}`,
    });
    expect(fix.statusCode).toBe(200);
    const listed = await opsCall(ctx.app, operator, 'GET', '/vehicles?limit=100');
    const vehicle = listed.json().data.find((row: { id: number }) => row.id === line.vehicleId);
    expect(vehicle.last_fix).toMatchObject({
      recorded_at: clock.now().toISOString(),
      stale: false,
      nearest_stop: { name: line.stopNames[2] },
    });
    expect(vehicle.last_fix.nearest_stop.distance_m).toBeGreaterThan(300);
    expect(vehicle.last_fix.nearest_stop.distance_m).toBeLessThan(700);
  });
});

describe('drivers', () => {
  it("lists a driver's phone, licence, rating and runs this week; records the licence's expiry", async () => {
    const line = await createTrackedLine(ctx.app, '2026-11-25', '08:00');
    const [ride] = await db()
      .select({ id: bookingRides.id })
      .from(bookingRides)
      .where(eq(bookingRides.tripDayId, line.tripDayId));
    if (!ride) throw new Error('no ride');
    await db().insert(rideRatings).values({
      rideId: ride.id,
      userId: line.rider.id,
      tripDayId: line.tripDayId,
      driverId: line.driver.id,
      stars: 4,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    const listed = await opsCall(ctx.app, operator, 'GET', '/drivers?q=Tunde&limit=100');
    const row = listed.json().data.find((driver: { id: number }) => driver.id === line.driver.id);
    expect(row).toMatchObject({
      fname: 'Tunde',
      licence: { status: 'missing', expires_on: null },
      rating: { average: 4, count: 1 },
      runs_this_week: 1,
    });
    expect(row.phone).toEqual(expect.any(String));

    const cases = [
      ['2026-12-31', 'valid'],
      ['2026-12-10', 'expiring'],
      ['2026-11-24', 'expired'],
    ] as const;
    for (const [expiresOn, status] of cases) {
      const saved = await opsCall(ctx.app, operator, 'PATCH', `/drivers/${line.driver.id}`, {
        licence_expires_on: expiresOn,
      });
      expect(saved.json().licence, expiresOn).toEqual({ status, expires_on: expiresOn });
    }
    const empty = await opsCall(ctx.app, operator, 'PATCH', `/drivers/${line.driver.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('lets an operator disable and enable a driver, ending their sessions; staff stay out of reach', async () => {
    const driver = await createRider(db(), { role: 'driver', fname: 'Sade' });
    const driverHeaders = await riderHeader(ctx.app, driver);
    const auditBefore = await auditRowsBy(ctx.app, operator.user.id);
    const disabled = await opsCall(ctx.app, operator, 'PATCH', `/drivers/${driver.id}`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().status).toBe('disabled');
    const refused = await ctx.app.inject({ method: 'GET', url: '/v1/driver/runs', headers: driverHeaders });
    expect(refused.statusCode).toBe(401);
    const enabled = await opsCall(ctx.app, operator, 'PATCH', `/drivers/${driver.id}`, { disabled: false });
    expect(enabled.json().status).not.toBe('disabled');
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore + 2);

    const admin = await createRider(db(), { role: 'admin' });
    const rider = await createRider(db());
    for (const target of [admin, rider, operator.user]) {
      const answer = await opsCall(ctx.app, operator, 'PATCH', `/drivers/${target.id}`, { disabled: true });
      expect(answer.statusCode, target.role).toBe(404);
    }
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore + 2);
  });
});
