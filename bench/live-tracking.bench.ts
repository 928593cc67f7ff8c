// Live tracking (ADR 167): 1,000 concurrent Server-Sent Events watchers of one run on one API
// process; a GPS tracker posts a position and every watcher must receive it. Measured: the p99
// delay from the post to each watcher's receipt, and the server's memory per watcher (the
// resident set after all the watchers connected, less after the first hundred: ADR 284). Beside it, bare node:http doing the same
// fan-out (bench/bare-sse-server.ts). Loopback only; every server in a process of its own. The
// product runs on Postgres (a database made for the bench on BENCH_DATABASE_URL's server, dropped
// at the end): the embedded database lives in the product's process and would be counted in its
// memory.
// Alone: node --import tsx bench/live-tracking.bench.ts
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, type IncomingMessage, request } from 'node:http';
import { dropPostgresDatabase, withDatabaseName } from '@shuttle/db/testing/test-database';
import pg from 'pg';
import { BOOTSTRAP_ADMIN } from '../e2e/tests/bootstrap-admin.ts';
import { type Figure, percentile, type RunningServer, startProduct, startServerProcess } from './lib.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 10);
/** Connections opened at once while the watchers gather. */
const OPENING_BATCH = 50;
const GOAL_P99_MS = 250;
const WARM_WATCHERS = 100;
const MEMORY_GOAL_RATIO = 1.5;

interface Target {
  /** Opens one watcher's stream. */
  path: string;
  headers: Record<string, string>;
  /** Posts one position; resolves when the server answered. */
  publish(): Promise<void>;
}

const residentKiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0);
};

/** Opens a stream and calls `onPosition` at each position event's arrival. */
function watch(agent: Agent, base: string, target: Target, onPosition: () => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const call = request(`${base}${target.path}`, { agent, headers: target.headers }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let tail = '';
      response.on('data', (chunk: string) => {
        // Events may split across chunks: look for whole "event: position" lines only.
        const text = tail + chunk;
        const count = text.split('event: position\n').length - 1;
        tail = text.slice(-20);
        for (let index = 0; index < count; index++) onPosition();
      });
      resolve(response);
    });
    call.on('error', reject);
    call.end();
  });
}

async function measure(server: RunningServer, target: Target) {
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const pid = server.process.pid as number;
  let received = 0;
  let waiting: (() => void) | null = null;
  let sentAt = 0;
  const delays: number[] = [];
  const onPosition = () => {
    delays.push(performance.now() - sentAt);
    received += 1;
    if (received === WATCHERS) waiting?.();
  };
  const streams: IncomingMessage[] = [];
  const openUpTo = async (count: number) => {
    while (streams.length < count) {
      const batch = Math.min(OPENING_BATCH, count - streams.length);
      streams.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => watch(agent, server.url, target, onPosition)),
        )),
      );
    }
    // Streams get their snapshot frames first; let them settle before memory is read.
    await new Promise((done) => setTimeout(done, 1000));
  };
  // The first watchers warm the server (code paths compiled, pools and buffers grown); what
  // the rest add is the cost of a watcher, not of the process that serves them.
  await openUpTo(WARM_WATCHERS);
  const before = residentKiB(pid);
  await openUpTo(WATCHERS);
  const after = residentKiB(pid);
  received = 0;
  delays.length = 0;
  for (let round = 0; round < POSITIONS; round++) {
    received = 0;
    const all = new Promise<void>((done) => {
      waiting = done;
    });
    sentAt = performance.now();
    await target.publish();
    await Promise.race([all, new Promise((done) => setTimeout(done, 10_000))]);
    await new Promise((done) => setTimeout(done, 200));
  }
  for (const stream of streams) stream.destroy();
  agent.destroy();
  return {
    p99: percentile(delays, 99),
    delivered: delays.length,
    perWatcherKiB: (after - before) / (WATCHERS - WARM_WATCHERS),
  };
}

