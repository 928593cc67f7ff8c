import { addDays, lagosDate, lagosInstant } from '@shuttle/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { driveTimeline } from './bus-drive.ts';
import type { DemoCast, DemoDay } from './demo-day.ts';
import { HISTORY_DAYS } from './demo-day.ts';
import { childSeed, type SeededRandom, seededRandom, seededUuid } from './seeded-random.ts';

/**
 * The demo's last 30 days (docs/decisions/275): top-ups, bookings, finished runs with their
 * check-ins, no-shows, ratings, a cancellation and its refund each day, so that the daily
 * report, the partner portal's earnings and a rider's history are not empty on the first
 * visit. Made through the product's services, built a second time over a clock set to each
 * moment of those days (every service takes its time from `deps.clock`), never by SQL.
 *
 * Day by day, oldest first; a day with a finished run is done, so a restart carries on where
 * the last one stopped and a day is never made twice.
 */

/** The services of the product, over the clock the history moves. */
export interface HistoryServices {
  /** The product's services with `clock` as their clock (the composition root's, built once more). */
  services: FastifyInstance['services'];
  /** Sets the history's clock. */
  setNow(at: Date): void;
}

/** Departures of the corridor that make each past day (both ways): the morning and evening rush. */
const HISTORY_DEPARTURES = ['06:15', '07:15', '17:15', '18:15'] as const;
const RIDERS_PER_RUN = { min: 2, max: 6 } as const;
const TOP_UP_KOBO = 1_000_000;
const TOP_UP_EVERY_DAYS = 4;
const RATING_CHANCE = 0.4;
const NO_SHOW_CHANCE = 0.1;

