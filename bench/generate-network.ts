import { type Database, routeStops, routes, sql } from '@shuttle/db';

/** docs/speed.md#network-scale: the size discovery must stay fast at. */
export const LARGE_NETWORK = { stops: 5_000, routes: 1_000, itineraries: 20_000, stopsPerRoute: 12 } as const;
export type NetworkSize = typeof LARGE_NETWORK;

/** A small seeded generator, so that every run builds the same network. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Adds a synthetic network beside whatever the database holds: stops spread over greater
 * Lagos, routes through stops with ascending ids (as the seed numbers them), departures every
 * 40 minutes from 05:00, route fares for every pair and dearer fares for the rush-hour runs.
 * Bulk rows are made by the database itself (INSERT ... SELECT) so that generating takes
 * seconds, not minutes.
 */
export async function generateNetwork(db: Database, size: NetworkSize = LARGE_NETWORK, seed = 20_261_121) {
  const random = mulberry32(seed);
  const departuresPerRoute = Math.round(size.itineraries / size.routes);
  const result = await db.execute(sql`SELECT coalesce(max(id), 0) + 1 AS first FROM bus_stops`);
  const [bounds] = (result as unknown as { rows: { first: number }[] }).rows;
  const firstStop = Number(bounds?.first ?? 1);

  await db.execute(sql`
    INSERT INTO bus_stops (id, name, location, latitude, longitude, city_id)
    SELECT ${firstStop}::int + g - 1, 'Generated stop ' || g, 'Generated stop ' || g || ', by the junction',
           6.40 + ((g * 7919) % 4000) / 10000.0, 3.10 + ((g * 104729) % 5000) / 10000.0, 1
    FROM generate_series(1, ${size.stops}::int) AS g`);
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('bus_stops', 'id'), (SELECT max(id) FROM bus_stops))`,
  );

  const routeRows = await db
    .insert(routes)
    .values(
      Array.from({ length: size.routes }, (_unused, index) => ({
        code: `GEN-${String(index + 1).padStart(4, '0')}`,
        name: `Generated route ${index + 1}`,
        cityId: 1,
      })),
    )
    .returning({ id: routes.id });

  const stopRows = routeRows.flatMap((route) => {
    const chosen = new Set<number>();
    while (chosen.size < size.stopsPerRoute) chosen.add(firstStop + Math.floor(random() * size.stops));
    const ids = [...chosen].sort((a, b) => a - b);
    return ids.map((stopId, index) => ({
      routeId: route.id,
      stopId,
      position: index + 1,
      minutesFromStart: index * 6,
      canPickUp: index < ids.length - 1,
      canDropOff: index > 0,
    }));
  });
  for (let start = 0; start < stopRows.length; start += 1_000) {
    await db.insert(routeStops).values(stopRows.slice(start, start + 1_000));
  }

  const generated = sql`(SELECT id FROM routes WHERE code LIKE 'GEN-%')`;
  await db.execute(sql`
    INSERT INTO itineraries (route_id, departure_time, days_of_week, capacity, active_from)
    SELECT r.id, time '05:00' + k * interval '40 minutes', ARRAY[2, 3, 4, 5, 6]::smallint[], 14, date '2026-01-05'
    FROM routes r CROSS JOIN generate_series(0, ${departuresPerRoute - 1}::int) AS k
    WHERE r.id IN ${generated}`);
  await db.execute(sql`
    INSERT INTO route_fares (route_id, pickup_stop_id, dropoff_stop_id, fare_kobo)
    SELECT a.route_id, a.stop_id, b.stop_id, 30000 + (b.position - a.position) * 10000
    FROM route_stops a JOIN route_stops b ON b.route_id = a.route_id AND b.position > a.position
    WHERE a.route_id IN ${generated}`);
  await db.execute(sql`
    INSERT INTO itinerary_fares (itinerary_id, pickup_stop_id, dropoff_stop_id, fare_kobo)
    SELECT i.id, f.pickup_stop_id, f.dropoff_stop_id, f.fare_kobo * 5 / 4
    FROM itineraries i JOIN route_fares f ON f.route_id = i.route_id
    WHERE i.route_id IN ${generated} AND i.departure_time BETWEEN time '06:30' AND time '08:00'`);
}

/** Books some seats on half the departures of a date, so that discovery reads trip days too. */
export async function bookSomeSeats(db: Database, tripDate: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO trip_days (itinerary_id, trip_date, capacity, seats_booked)
    SELECT id, ${tripDate}::date, capacity, id % (capacity + 1) FROM itineraries WHERE id % 2 = 0
    ON CONFLICT (itinerary_id, trip_date) DO NOTHING`);
  await db.execute(sql`ANALYZE`);
}