/** A driver invited by the console chooses a password from the demo mailbox's link; their token. */
async function setPasswordFromMailbox(base: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mailbox = (await (await fetch(`${base}/v1/dev/mailbox`)).json()) as {
      data: { to: string; text: string }[];
    };
    const token = mailbox.data.find((mail) => mail.to === email)?.text.match(/\/set-password\/([\w-]+)/)?.[1];
    if (token) {
      const password = 'bench-driver-password-7';
      const response = await fetch(`${base}/v1/set-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password, confirm_password: password }),
      });
      if (!response.ok) throw new Error(`set-password: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: { token: string } }).token.token;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no set-password email reached ${email}`);
}

async function productTarget(base: string): Promise<Target> {
  const json = async (path: string, method: string, token: string | null, body?: object) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const admin = (await json('/v1/login', 'POST', null, BOOTSTRAP_ADMIN)).token.token as string;
  const suffix = `${Date.now() % 100_000}`;
  const points = [
    [6.6018, 3.3515],
    [6.5795, 3.3581],
    [6.5568, 3.3665],
  ] as const;
  const stops: number[] = [];
  for (const [index, [latitude, longitude]] of points.entries()) {
    const name = `Bench ${suffix} ${index + 1}`;
    stops.push(
      (await json('/v1/ops/stops', 'POST', admin, { name, location: name, latitude, longitude, city_id: 1 }))
        .id,
    );
  }
  const route = await json('/v1/ops/routes', 'POST', admin, {
    code: `BENCH-${suffix}`,
    name: `Bench ${suffix}`,
    city_id: 1,
    visibility: 'public',
    stops: stops.map((id, index) => ({
      stop_id: id,
      minutes_from_start: [0, 10, 25][index],
      pickup: true,
      dropoff: true,
    })),
  });
  // A departure a quarter of an hour ahead in Lagos time (UTC+1): inside the start window.
  const soon = new Date(Date.now() + 3600_000 + 15 * 60_000).toISOString();
  await json(`/v1/ops/routes/${route.id}/itineraries`, 'POST', admin, {
    departure_time: soon.slice(11, 16),
    days: [1, 2, 3, 4, 5, 6, 7],
    capacity: 14,
  });
  const vehicle = await json('/v1/ops/vehicles', 'POST', admin, {
    registration_number: `BEN ${suffix}`,
    brand: 'Toyota',
    model: 'Hiace',
    capacity: 14,
    cost_of_supply_kobo: 0,
  });
  const deviceId = (await json(`/v1/ops/vehicles/${vehicle.id}/tracker`, 'POST', admin, {}))
    .device_id as string;
  const runs = await json(`/v1/ops/trip-days?date=${soon.slice(0, 10)}&route_id=${route.id}`, 'GET', admin);
  const tripDayId = runs.data[0].id as number;
  // Positions reach watchers only while the run is on the road (ADR 230): a driver starts it.
  const driverEmail = `bench-driver-${suffix}@example.com`;
  await json('/v1/ops/staff', 'POST', admin, {
    email: driverEmail,
    fname: 'Bench',
    lname: 'Driver',
    role: 'driver',
  });
  const driverToken = await setPasswordFromMailbox(base, driverEmail);
  await json(`/v1/ops/trip-days/${tripDayId}`, 'PATCH', admin, {
    vehicle_id: vehicle.id,
    driver_id: (await json('/v1/me', 'GET', driverToken)).id,
  });
  await json(`/v1/driver/runs/${tripDayId}/start`, 'POST', driverToken, {});
  let step = 0;
  return {
    // Operators may watch every run: one token stands for the thousand riders.
    path: `/v1/trip-days/${tripDayId}/live`,
    headers: { authorization: `Bearer ${admin}` },
    async publish() {
      step += 1;
      const lat = points[0][0] - step * 0.0002;
      const response = await fetch(
        `${base}/v1/tracking/osmand?id=${deviceId}&lat=${lat}&lon=${points[0][1]}&timestamp=${Math.floor(Date.now() / 1000)}`,
      );
      if (response.status !== 200) throw new Error(`osmand answered ${response.status}`);
    },
  };
}

export async function run(): Promise<Figure[]> {
  const name = `shuttle_bench_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const product = await startProduct({
    DATABASE_URL: withDatabaseName(SERVER_URL, name),
    BOOTSTRAP_ADMIN_EMAIL: BOOTSTRAP_ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP_ADMIN.password,
    // One operator's token and one address stand for every watcher: the caps made for riders
    // (ADR 232) are lifted, not measured, here.
    LIVE_STREAMS_PER_USER: String(WATCHERS),
    LIVE_STREAMS_PER_ADDRESS: String(WATCHERS),
    LIVE_OPENS_PER_USER_PER_MINUTE: String(WATCHERS),
  });
  const bare = await startServerProcess('bench/bare-sse-server.ts', () => ({}), '/health');
  try {
    const ours = await measure(product, await productTarget(product.url));
    const baseline = await measure(bare, {
      path: '/live',
      headers: {},
      publish: async () => {
        await fetch(`${bare.url}/publish`, { method: 'POST' });
      },
    });
    const notes = `${WATCHERS} watchers, ${POSITIONS} positions; delivered ${ours.delivered} and ${baseline.delivered} of ${WATCHERS * POSITIONS}`;
    return [
      {
        name: `live tracking: ${WATCHERS} SSE watchers, p99 from a position's post to each watcher, ms`,
        ours: { label: 'OsmAnd post -> product stream', value: ours.p99, unit: 'ms' },
        baseline: { label: 'bare node:http fan-out', value: baseline.p99, unit: 'ms' },
        ratio: baseline.p99 === 0 ? Number.POSITIVE_INFINITY : ours.p99 / baseline.p99,
        goal: `< ${GOAL_P99_MS} ms`,
        met: ours.p99 < GOAL_P99_MS && ours.delivered === WATCHERS * POSITIONS,
        notes,
      },
      {
        name: 'live tracking: server memory per watcher, KiB',
        ours: { label: 'product', value: ours.perWatcherKiB, unit: 'KiB' },
        baseline: { label: 'bare node:http', value: baseline.perWatcherKiB, unit: 'KiB' },
        ratio:
          baseline.perWatcherKiB === 0
            ? Number.POSITIVE_INFINITY
            : ours.perWatcherKiB / baseline.perWatcherKiB,
        // 10,000 watchers, the morning rush's figure, must fit in a few hundred megabytes.
        goal: `<= ${MEMORY_GOAL_RATIO}x bare node:http`,
        met: ours.perWatcherKiB <= MEMORY_GOAL_RATIO * baseline.perWatcherKiB,
        notes: `the resident set after ${WARM_WATCHERS} watchers, then after ${WATCHERS}: the difference over the ${WATCHERS - WARM_WATCHERS} added`,
      },
    ];
  } finally {
    await Promise.all([bare.stop(), product.stop()]);
    await dropPostgresDatabase(SERVER_URL, name);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