export class DemoHistory {
  constructor(
    private readonly day: DemoDay,
    private readonly history: HistoryServices,
    private readonly seed: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Fills the oldest past day not made yet, then the next, until `budgetMs` is spent; the
   * number of days made. The next run of the job carries on.
   */
  async fill(now: Date, budgetMs: number): Promise<number> {
    const cast = await this.day.cast();
    const started = Date.now();
    const today = lagosDate(now);
    let made = 0;
    // Newest first: the last week, which the daily report opens on, is there within a minute.
    for (let back = 1; back <= HISTORY_DAYS; back++) {
      if (Date.now() - started > budgetMs) break;
      const date = addDays(today, -back);
      if (await this.isMade(cast, date)) continue;
      await this.makeDay(cast, date);
      made++;
    }
    return made;
  }

  /** Whether a demo driver finished a run that day (read without making the day's runs). */
  private async isMade(cast: DemoCast, date: string): Promise<boolean> {
    this.history.setNow(lagosInstant(date, '23:59'));
    for (const driverId of cast.driverIds.slice(0, HISTORY_DEPARTURES.length * 2)) {
      const runs = await this.history.services.runs.runsOfDriver(driverId, date);
      if (runs.some((run) => run.status === 'completed')) return true;
    }
    return false;
  }

  private async makeDay(cast: DemoCast, date: string): Promise<void> {
    const { services, setNow } = this.history;
    const random = seededRandom(childSeed(this.seed, 'history', date));
    const itineraries = await this.departuresOf(date);
    // Morning: every fourth day a rider tops up their wallet through the sandbox checkout.
    setNow(lagosInstant(date, '05:00'));
    const dayNumber = Math.round(lagosInstant(date).getTime() / 86_400_000);
    for (const [index, riderId] of cast.riderIds.entries()) {
      if ((dayNumber + index) % TOP_UP_EVERY_DAYS !== 0) continue;
      const user = await services.accounts.findUser(riderId);
      const started = await services.payments.startTopUp(
        user,
        TOP_UP_KOBO,
        `demo-history-top-up-${date}-${riderId}`,
      );
      if (services.sandboxCheckout) await services.sandboxCheckout.pay(started.body.access_code);
    }
    // A rider books tomorrow's ride, then changes plans: cancelled the evening before, refunded.
    await this.bookAndCancel(cast, date, itineraries, random);
    for (const { itineraryId, routeId, time } of itineraries) {
      setNow(new Date(lagosInstant(date, time).getTime() - 3 * 3600_000));
      const riders = [...cast.riderIds]
        .sort(() => random.next() - 0.5)
        .slice(0, random.integer(RIDERS_PER_RUN.min, RIDERS_PER_RUN.max));
      const stops = (await services.networkAdmin.getRoute(routeId)).stops.sort(
        (a, b) => a.position - b.position,
      );
      let runId: number | undefined;
      for (const riderId of riders) {
        const pickup = random.integer(0, Math.max(0, stops.length - 3));
        const dropoff = random.integer(pickup + 1, stops.length - 1);
        const booked = await this.quietly('booking', () =>
          services.bookings.book(
            riderId,
            {
              route_type: 'one-way',
              itinerary_id: itineraryId,
              pickup_id: (stops[pickup] as { stop_id: number }).stop_id,
              destination_id: (stops[dropoff] as { stop_id: number }).stop_id,
              departure_date: date,
              walletSource: 'Personal',
              seats: 1,
            },
            `demo-history-${date}-${itineraryId}-${riderId}`,
          ),
        );
        runId ??= booked?.body.rides[0]?.trip_day_id;
      }
      // A departure nobody booked made no run: nothing to drive.
      if (runId !== undefined) await this.driveRun(cast, date, runId, itineraryId, routeId, time, random);
    }
  }

  /** The corridor's rush departures that run on `date`. */
  private async departuresOf(date: string) {
    const { services } = this.history;
    const routes = await services.networkAdmin.listRoutes({ page: 1, limit: 100 });
    const corridor = routes.data.filter((route) => route.code === 'IKR-OBL' || route.code === 'OBL-IKR');
    const departures: { itineraryId: number; routeId: number; time: string }[] = [];
    for (const route of corridor) {
      const itineraries = (await services.networkAdmin.listItineraries(route.id)).data;
      for (const time of HISTORY_DEPARTURES) {
        const itinerary = itineraries.find(
          (it) => it.departure_time === time && it.starts_on <= date && (it.ends_on ?? date) >= date,
        );
        if (itinerary) departures.push({ itineraryId: itinerary.id, routeId: route.id, time });
      }
    }
    return departures.sort((a, b) => a.time.localeCompare(b.time));
  }

  /** The run of the day, as its driver drives it: assigned, started (late now and then), riders checked in, finished, rated. */
  private async driveRun(
    cast: DemoCast,
    date: string,
    runId: number,
    itineraryId: number,
    routeId: number,
    time: string,
    random: SeededRandom,
  ): Promise<void> {
    const { services, setNow } = this.history;
    const departs = lagosInstant(date, time);
    setNow(new Date(departs.getTime() - 30 * 60_000));
    const run = await services.runs.get(runId);
    if (run.status === 'completed') return;
    const route = await services.networkAdmin.getRoute(routeId);
    const plan = driveTimeline({
      stops: [...route.stops]
        .sort((a, b) => a.position - b.position)
        .map((stop) => ({ stopId: stop.stop_id, lat: stop.lat, lng: stop.lon })),
      departAt: departs,
      seed: childSeed(this.seed, date, itineraryId),
      fixEverySeconds: 60,
    });
    const slot = HISTORY_DEPARTURES.indexOf(time as (typeof HISTORY_DEPARTURES)[number]);
    const lane = (slot + (route.code === 'IKR-OBL' ? 0 : HISTORY_DEPARTURES.length)) % cast.vehicleIds.length;
    const driverId = cast.driverIds[lane % cast.driverIds.length] as number;
    const driver = { id: driverId };
    if (!run.vehicle || !run.driver) {
      await this.quietly('assignment', () =>
        services.runs.update({ id: cast.operatorId }, run.id, {
          vehicle_id: cast.vehicleIds[lane] as number,
          driver_id: driverId,
        }),
      );
    }
    const leaves = (plan.arrivals[0] as { at: Date }).at;
    setNow(leaves);
    await this.quietly('start', () => services.driver.start(driver, run.id));
    const manifest = await services.driver.manifest(driver, run.id);
    const boarding = manifest.data.filter((row) => row.status === 'booked' && !random.chance(NO_SHOW_CHANCE));
    if (boarding.length > 0) {
      await this.quietly('check-in', () =>
        services.driver.checkIns(
          driver,
          boarding.map((row) => ({
            client_id: seededUuid(childSeed(this.seed, 'history-check-in', row.ride_id)),
            trip_day_id: run.id,
            boarding_code: row.boarding_code,
            scanned_at: leaves.toISOString(),
          })),
        ),
      );
    }
    const arrives = (plan.arrivals.at(-1) as { at: Date }).at;
    setNow(arrives);
    await this.quietly('finish', () => services.driver.finish(driver, run.id));
    // Some riders rate the ride that evening.
    setNow(new Date(arrives.getTime() + 2 * 3600_000));
    for (const row of boarding) {
      if (!random.chance(RATING_CHANCE)) continue;
      const stars = random.pick([3, 4, 4, 5, 5, 5]);
      await this.quietly('rating', () =>
        services.ratings.rate(row.rider.id, row.ride_id, {
          stars,
          categories: stars >= 4 ? ['punctuality', 'driving'] : ['comfort'],
          comment: stars >= 4 ? 'Good ride.' : 'The bus was crowded.',
        }),
      );
    }
  }

  private async bookAndCancel(
    cast: DemoCast,
    date: string,
    itineraries: { itineraryId: number; routeId: number; time: string }[],
    random: SeededRandom,
  ): Promise<void> {
    const { services, setNow } = this.history;
    const departure = itineraries[0];
    if (!departure) return;
    const riderId = random.pick(cast.riderIds);
    const stops = (await services.networkAdmin.getRoute(departure.routeId)).stops.sort(
      (a, b) => a.position - b.position,
    );
    const tomorrow = addDays(date, 1);
    setNow(lagosInstant(date, '12:00'));
    const booked = await this.quietly('booking', () =>
      services.bookings.book(
        riderId,
        {
          route_type: 'one-way',
          itinerary_id: departure.itineraryId,
          pickup_id: (stops[0] as { stop_id: number }).stop_id,
          destination_id: (stops.at(-1) as { stop_id: number }).stop_id,
          departure_date: tomorrow,
          walletSource: 'Personal',
          seats: 1,
        },
        `demo-history-change-${date}-${riderId}`,
      ),
    );
    if (!booked) return;
    setNow(lagosInstant(date, '20:00'));
    await this.quietly('cancellation', () =>
      services.bookings.cancel(riderId, booked.body.id, {}, `demo-history-cancel-${date}-${riderId}`),
    );
  }

  /** A step the day can do without (a full bus, a run already started): logged, not fatal. */
  private async quietly<T>(step: string, work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      this.log.debug({ err: error, step }, 'demo history: a step was refused');
      return undefined;
    }
  }
}
