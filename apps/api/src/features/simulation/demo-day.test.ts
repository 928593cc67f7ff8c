import { seedLagosNetwork } from '@shuttle/db/seed';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';
import { DemoDay } from './demo-day.ts';

/**
 * The demo's day is its seed's (docs/decisions/275): the same seed over the same network at the
 * same moments gives the same runs, buses, bookings and positions, in another database.
 */
const MONDAY_MORNING = new Date('2026-03-02T06:40:00.000Z'); // 07:40 in Lagos
const SEED = 7;
const opened: TestApp[] = [];
afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
});

/** A fresh demo on the Lagos network, played for three ticks a minute apart; what it shows. */
async function playMorning(seed: number) {
  const clock = new ManualClock(MONDAY_MORNING);
  const ctx = await createTestApp({ clock });
  opened.push(ctx);
  await seedLagosNetwork(ctx.app.deps.db);
  const day = new DemoDay(ctx.app, seed, { riders: 4, drivers: 3, vehicles: 4 });
  const reports = [];
  for (let tick = 0; tick < 3; tick++) {
    reports.push(await day.tick());
    clock.advance(60_000);
  }
  const { services } = ctx.app;
  const runs = await services.runs.list({ page: 1, limit: 200, date: '2026-03-02' });
  const board = await services.tracking.liveBoard();
  return {
    reports,
    runs: runs.data.map((run) => ({
      route: run.route.code,
      departure: run.departure_time,
      status: run.status,
      bus: run.vehicle?.registration_number ?? null,
      driver: run.driver ? `${run.driver.fname} ${run.driver.lname}` : null,
      seatsBooked: run.seats_booked,
    })),
    positions: board.data.map((bus) => ({ vehicle: bus.vehicle, position: bus.position })),
  };
}

describe('the demo day', () => {
  it('plays the same morning from the same seed: runs, buses, bookings and positions', async () => {
    const first = await playMorning(SEED);
    const second = await playMorning(SEED);
    expect(second).toEqual(first);
    // A morning that did something: buses out, riders booked, positions reported.
    const total = (key: keyof (typeof first.reports)[number]) =>
      first.reports.reduce((sum, report) => sum + report[key], 0);
    expect(total('assigned')).toBeGreaterThan(0);
    expect(total('started')).toBeGreaterThan(0);
    expect(total('booked')).toBeGreaterThan(0);
    expect(total('positions')).toBeGreaterThan(0);
    expect(first.runs.filter((run) => run.status === 'in_progress').length).toBeGreaterThan(0);
    expect(first.positions.length).toBeGreaterThan(0);
  }, 180_000);
});
