import { sql } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';
import { busStops, itineraries, itineraryFares, routeFares, routeStops, routes } from './schema/network.ts';
import { LAGOS_STOPS } from './seed/lagos-network.ts';
import { planLagosNetwork } from './seed/network-plan.ts';

const LAGOS_CITY_ID = 1;
/** The seeded timetable runs from this date on, with no end. */
const SEED_ACTIVE_FROM = '2026-01-05';
/** Any constant: it keeps two processes that start at once from seeding twice. */
const SEED_LOCK_ID = 7_305_100;
const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

async function writeLagosNetwork(tx: Executor): Promise<void> {
  await tx
    .insert(busStops)
    .values(LAGOS_STOPS.map(({ key: _key, ...stop }) => ({ ...stop, cityId: LAGOS_CITY_ID })));
  // The ids above were given explicitly; stops added later continue after them.
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('bus_stops', 'id'), (SELECT max(id) FROM bus_stops))`,
  );

  for (const plan of planLagosNetwork()) {
    const [route] = await tx
      .insert(routes)
      .values({ code: plan.code, name: plan.name, cityId: LAGOS_CITY_ID })
      .returning({ id: routes.id });
    if (!route) throw new Error(`Route ${plan.code} was not written`);
    await tx
      .insert(routeStops)
      .values(plan.stops.map((stop, index) => ({ ...stop, routeId: route.id, position: index + 1 })));
    await insertInBatches(
      plan.offPeakFares.map((fare) => ({ ...fare, routeId: route.id })),
      (batch) => tx.insert(routeFares).values(batch),
    );
    const written = await tx
      .insert(itineraries)
      .values(
        plan.departures.map((departure) => ({
          routeId: route.id,
          departureTime: departure.time,
          daysOfWeek: [...departure.days],
          capacity: plan.capacity,
          activeFrom: SEED_ACTIVE_FROM,
        })),
      )
      .returning({
        id: itineraries.id,
        departureTime: itineraries.departureTime,
        days: itineraries.daysOfWeek,
      });
    const peakKeys = new Set(
      plan.departures
        .filter((departure) => departure.isPeak)
        .map((departure) => `${departure.time}|${departure.days}`),
    );
    const peakItineraryIds = written
      .filter((row) => peakKeys.has(`${row.departureTime.slice(0, 5)}|${row.days}`))
      .map((row) => row.id);
    await insertInBatches(
      peakItineraryIds.flatMap((itineraryId) => plan.peakFares.map((fare) => ({ ...fare, itineraryId }))),
      (batch) => tx.insert(itineraryFares).values(batch),
    );
  }
}

/**
 * Seeds the Lagos network when the database has no bus stop yet; safe to call at every start,
 * from any number of processes at once.
 */
export async function seedLagosNetwork(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ id: busStops.id }).from(busStops).limit(1);
    if (existing) return false;
    await writeLagosNetwork(tx);
    return true;
  });
}
