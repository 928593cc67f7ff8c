import { addDays, lagosDate, lagosInstant, type OpsRoute, type OpsTripDay } from '@shuttle/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type DriveStop, type DriveTimeline, driveTimeline } from './bus-drive.ts';
import { DEMO_DRIVERS, DEMO_RIDERS, ensureDemoAccount, ensureDemoAccounts } from './demo-accounts.ts';
import { childSeed, seededRandom, seededUuid } from './seeded-random.ts';

/**
 * The demo's living day (docs/decisions/275): every tick looks at today's runs and plays what
 * the people of a Lagos shuttle would do by now, each through the product's own doors:
 *
 * - the operator assigns a free demo bus and driver to a run about to leave (RunsService, as
 *   the console does), and calls one run of the day off, its riders refunded and told;
 * - the driver starts the run at its time (late when the seeded drive says so), checks in its
 *   riders and finishes it at the last stop, through the driver API;
 * - the bus reports where it is through the real OsmAnd endpoint, positions from bus-drive.ts;
 * - riders top up through the payments sandbox and book rides through the booking API.
 *
 * HTTP calls go through `app.inject`: the real routes, schemas, limits and authorization, with
 * no port to know and no network between the simulation and its own process (the server may
 * listen on 0.0.0.0 or behind a proxy whose address it does not know).
 *
 * A tick holds no state that matters: what it does follows from the database, the clock and
 * the seed, so a restart, or another process taking the job over, carries on the same day.
 * What it keeps (sessions, tracker ids, the cast's ids) only saves work.
 */

/** Vehicles of the demo's bus partner: enough for the morning peak on every corridor. */
export const DEMO_VEHICLE_COUNT = 16;
/** The demo adds a departure at this minute of every hour, every day, on one corridor both ways. */
const ROUND_THE_CLOCK_MINUTE = '15';
/** A run gets its bus and driver this long before it leaves. */
const ASSIGN_AHEAD_MINUTES = 30;
/** Riders book the runs leaving within this many minutes (and the ones on the road, ahead of the bus). */
const BOOK_AHEAD_MINUTES = 120;
/** Each demo rider books any one run of the window with this chance. */
const BOOKING_CHANCE = 0.3;
/** Riders who miss their bus: never checked in, no-show when the run finishes. */
const NO_SHOW_CHANCE = 0.1;
const TOP_UP_KOBO = 3_000_000;
/** How much the owner is paid per completed run (the partner portal's earnings). */
const COST_OF_SUPPLY_KOBO = 2_500_000;
const CANCEL_REASON = 'The bus for this departure broke down at the depot. Your fare is back in your wallet.';
/** The history the demo holds: today's corridor departures run from this many days ago. */
export const HISTORY_DAYS = 30;

export interface DemoCast {
  operatorId: number;
  partnerId: number;
  visitorRiderId: number;
  riderIds: number[];
  driverIds: number[];
  vehicleIds: number[];
}

interface RouteShape {
  id: number;
  stops: (DriveStop & { minutesFromStart: number; pickup: boolean; dropoff: boolean })[];
}

export interface TickReport {
  assigned: number;
  started: number;
  finished: number;
  positions: number;
  booked: number;
  cancelledRuns: number;
}

