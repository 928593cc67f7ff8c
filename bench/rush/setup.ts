import { randomUUID } from 'node:crypto';
import { addDays, LAGOS_TIME_ZONE, lagosDate } from '@shuttle/contracts';
import { type Database, eq, openDatabase, sessions, tripDays, users, vehicles, wallets } from '@shuttle/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { hashPassword } from '../../apps/api/src/features/accounts/passwords.ts';
import { createRider as createUser } from '../../apps/api/test/factories.ts';
import {
  createItinerary,
  createRoute,
  createStop,
  createTripDay,
} from '../../apps/api/test/network-factories.ts';
import { fundWallet } from '../../apps/api/test/wallet-factories.ts';
import { type Line, lagosLine } from './lines.ts';

/**
 * The morning's cast, written before the clock starts (docs/decisions/278): lines and their
 * runs, buses with trackers, drivers, an operator, riders with funded wallets and signed-in
 * sessions, and the watchers' rides on today's runs. Factories and the product's own routes (in
 * process, through `inject`) write it, so the ledger audit holds from the first row.
 */
export interface Actor {
  id: number;
  authorization: string;
}

export interface Bus {
  index: number;
  line: Line;
  /** Database ids of the line's stops, in route order. */
  stopIds: number[];
  itineraryId: number;
  /** Today's run: on the road through the morning. */
  todayRunId: number;
  todayDate: string;
  deviceId: string;
  driver: Actor;
}

export interface Pass {
  rider: Actor;
  bus: number;
  tripDayId: number;
  boardingCode: string;
}

export interface Cast {
  buses: Bus[];
  riders: Actor[];
  operator: Actor;
  /** Today's rides of the riders who watch their bus, one each. */
  passes: Pass[];
  /** The first date riders book for (tomorrow in Lagos). */
  bookingDate: string;
  /** The first bus's run on that date, which the operator calls off half-way through the morning. */
  runToCancel: number;
  capacity: number;
}

export interface CastSize {
  riders: number;
  buses: number;
  watchers: number;
  /** Seats of every run: enough that most bookings find one, few enough that some runs fill. */
  capacity: number;
}

const BUSES_PER_LINE = 10;
const WALLET_KOBO = 5_000_000;
const SETUP_CONCURRENCY = 8;
const RIDERS_PER_INSERT = 500;

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

async function signIn(app: FastifyInstance, userId: number): Promise<Actor> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  await app.deps.db.insert(sessions).values({ id: sessionId, userId, expiresAt });
  return {
    id: userId,
    authorization: `Bearer ${await app.tokens.sign({ id: userId }, sessionId, expiresAt)}`,
  };
}

