// Booking speed (docs/speed.md#booking): booking POST p50 through the API at concurrency 1 against
// the same transaction run directly in SQL, and bookings per second with p99 at concurrency 20,
// on Postgres. The product runs with DATABASE_URL on a database created for the bench (dropped
// at the end) on the server of BENCH_DATABASE_URL (default: the local test server).
// Alone: node --import tsx bench/booking.bench.ts
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { addDays, lagosDate, tripDayNumber } from '@shuttle/contracts';
import { openPostgres } from '@shuttle/db';
import { dropPostgresDatabase, withDatabaseName } from '@shuttle/db/testing/test-database';
import pg from 'pg';
import { fundWallet } from '../apps/api/test/wallet-factories.ts';
import { type Figure, median, percentile, postgresCpuMs, ratio, startProduct } from './lib.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const CONCURRENCY = 20;
/** Seconds of load per round and path, and rounds per path. */
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 3);
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 4);
/** Bookings per dated run, kept under every seeded capacity so that no booking is refused. */
const BOOKINGS_PER_RUN = 12;

interface Ride {
  itineraryId: number;
  pickupId: number;
  destinationId: number;
  tripDate: string;
}

interface Rider {
  id: number;
  token: string;
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Every seeded departure from its route's first stop to its last, on the weekdays of four weeks. */
async function bookableRides(pool: pg.Pool): Promise<Ride[]> {
  const { rows } = await pool.query<{
    itinerary_id: number;
    days_of_week: number[];
    pickup_id: number;
    destination_id: number;
  }>(`
    SELECT i.id AS itinerary_id, i.days_of_week,
      (SELECT stop_id FROM route_stops s WHERE s.route_id = r.id ORDER BY position LIMIT 1) AS pickup_id,
      (SELECT stop_id FROM route_stops s WHERE s.route_id = r.id ORDER BY position DESC LIMIT 1) AS destination_id
    FROM itineraries i JOIN routes r ON r.id = i.route_id
    WHERE r.active AND r.visibility = 'public' ORDER BY i.id`);
  const today = lagosDate();
  const rides: Ride[] = [];
  // Consecutive bookings go to different runs, as riders spread over departures and days.
  for (let seat = 0; seat < BOOKINGS_PER_RUN; seat++) {
    for (let day = 2; day < 30; day++) {
      const tripDate = addDays(today, day);
      for (const row of rows) {
        if (!row.days_of_week.includes(tripDayNumber(tripDate))) continue;
        rides.push({
          itineraryId: row.itinerary_id,
          pickupId: row.pickup_id,
          destinationId: row.destination_id,
          tripDate,
        });
      }
    }
  }
  return rides;
}

function post(
  agent: Agent,
  url: URL,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

const bookingBody = (ride: Ride) => ({
  route_type: 'one-way',
  itinerary_id: ride.itineraryId,
  pickup_id: ride.pickupId,
  destination_id: ride.destinationId,
  departure_date: ride.tripDate,
  walletSource: 'Personal',
});

/**
 * The work of the booking transaction in plain SQL on one connection, as the statement sequence
 * BookingsService ran before its write step became one call (docs/decisions/182): idempotency
 * key, payer, the ride facts with fare, run and stops in one read, the run made only when it
 * does not exist yet, booking, the wallet debit with its ledger transaction and entries in one
 * statement, week, ride, notification, email, the seat, stored answer. The service now does the
 * same work in fewer round trips; the baseline keeps the original sequence.
 */
async function bookInSql(pool: pg.Pool, rider: Rider, ride: Ride): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const key = randomUUID();
    await client.query(
      `INSERT INTO idempotency_keys (user_id, scope, key, request_hash) VALUES ($1, 'POST /users/:userId/routes', $2, $3)
       ON CONFLICT DO NOTHING RETURNING key`,
      [rider.id, key, key],
    );
    await client.query('SELECT id, corporate_id, fname, email FROM users WHERE id = $1', [rider.id]);
    const facts = await client.query<{ fare: number; trip_day_id: number | null }>(
      `SELECT k.ord, coalesce(f.fare_kobo, rf.fare_kobo) AS fare, i.departure_time, i.days_of_week,
              i.active_from::text, i.active_until::text, i.capacity, r.id, r.code, r.name, r.active,
              r.visibility, r.corporate_id, p.position, p.minutes_from_start, p.can_pick_up,
              d.position, d.minutes_from_start, d.can_drop_off, t.id AS trip_day_id, t.status,
              t.capacity, t.seats_booked, ps.id, ps.name, ps.location, ds.id, ds.name, ds.location
       FROM json_to_recordset($1::json) AS k(ord int, itinerary_id int, pickup_id int, destination_id int, trip_date date)
       JOIN itineraries i ON i.id = k.itinerary_id JOIN routes r ON r.id = i.route_id
       LEFT JOIN route_stops p ON p.route_id = r.id AND p.stop_id = k.pickup_id
       LEFT JOIN route_stops d ON d.route_id = r.id AND d.stop_id = k.destination_id
       LEFT JOIN bus_stops ps ON ps.id = p.stop_id
       LEFT JOIN bus_stops ds ON ds.id = d.stop_id
       LEFT JOIN itinerary_fares f ON f.itinerary_id = i.id AND f.pickup_stop_id = k.pickup_id AND f.dropoff_stop_id = k.destination_id
       LEFT JOIN route_fares rf ON rf.route_id = i.route_id AND rf.pickup_stop_id = k.pickup_id AND rf.dropoff_stop_id = k.destination_id
       LEFT JOIN trip_days t ON t.itinerary_id = i.id AND t.trip_date = k.trip_date`,
      [
        JSON.stringify([
          {
            ord: 0,
            itinerary_id: ride.itineraryId,
            pickup_id: ride.pickupId,
            destination_id: ride.destinationId,
            trip_date: ride.tripDate,
          },
        ]),
      ],
    );
    const fare = Number(facts.rows[0]?.fare);
    let tripDayId = facts.rows[0]?.trip_day_id ?? null;
    if (tripDayId === null) {
      await client.query(
        `INSERT INTO trip_days (itinerary_id, trip_date, capacity)
         SELECT i.id, k.trip_date, i.capacity
         FROM json_to_recordset($1::json) AS k(ord int, itinerary_id int, trip_date date)
         JOIN itineraries i ON i.id = k.itinerary_id ORDER BY k.ord
         ON CONFLICT (itinerary_id, trip_date) DO NOTHING`,
        [JSON.stringify([{ ord: 0, itinerary_id: ride.itineraryId, trip_date: ride.tripDate }])],
      );
      const tripDay = await client.query<{ id: number }>(
        'SELECT * FROM trip_days WHERE itinerary_id = $1 AND trip_date = $2',
        [ride.itineraryId, ride.tripDate],
      );
      tripDayId = tripDay.rows[0]?.id ?? null;
    }
    const booking = await client.query<{ id: number }>(
      `INSERT INTO bookings (user_id, route_type, pickup_id, destination_id, itinerary_id, departure_date, wallet_source, seats, total_kobo)
       VALUES ($1, 'one-way', $2, $3, $4, $5, 'Personal', 1, $6) RETURNING *`,
      [rider.id, ride.pickupId, ride.destinationId, ride.itineraryId, ride.tripDate, fare],
    );
    const bookingId = booking.rows[0]?.id;
    const debit = await client.query<{ transaction_id: number }>(
      `WITH w AS (
         UPDATE wallets SET balance_kobo = balance_kobo - $2::bigint, updated_at = now()
         WHERE user_id = $1::int AND balance_kobo >= $2::bigint RETURNING id, balance_kobo
       ), t AS (
         INSERT INTO ledger_transactions (kind, title, user_id, booking_id, memo, created_at)
         SELECT 'booking', $3, $1::int, $4::int, NULL::text, now() FROM w RETURNING id
       ), e AS (
         INSERT INTO ledger_entries (transaction_id, account, wallet_id, amount_kobo, balance_after_kobo, created_at)
         SELECT t.id, x.account, x.wallet_id, x.amount_kobo, x.balance_after_kobo, now()
         FROM t CROSS JOIN w CROSS JOIN LATERAL (VALUES
           (1, 'rider_wallet'::text, w.id, -$2::bigint, w.balance_kobo),
           (2, 'fare_revenue'::text, NULL::int, $2::bigint, NULL::bigint)
         ) AS x(ord, account, wallet_id, amount_kobo, balance_after_kobo)
         ORDER BY x.ord
       )
       SELECT w.id AS wallet_id, w.balance_kobo, t.id AS transaction_id FROM w, t`,
      [rider.id, fare, `Booking #${bookingId}`, bookingId],
    );
    const transactionId = debit.rows[0]?.transaction_id;
    if (transactionId === undefined) throw new Error('the SQL baseline found a short wallet');
    const week = await client.query<{ id: number }>(
      `INSERT INTO booking_weeks (booking_id, week_number, first_ride_date, bill_at, status, amount_kobo, ledger_transaction_id, billed_at)
       VALUES ($1, 1, $2, now(), 'paid', $3, $4, now()) RETURNING *`,
      [bookingId, ride.tripDate, fare, transactionId],
    );
    await client.query(
      `INSERT INTO booking_rides (booking_id, week_id, trip_day_id, leg, pickup_id, destination_id, departure_time,
         pickup_time, arrival_time, fare_kobo, seats, boarding_code)
       VALUES ($1, $2, $3, 'outbound', $4, $5, '06:30', '06:30', '07:30', $6, 1, $7) RETURNING *`,
      [
        bookingId,
        week.rows[0]?.id,
        tripDayId,
        ride.pickupId,
        ride.destinationId,
        fare,
        randomBytes(16).toString('base64url'),
      ],
    );
    await client.query(
      `INSERT INTO notifications (user_id, title, body, link) VALUES ($1, $2, 'Booked', $3) RETURNING id`,
      [rider.id, `Booking #${bookingId} confirmed`, `/dashboard/my-bookings/${bookingId}`],
    );
    await client.query(
      `INSERT INTO outbox_emails (id, to_address, subject, text_body) VALUES ($1, 'rider@example.ng', $2, 'Booked')`,
      [randomUUID(), `Booking #${bookingId} confirmed`],
    );
    const seat = await client.query(
      `UPDATE trip_days SET seats_booked = seats_booked + 1, updated_at = now()
       WHERE id = $1 AND seats_booked + 1 <= capacity AND status IN ('scheduled', 'boarding') RETURNING *`,
      [tripDayId],
    );
    if (seat.rowCount !== 1) throw new Error('the SQL baseline found a full run');
    await client.query(
      `UPDATE idempotency_keys SET response_status = 201, response_body = '{}'::jsonb
       WHERE user_id = $1 AND scope = 'POST /users/:userId/routes' AND key = $2`,
      [rider.id, key],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux): unlike
 * throughput, the CPU a booking costs hardly moves when other work shares the machine.
 */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function timed(work: () => Promise<void>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function run(): Promise<Figure[]> {
  const name = `shuttle_bench_booking_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const databaseUrl = withDatabaseName(SERVER_URL, name);
  const product = await startProduct({
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'true',
    BILLING_JOB_INTERVAL_SECONDS: '0',
  });
  const handle = openPostgres(databaseUrl, 4);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const url = new URL(product.url);
  try {
    const riders: Rider[] = [];
    for (let index = 0; index < CONCURRENCY; index++) {
      const registered = await post(
        agent,
        url,
        '/v1/users',
        {
          fname: 'Bench',
          lname: 'Rider',
          email: `bench-${index}-${randomBytes(4).toString('hex')}@example.ng`,
          phone: '08031234567',
          city_id: 1,
          password: 'lagos-commute-2026',
        },
        { 'x-forwarded-for': `198.19.0.${index + 1}` },
      );
      if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
      const user = JSON.parse(registered.body) as { id: number; token: { token: string } };
      await fundWallet(handle.db, user.id, 100_000_000);
      riders.push({ id: user.id, token: user.token.token });
    }
    const rides = await bookableRides(pool);
    let next = 0;
    const nextRide = () => {
      const ride = rides[next++];
      if (!ride) throw new Error('the bench ran out of seats to book');
      return ride;
    };
    const viaApi = async (rider: Rider, ride: Ride) => {
      const answer = await post(agent, url, `/v1/users/${rider.id}/routes`, bookingBody(ride), {
        authorization: `Bearer ${rider.token}`,
        'idempotency-key': randomUUID(),
      });
      if (answer.status !== 201) throw new Error(`booking answered ${answer.status}: ${answer.body}`);
    };
    const rider = (index: number) => riders[index % riders.length] as Rider;

    // Warm both paths, then alternate them one booking at a time.
    for (let index = 0; index < 30; index++) {
      await viaApi(rider(index), nextRide());
      await bookInSql(pool, rider(index), nextRide());
    }
    const api: number[] = [];
    const direct: number[] = [];
    for (let index = 0; index < SAMPLES; index++) {
      api.push(await timed(() => viaApi(rider(index), nextRide())));
      direct.push(await timed(() => bookInSql(pool, rider(index), nextRide())));
    }

    const underLoad = async (book: (rider: Rider, ride: Ride) => Promise<void>, cpuMs: () => number) => {
      const latencies: number[] = [];
      const cpuBefore = cpuMs();
      const postgresBefore = postgresCpuMs();
      const deadline = Date.now() + LOAD_SECONDS * 1000;
      const started = Date.now();
      await Promise.all(
        riders.map(async (each) => {
          while (Date.now() < deadline) latencies.push(await timed(() => book(each, nextRide())));
        }),
      );
      return {
        perSecond: latencies.length / ((Date.now() - started) / 1000),
        latencies,
        cpuPerBooking: (cpuMs() - cpuBefore) / latencies.length,
        postgresCpuPerBooking: (postgresCpuMs() - postgresBefore) / latencies.length,
      };
    };
    // The two paths take turns, a round each, so that a spell of load on a shared machine weighs
    // on both (docs/decisions/209); each figure is the median of its rounds, the p99 over all of
    // a path's bookings. The API's CPU is the product process's; the SQL path's is this one's.
    const rounds: {
      api: Awaited<ReturnType<typeof underLoad>>;
      sql: Awaited<ReturnType<typeof underLoad>>;
    }[] = [];
    const apiRound = () => underLoad(viaApi, () => cpuMsOf(product.process.pid));
    const sqlRound = () => underLoad((each, ride) => bookInSql(pool, each, ride), ownCpuMs);
    for (let round = 0; round < LOAD_ROUNDS; round++) {
      // Each path goes first in every other round, so neither always meets a warmer database.
      if (round % 2 === 0) {
        const api = await apiRound();
        rounds.push({ api, sql: await sqlRound() });
      } else {
        const sql = await sqlRound();
        rounds.push({ api: await apiRound(), sql });
      }
    }
    const summary = (side: 'api' | 'sql') => ({
      perSecond: median(rounds.map((round) => round[side].perSecond)),
      p99: percentile(
        rounds.flatMap((round) => round[side].latencies),
        99,
      ),
      cpuPerBooking: median(rounds.map((round) => round[side].cpuPerBooking)),
      postgresCpuPerBooking: median(rounds.map((round) => round[side].postgresCpuPerBooking)),
      rounds: rounds.map((round) => round[side].perSecond.toFixed(0)).join(', '),
    });
    const loadApi = summary('api');
    const loadSql = summary('sql');

    const apiP50 = median(api);
    const sqlP50 = median(direct);
    const p50Ratio = ratio(apiP50, sqlP50);
    return [
      {
        name: 'booking POST p50 at concurrency 1 (Postgres)',
        ours: { label: 'API', value: apiP50, unit: 'ms' },
        baseline: { label: 'same transaction in SQL', value: sqlP50, unit: 'ms' },
        ratio: p50Ratio,
        goal: '<= 2x',
        met: p50Ratio <= 2,
      },
      {
        name: `bookings per second at concurrency ${CONCURRENCY} (Postgres)`,
        ours: { label: 'API', value: loadApi.perSecond, unit: 'bookings/s' },
        baseline: { label: 'same transaction in SQL', value: loadSql.perSecond, unit: 'bookings/s' },
        ratio: ratio(loadApi.perSecond, loadSql.perSecond),
        // docs/speed.md#booking: a ratio to the SQL run on the same machine, and its p99 beside SQL's.
        goal: '>= 0.8x, p99 <= 1.5x SQL p99',
        met: ratio(loadApi.perSecond, loadSql.perSecond) >= 0.8 && loadApi.p99 <= 1.5 * loadSql.p99,
        notes:
          `rounds ${loadApi.rounds} against ${loadSql.rounds} bookings/s; ` +
          `API p99 ${loadApi.p99.toFixed(1)} ms, SQL p99 ${loadSql.p99.toFixed(1)} ms; ${SAMPLES} sequential samples each; ` +
          `CPU per booking under load: API process ${loadApi.cpuPerBooking.toFixed(2)} ms, SQL client ${loadSql.cpuPerBooking.toFixed(2)} ms; ` +
          `Postgres ${loadApi.postgresCpuPerBooking.toFixed(2)} ms through the API, ${loadSql.postgresCpuPerBooking.toFixed(2)} ms for the SQL`,
      },
    ];
  } finally {
    agent.destroy();
    await pool.end();
    await handle.close();
    await product.stop();
    await dropPostgresDatabase(SERVER_URL, name);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await run();
  for (const figure of figures) {
    console.log(
      `${figure.met ? 'ok  ' : 'MISS'} ${figure.name}: ${figure.ours.label} ${figure.ours.value.toFixed(2)} ${figure.ours.unit} | ` +
        `${figure.baseline.label} ${figure.baseline.value.toFixed(2)} ${figure.baseline.unit} | ratio ${figure.ratio.toFixed(2)}x ` +
        `(goal ${figure.goal})${figure.notes ? `\n     ${figure.notes}` : ''}`,
    );
  }
}
