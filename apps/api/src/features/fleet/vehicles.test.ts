import { beforeAll, describe, expect, it } from 'vitest';
import { createRider } from '../../../test/factories.ts';
import { auditRowsBy, createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
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