async function injectJson<T>(
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  actor: Actor,
  payload: object,
): Promise<T> {
  const answer = await app.inject({
    method,
    url,
    headers: { authorization: actor.authorization, 'idempotency-key': randomUUID() },
    payload,
  });
  if (answer.statusCode >= 300)
    throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body}`);
  return answer.json() as T;
}

/** Riders in bulk: one password hash for all, wallets funded through the ledger, a session each. */
async function createRiders(app: FastifyInstance, count: number): Promise<Actor[]> {
  const db = app.deps.db as Database;
  const passwordHash = await hashPassword('rush-hour-rider');
  const riders: Actor[] = [];
  for (let from = 0; from < count; from += RIDERS_PER_INSERT) {
    const batch = Math.min(RIDERS_PER_INSERT, count - from);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: batch }, (_, index) => ({
          fname: 'Rush',
          lname: `Rider ${from + index + 1}`,
          email: `rush-${from + index + 1}@example.ng`,
          phone: '08031234567',
          cityId: 1,
          role: 'rider' as const,
          passwordHash,
          verifiedAt: new Date(),
          tokensValidAfter: new Date(0),
        })),
      )
      .returning({ id: users.id });
    await db.insert(wallets).values(created.map((user) => ({ userId: user.id })));
    const expiresAt = new Date(Date.now() + 24 * 3600_000);
    const sessionIds = created.map(() => randomUUID());
    await db
      .insert(sessions)
      .values(
        created.map((user, index) => ({ id: sessionIds[index] as string, userId: user.id, expiresAt })),
      );
    await inParallel(created, SETUP_CONCURRENCY, (user) => fundWallet(db, user.id, WALLET_KOBO));
    for (const [index, user] of created.entries()) {
      const token = await app.tokens.sign(user, sessionIds[index] as string, expiresAt);
      riders.push({ id: user.id, authorization: `Bearer ${token}` });
    }
  }
  return riders;
}

export async function createCast(
  databaseUrl: string,
  size: CastSize,
  seed: number,
  log: (line: string) => void = () => undefined,
): Promise<Cast> {
  const started = performance.now();
  const lap = (what: string) => log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: SETUP_CONCURRENCY + 2 });
  const config = loadConfig({
    APP_MODE: 'demo',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATA_DIR: '/nonexistent-rush-data',
    WEB_DIST_DIR: '/nonexistent-rush-web',
    DEMO_SIMULATION: 'off',
    SIGNED_IN_WRITE_LIMIT_SCALE: '1000000',
    RUN_START_EARLY_MINUTES: '720',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  lap('database migrated, product built in process');
  try {
    const db = app.deps.db as Database;
    const operator = await signIn(app, (await createUser(db, { role: 'operator', fname: 'Ops' })).id);
    // Today's runs leave half an hour from now (Lagos): bookable while the cast is written, and
    // their drivers may start them at once (RUN_START_EARLY_MINUTES is 720 for the rush). A rush
    // begun after 23:20 Lagos puts them on tomorrow's date, whose runs cannot start yet.
    const now = Date.now();
    const bookingDate = addDays(lagosDate(new Date(now)), 1);
    const buses: Bus[] = [];
    const lineCount = Math.ceil(size.buses / BUSES_PER_LINE);
    for (let lineIndex = 0; lineIndex < lineCount; lineIndex++) {
      const line = lagosLine(lineIndex, seed);
      const stops = [];
      for (const [position, stop] of line.stops.entries())
        stops.push(
          await createStop(db, {
            name: `Rush ${lineIndex + 1}-${position + 1}`,
            latitude: stop.lat,
            longitude: stop.lng,
          }),
        );
      const stopIds = stops.map((stop) => stop.id);
      const route = await createRoute(db, stopIds, {
        code: `RUSH${lineIndex + 1}`,
        name: `Rush line ${lineIndex + 1}`,
        minutes: line.stops.map((stop) => stop.minutesFromStart),
      });
      for (let slot = 0; slot < BUSES_PER_LINE && buses.length < size.buses; slot++) {
        const index = buses.length;
        const departs = new Date(now + (30 + slot) * 60_000);
        const itinerary = await createItinerary(db, route.id, {
          departureTime: clockFormat.format(departs),
          days: [1, 2, 3, 4, 5, 6, 7],
          capacity: size.capacity,
        });
        const todayDate = lagosDate(departs);
        const run = await createTripDay(db, itinerary.id, todayDate, { capacity: size.capacity });
        const [vehicle] = await db
          .insert(vehicles)
          .values({
            registrationNumber: `RSH ${String(index + 1).padStart(4, '0')} LA`,
            brand: 'Toyota',
            model: 'Coaster',
            capacity: size.capacity,
            costOfSupplyKobo: 0,
          })
          .returning();
        if (!vehicle) throw new Error('no vehicle');
        const { device_id: deviceId } = await injectJson<{ device_id: string }>(
          app,
          'POST',
          `/v1/ops/vehicles/${vehicle.id}/tracker`,
          operator,
          {},
        );
        const driverUser = await createUser(db, { role: 'driver', fname: `Driver ${index + 1}` });
        await db
          .update(tripDays)
          .set({ vehicleId: vehicle.id, driverId: driverUser.id })
          .where(eq(tripDays.id, run.id));
        buses.push({
          index,
          line,
          stopIds,
          itineraryId: itinerary.id,
          todayRunId: run.id,
          todayDate,
          deviceId,
          driver: await signIn(app, driverUser.id),
        });
      }
    }

    lap(`${buses.length} buses on ${lineCount} lines`);
    const riders = await createRiders(app, size.riders);
    lap(`${riders.length} riders with funded wallets`);
    // Watchers ride today, first stop to last, and will be scanned aboard by their driver.
    const watchers = riders.slice(0, size.watchers);
    const passes: Pass[] = [];
    await inParallel(watchers, SETUP_CONCURRENCY, async (rider, index) => {
      const bus = buses[index % buses.length] as Bus;
      const booking = await injectJson<{ rides: { trip_day_id: number; boarding_code: string }[] }>(
        app,
        'POST',
        `/v1/users/${rider.id}/routes`,
        rider,
        {
          route_type: 'one-way',
          itinerary_id: bus.itineraryId,
          pickup_id: bus.stopIds[0],
          destination_id: bus.stopIds.at(-1),
          departure_date: bus.todayDate,
          walletSource: 'Personal',
        },
      );
      const ride = booking.rides[0];
      if (!ride) throw new Error('a watcher’s booking has no ride');
      passes.push({ rider, bus: bus.index, tripDayId: ride.trip_day_id, boardingCode: ride.boarding_code });
    });
    lap(`${passes.length} watchers booked on today's runs`);
    const first = buses[0];
    if (!first) throw new Error('the rush needs at least one bus');
    const runToCancel = (await createTripDay(db, first.itineraryId, bookingDate, { capacity: size.capacity }))
      .id;
    return { buses, riders, operator, passes, bookingDate, runToCancel, capacity: size.capacity };
  } finally {
    await app.close();
    await database.close();
  }
}