export class DemoDay {
  private castReady: Promise<DemoCast> | undefined;
  private readonly sessions = new Map<number, string>();
  private readonly trackers = new Map<number, string>();
  private readonly routes = new Map<number, RouteShape>();
  /** Bookings this process has already sent (their Idempotency-Key), so a tick does not resend them. */
  private readonly booked = new Set<string>();
  private readonly fundedOn = new Map<number, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly seed: number,
    /** How many of the demo's riders, drivers and buses play (all unless said: a test plays fewer). */
    private readonly size: { riders: number; drivers: number; vehicles: number } = {
      riders: DEMO_RIDERS.length,
      drivers: DEMO_DRIVERS.length,
      vehicles: DEMO_VEHICLE_COUNT,
    },
  ) {}

  /** The demo's people, buses and round-the-clock departures, made once (idempotent across restarts). */
  cast(): Promise<DemoCast> {
    this.castReady ??= this.makeCast().catch((error: unknown) => {
      this.castReady = undefined;
      throw error;
    });
    return this.castReady;
  }

  private async makeCast(): Promise<DemoCast> {
    const { deps, services } = this.app;
    const ids = await ensureDemoAccounts(deps, services);
    const riderIds = [];
    for (const rider of DEMO_RIDERS.slice(0, this.size.riders))
      riderIds.push(await ensureDemoAccount(deps, services, rider));
    const driverIds = [ids.driver];
    for (const driver of DEMO_DRIVERS.slice(0, this.size.drivers))
      driverIds.push(await ensureDemoAccount(deps, services, driver));
    const operator = { id: ids.operator };
    const vehicleIds = await this.ensureVehicles(operator, ids.bus_partner);
    await this.ensureRoundTheClock(operator);
    return {
      operatorId: ids.operator,
      partnerId: ids.bus_partner,
      visitorRiderId: ids.rider,
      riderIds,
      driverIds,
      vehicleIds,
    };
  }

  private async ensureVehicles(operator: { id: number }, partnerId: number): Promise<number[]> {
    const { vehicles } = this.app.services;
    const wanted = Array.from({ length: this.size.vehicles }, (_, index) => `KJA ${101 + index} DM`);
    const existing = new Map<string, number>();
    for (let page = 1; ; page++) {
      const list = await vehicles.list({ page, limit: 100 });
      for (const vehicle of list.data) existing.set(vehicle.registration_number, vehicle.id);
      if (page * 100 >= list.meta.total) break;
    }
    const ids: number[] = [];
    for (const [index, registration] of wanted.entries()) {
      const found = existing.get(registration);
      if (found !== undefined) {
        ids.push(found);
        continue;
      }
      const created = await vehicles.create(operator, {
        registration_number: registration,
        brand: 'Toyota',
        model: index % 3 === 0 ? 'Coaster' : 'Hiace',
        colour: 'White',
        capacity: index % 3 === 0 ? 30 : 14,
        amenities: ['Air conditioning'],
        bus_partner_id: partnerId,
        cost_of_supply_kobo: COST_OF_SUPPLY_KOBO,
      });
      ids.push(created.id);
    }
    return ids;
  }

  /**
   * One corridor runs every hour, day and night, every day of the week, so that a newcomer
   * who starts the demo at any hour finds buses on the road. Added as an operator adds
   * departures (NetworkAdminService), from HISTORY_DAYS ago so the history has runs too.
   */
  private async ensureRoundTheClock(operator: { id: number }): Promise<void> {
    const { networkAdmin } = this.app.services;
    const today = lagosDate(this.app.deps.clock.now());
    for (const route of await this.corridor()) {
      const times = new Set(
        (await networkAdmin.listItineraries(route.id)).data.map((it) => it.departure_time),
      );
      for (let hour = 0; hour < 24; hour++) {
        const time = `${String(hour).padStart(2, '0')}:${ROUND_THE_CLOCK_MINUTE}`;
        if (times.has(time)) continue;
        await networkAdmin.createItinerary(operator, route.id, {
          departure_time: time,
          days: [1, 2, 3, 4, 5, 6, 7],
          capacity: 14,
          starts_on: addDays(today, -HISTORY_DAYS),
        });
      }
    }
  }

  /** The corridor that runs round the clock: the network's first route and its way back. */
  private async corridor(): Promise<OpsRoute[]> {
    const { data } = await this.app.services.networkAdmin.listRoutes({ page: 1, limit: 100 });
    const active = data.filter((route) => route.active && route.visibility === 'public');
    const first = active.find((route) => route.code === 'IKR-OBL') ?? active[0];
    if (!first) return [];
    const back = active.find((route) => route.code === first.code.split('-').reverse().join('-'));
    return back && back.id !== first.id ? [first, back] : [first];
  }

  /** One step of the day at the clock's now. */
  async tick(): Promise<TickReport> {
    const cast = await this.cast();
    const now = this.app.deps.clock.now();
    const today = lagosDate(now);
    const report: TickReport = {
      assigned: 0,
      started: 0,
      finished: 0,
      positions: 0,
      booked: 0,
      cancelledRuns: 0,
    };
    const runs = await this.runsOn(today);
    const plans = new Map<number, DriveTimeline>();
    for (const run of runs) {
      const route = await this.route(run.route.id);
      if (route.stops.length >= 2) plans.set(run.id, this.timelineOf(run, route));
    }
    await this.fundRiders(cast, today);
    report.cancelledRuns = await this.callOffOneRun(cast, runs, plans, now);
    for (const run of runs) {
      const plan = plans.get(run.id);
      if (!plan) continue;
      const leavesAt = (plan.arrivals[0] as { at: Date }).at;
      const endsAt = (plan.arrivals.at(-1) as { at: Date }).at;
      if (run.status === 'cancelled' || run.status === 'completed' || run.status === 'missed') continue;
      if (run.status !== 'in_progress' && now > endsAt) continue;
      if (
        (!run.vehicle || !run.driver) &&
        leavesAt.getTime() - now.getTime() <= ASSIGN_AHEAD_MINUTES * 60_000
      ) {
        if (await this.assign(cast, run, runs, plans)) report.assigned++;
        continue;
      }
      if (!run.vehicle || !run.driver || !cast.driverIds.includes(run.driver.id)) continue;
      if (run.status !== 'in_progress' && now >= leavesAt) {
        if (await this.startRun(run, run.driver.id, now)) report.started++;
        continue;
      }
      if (run.status !== 'in_progress') continue;
      if (now >= endsAt) {
        const answer = await this.as(run.driver.id, {
          method: 'POST',
          url: `/v1/driver/runs/${run.id}/finish`,
        });
        if (answer.statusCode === 200) report.finished++;
        continue;
      }
      if (await this.report(run.vehicle.id, plan, now)) report.positions++;
    }
    report.booked = await this.bookRides(cast, runs, plans, now);
    return report;
  }

  /** Every run of `date` (made on demand for today, as the console's Today screen does). */
  private async runsOn(date: string): Promise<OpsTripDay[]> {
    const runs: OpsTripDay[] = [];
    for (let page = 1; ; page++) {
      const list = await this.app.services.runs.list({ page, limit: 200, date });
      runs.push(...list.data);
      if (page * 200 >= list.meta.total) break;
    }
    return runs;
  }

  private async route(routeId: number): Promise<RouteShape> {
    const known = this.routes.get(routeId);
    if (known) return known;
    const route = await this.app.services.networkAdmin.getRoute(routeId);
    const shape: RouteShape = {
      id: route.id,
      stops: [...route.stops]
        .sort((a, b) => a.position - b.position)
        .map((stop) => ({
          stopId: stop.stop_id,
          lat: stop.lat,
          lng: stop.lon,
          minutesFromStart: stop.minutes_from_start,
          pickup: stop.pickup,
          dropoff: stop.dropoff,
        })),
    };
    this.routes.set(routeId, shape);
    return shape;
  }

  /** How this run drives today: the same for every tick and every restart (seeded by date and departure). */
  timelineOf(run: Pick<OpsTripDay, 'trip_date' | 'departure_time' | 'itinerary_id'>, route: RouteShape) {
    return driveTimeline({
      stops: route.stops,
      departAt: lagosInstant(run.trip_date, run.departure_time),
      seed: childSeed(this.seed, run.trip_date, run.itinerary_id),
      fixEverySeconds: 10,
    });
  }

  /** The operator gives the run a demo bus and driver free for its whole drive. */
  private async assign(
    cast: DemoCast,
    run: OpsTripDay,
    runs: OpsTripDay[],
    plans: Map<number, DriveTimeline>,
  ): Promise<boolean> {
    const span = (other: OpsTripDay) => {
      const plan = plans.get(other.id);
      const from = lagosInstant(other.trip_date, other.departure_time).getTime() - 15 * 60_000;
      const to = (plan?.arrivals.at(-1)?.at.getTime() ?? from) + 15 * 60_000;
      return [from, to] as const;
    };
    const [from, to] = span(run);
    const busy = runs.filter((other) => {
      if (other.id === run.id || ['cancelled', 'completed', 'missed'].includes(other.status)) return false;
      const [otherFrom, otherTo] = span(other);
      return otherFrom < to && from < otherTo;
    });
    const vehicleId =
      run.vehicle?.id ?? cast.vehicleIds.find((id) => !busy.some((other) => other.vehicle?.id === id));
    const driverId =
      run.driver?.id ?? cast.driverIds.find((id) => !busy.some((other) => other.driver?.id === id));
    if (vehicleId === undefined || driverId === undefined) return false;
    try {
      const updated = await this.app.services.runs.update({ id: cast.operatorId }, run.id, {
        vehicle_id: vehicleId,
        driver_id: driverId,
      });
      // The rest of this tick sees the bus and driver taken.
      Object.assign(run, updated);
      return true;
    } catch (error) {
      this.app.log.debug({ err: error, runId: run.id }, 'demo: run not assigned');
      return false;
    }
  }

  /** The driver starts the run and checks in the riders waiting at the first stops. */
  private async startRun(run: OpsTripDay, driverId: number, now: Date): Promise<boolean> {
    const started = await this.as(driverId, { method: 'POST', url: `/v1/driver/runs/${run.id}/start` });
    if (started.statusCode !== 200) return false;
    const manifest = await this.as(driverId, { method: 'GET', url: `/v1/driver/runs/${run.id}/manifest` });
    if (manifest.statusCode !== 200) return true;
    const rows = manifest.json<{ data: { ride_id: number; boarding_code: string; status: string }[] }>().data;
    const random = seededRandom(childSeed(this.seed, run.trip_date, run.itinerary_id, 'boarding'));
    const boarding = rows.filter((row) => !random.chance(NO_SHOW_CHANCE) && row.status === 'booked');
    if (boarding.length > 0) {
      await this.as(driverId, {
        method: 'POST',
        url: '/v1/driver/check-ins',
        payload: {
          check_ins: boarding.map((row) => ({
            client_id: seededUuid(childSeed(this.seed, 'check-in', row.ride_id)),
            trip_day_id: run.id,
            boarding_code: row.boarding_code,
            scanned_at: now.toISOString(),
          })),
        },
      });
    }
    return true;
  }

  /** The bus's tracker reports its latest position through the OsmAnd endpoint. */
  private async report(vehicleId: number, plan: DriveTimeline, now: Date): Promise<boolean> {
    const fix = [...plan.fixes].reverse().find((candidate) => candidate.at <= now);
    if (!fix) return false;
    const deviceId = await this.trackerOf(vehicleId);
    const answer = await this.app.inject({
      method: 'GET',
      url: '/v1/tracking/osmand',
      query: {
        id: deviceId,
        lat: String(fix.lat),
        lon: String(fix.lng),
        timestamp: String(Math.floor(fix.at.getTime() / 1000)),
        // OsmAnd speaks knots.
        speed: (fix.speedKmh / 1.852).toFixed(1),
      },
    });
    if (answer.statusCode === 404) this.trackers.delete(vehicleId);
    return answer.statusCode === 200;
  }

  /** The tracker's device id, issued anew when this process has none (the old one stops working). */
  private async trackerOf(vehicleId: number): Promise<string> {
    const known = this.trackers.get(vehicleId);
    if (known) return known;
    const cast = await this.cast();
    const { device_id } = await this.app.services.vehicles.issueTracker({ id: cast.operatorId }, vehicleId);
    this.trackers.set(vehicleId, device_id);
    return device_id;
  }

  /** Each rider tops up once a day through the sandbox checkout, as the wallet page does. */
  private async fundRiders(cast: DemoCast, today: string): Promise<void> {
    for (const riderId of [cast.visitorRiderId, ...cast.riderIds]) {
      if (this.fundedOn.get(riderId) === today) continue;
      const started = await this.as(riderId, {
        method: 'POST',
        url: `/v1/users/${riderId}/wallet/top-ups`,
        headers: { 'idempotency-key': `demo-top-up-${today}-${riderId}` },
        payload: { amount_kobo: TOP_UP_KOBO },
      });
      if (started.statusCode !== 201) continue;
      const { access_code } = started.json<{ access_code: string }>();
      await this.app.inject({ method: 'POST', url: `/v1/sandbox/checkout/${access_code}/pay` });
      this.fundedOn.set(riderId, today);
    }
  }

  /**
   * Riders book the runs leaving soon (and the ones on the road, from a stop still ahead); the
   * visitor's rider always has a ride on a bus that is moving or about to.
   */
  private async bookRides(
    cast: DemoCast,
    runs: OpsTripDay[],
    plans: Map<number, DriveTimeline>,
    now: Date,
  ): Promise<number> {
    let booked = 0;
    const soon = runs.filter((run) => {
      const plan = plans.get(run.id);
      if (!plan || !['scheduled', 'boarding', 'in_progress'].includes(run.status)) return false;
      const leaves = lagosInstant(run.trip_date, run.departure_time).getTime();
      return leaves - now.getTime() <= BOOK_AHEAD_MINUTES * 60_000 && now < (plan.arrivals.at(-1)?.at ?? now);
    });
    for (const run of soon) {
      for (const [index, riderId] of cast.riderIds.entries()) {
        const random = seededRandom(childSeed(this.seed, run.trip_date, run.itinerary_id, index));
        if (!random.chance(BOOKING_CHANCE)) continue;
        if (await this.book(riderId, run, random, now, `demo-${run.trip_date}-${run.itinerary_id}-${index}`))
          booked++;
      }
    }
    // The visitor's ride: on the bus on the road (or next to leave) with the most road ahead of it.
    const onTheRoad = soon
      .filter((run) => run.status === 'in_progress')
      .sort((a, b) => b.departure_time.localeCompare(a.departure_time));
    for (const run of [...onTheRoad, ...soon.filter((run) => run.status !== 'in_progress')]) {
      const random = seededRandom(childSeed(this.seed, run.trip_date, run.itinerary_id, 'visitor'));
      const key = `demo-${run.trip_date}-${run.itinerary_id}-visitor`;
      if (this.booked.has(key)) break;
      if (await this.book(cast.visitorRiderId, run, random, now, key)) {
        booked++;
        break;
      }
    }
    return booked;
  }

  private async book(
    riderId: number,
    run: OpsTripDay,
    random: ReturnType<typeof seededRandom>,
    now: Date,
    key: string,
  ): Promise<boolean> {
    if (this.booked.has(key)) return false;
    const route = await this.route(run.route.id);
    const departs = lagosInstant(run.trip_date, run.departure_time).getTime();
    // Only stops the bus has not reached yet by the timetable can still be booked from.
    const pickups = route.stops
      .map((stop, index) => ({ stop, index }))
      .filter(({ stop }) => stop.pickup && departs + stop.minutesFromStart * 60_000 > now.getTime() + 60_000);
    if (pickups.length === 0) return false;
    const pickup = random.pick(pickups);
    const dropoffs = route.stops.slice(pickup.index + 1).filter((stop) => stop.dropoff);
    if (dropoffs.length === 0) return false;
    const dropoff = random.pick(dropoffs);
    const answer = await this.as(riderId, {
      method: 'POST',
      url: `/v1/users/${riderId}/routes`,
      headers: { 'idempotency-key': key },
      payload: {
        route_type: 'one-way',
        itinerary_id: run.itinerary_id,
        pickup_id: pickup.stop.stopId,
        destination_id: dropoff.stopId,
        departure_date: run.trip_date,
      },
    });
    // Refused (full, left already): the rider simply does not ride; the key is not tried again.
    this.booked.add(key);
    return answer.statusCode === 201 || answer.statusCode === 200;
  }

  /**
   * One run of the day is called off by the operator, its riders refunded and told: the first
   * run leaving in the next one to three hours that the seed marks, once per day.
   */
  private async callOffOneRun(
    cast: DemoCast,
    runs: OpsTripDay[],
    plans: Map<number, DriveTimeline>,
    now: Date,
  ): Promise<number> {
    if (runs.some((run) => run.status === 'cancelled')) return 0;
    const candidate = runs.find((run) => {
      if (run.status !== 'scheduled' || !run.cancellable || !plans.has(run.id)) return false;
      const minutesAway =
        (lagosInstant(run.trip_date, run.departure_time).getTime() - now.getTime()) / 60_000;
      return (
        minutesAway > 45 &&
        minutesAway < 90 &&
        seededRandom(childSeed(this.seed, run.trip_date, run.itinerary_id, 'call-off')).chance(0.15)
      );
    });
    if (!candidate) return 0;
    await this.app.services.runs.cancel(
      { id: cast.operatorId },
      candidate.id,
      CANCEL_REASON,
      `demo-call-off-${candidate.trip_date}`,
    );
    return 1;
  }

  /** A request as a demo user, with a session opened for them as a sign-in opens one. */
  private async as(userId: number, request: InjectOptions) {
    const token = await this.sessionOf(userId);
    const answer = await this.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
    });
    if (answer.statusCode === 401) this.sessions.delete(userId);
    return answer;
  }

  private async sessionOf(userId: number): Promise<string> {
    const known = this.sessions.get(userId);
    if (known) return known;
    const { deps, services, tokens } = this.app;
    const expiresAt = new Date(deps.clock.now().getTime() + deps.config.SESSION_TTL_SECONDS * 1000);
    const sessionId = await deps.db.transaction((tx) =>
      services.accounts.startSession(tx, userId, expiresAt),
    );
    const token = await tokens.sign({ id: userId }, sessionId, expiresAt);
    this.sessions.set(userId, token);
    return token;
  }
}
