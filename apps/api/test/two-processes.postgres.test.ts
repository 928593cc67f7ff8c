import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, lagosDate } from '@shuttle/contracts';
import { type DatabaseHandle, openPostgres, sql, tripDays } from '@shuttle/db';
import { createTestDatabaseUrl } from '@shuttle/db/testing/test-database';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '../src/features/booking/booking-audit.ts';
import { auditLedger } from '../src/features/wallet/ledger-audit.ts';
import { createBookableLine, oneWayBody } from './booking-factories.ts';
import { type Acknowledged, bookOnce, type CrashRider, runLoad } from './crash/crash-load.ts';
import { freePort, ProductProcess } from './crash/product-process.ts';
import { multipartFile } from './dashboard-factories.ts';
import { DEFAULT_PASSWORD } from './factories.ts';
import { type LocalS3, startLocalS3 } from './local-s3.ts';
import { createRider } from './wallet-factories.ts';

/**
 * Scale-out (ADR 135 to 137): two real API processes on one Postgres database, one Redis and
 * one S3-compatible store, as a load balancer would see them. Postgres tier only (the
 * embedded database is one process's: config.test.ts checks that a cluster is refused there).
 */
const target = inject('testDatabase');
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A Redis database of this file's own, emptied first: counters of earlier runs must not count. */
const REDIS_URL = `${process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'}/14`;
const CAPACITY = 5;
const tomorrow = addDays(lagosDate(new Date()), 1);

let one: ProductProcess;
let other: ProductProcess;
let setup: DatabaseHandle;
let s3: LocalS3;
const mail = { received: [] as string[] };
let line: Awaited<ReturnType<typeof createBookableLine>>;

let address = 0;
const nextAddress = () => `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

async function call(server: ProductProcess, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', nextAddress());
  return fetch(`${server.url}${path}`, { ...init, headers });
}

async function login(server: ProductProcess, email: string, password = DEFAULT_PASSWORD) {
  return call(server, '/v1/login', { method: 'POST', body: JSON.stringify({ email, password }) });
}

/** A rider made in the database with money, signed in on `server`. */
async function fundedRider(server: ProductProcess, balanceKobo = 10_000_000): Promise<CrashRider> {
  const user = await createRider(setup.db, { balanceKobo });
  const answer = await login(server, user.email);
  expect(answer.status).toBe(200);
  const { token } = ((await answer.json()) as { token: { token: string } }).token;
  return {
    id: user.id,
    email: user.email,
    password: DEFAULT_PASSWORD,
    authorization: `Bearer ${token}`,
    address: nextAddress(),
  };
}

async function startSmtp(): Promise<string> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      stream.on('end', () => {
        mail.received.push(text);
        callback();
      });
    },
  });
  // A process killed while it sends a booking's email resets its connection mid-message; the
  // mail server reports that as an error, which with no listener would end the test run.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve(undefined))));
  return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

describe('two API processes on one Postgres and Redis', () => {
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    if (target.kind !== 'postgres') throw new Error('two-processes runs on the Postgres tier only');
    const { url, drop } = await createTestDatabaseUrl(target);
    cleanups.push(drop);
    setup = openPostgres(url, 4);
    cleanups.push(() => setup.close());
    line = await createBookableLine(setup.db, {
      outbound: { capacity: CAPACITY, days: [1, 2, 3, 4, 5, 6, 7] },
    });
    s3 = await startLocalS3();
    cleanups.push(() => s3.stop());
    const env = {
      DATABASE_URL: url,
      REDIS_URL,
      SMTP_URL: await startSmtp(),
      ...s3.env,
      DATA_DIR: '/nonexistent-two-processes',
      SHUTDOWN_GRACE_SECONDS: '10',
    };
    [one, other] = [new ProductProcess(await freePort(), env), new ProductProcess(await freePort(), env)];
    cleanups.push(
      () => one.kill(),
      () => other.kill(),
    );
    await Promise.all([one.start(), other.start()]);
  }, 120_000);

  it('accept each other’s tokens', async () => {
    const rider = await fundedRider(one);
    const wallet = await call(other, `/v1/users/${rider.id}/wallet`, {
      headers: { authorization: rider.authorization },
    });
    expect(wallet.status).toBe(200);
  });

  it('sell exactly the capacity when a seat race is split across both', async () => {
    const riders = await Promise.all(Array.from({ length: CAPACITY * 2 }, () => fundedRider(one)));
    const date = addDays(tomorrow, 1);
    const answers = await Promise.all(
      riders.map((rider, index) =>
        call(index % 2 === 0 ? one : other, `/v1/users/${rider.id}/routes`, {
          method: 'POST',
          headers: { authorization: rider.authorization, 'idempotency-key': randomUUID() },
          body: JSON.stringify(oneWayBody(line, date)),
        }).then((answer) => answer.status),
      ),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(CAPACITY);
    expect(answers.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const [run] = await setup.db
      .select({ seats: tripDays.seatsBooked })
      .from(tripDays)
      .where(sql`${tripDays.itineraryId} = ${line.itineraryId} AND ${tripDays.tripDate} = ${date}`);
    expect(run?.seats).toBe(CAPACITY);
  });

  it('count failed logins across both', async () => {
    const rider = await createRider(setup.db);
    // 10 failures per account lock it (docs/security.md#login-throttling): 5 on each process.
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await login(attempt % 2 === 0 ? one : other, rider.email, 'not-the-password-1');
      expect(answer.status).toBe(401);
    }
    expect((await login(one, rider.email)).status).toBe(429);
    expect((await login(other, rider.email)).status).toBe(429);
  });

  it('serve an upload made on one from the other, to its owner alone', async () => {
    const rider = await fundedRider(one);
    const stranger = await fundedRider(other);
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b5d3b' } })
      .png()
      .toBuffer();
    const body = multipartFile(picture);
    const uploaded = await call(one, `/v1/user/avatar/${rider.id}`, {
      method: 'PATCH',
      headers: { ...body.headers, authorization: rider.authorization },
      body: body.payload,
    });
    expect(uploaded.status).toBe(200);
    const { avatar } = (await uploaded.json()) as { avatar: string };
    const served = await call(other, avatar, { headers: { authorization: rider.authorization } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBeGreaterThan(0);
    const forStranger = await call(other, avatar, { headers: { authorization: stranger.authorization } });
    expect(forStranger.status).toBe(404);
  });

  it('run each scheduled job once per period across both, and send a left-behind email once', async () => {
    // An email a crash left unsent: only the outbox sweep job finds it.
    const id = randomUUID();
    await setup.db.execute(
      sql`INSERT INTO outbox_emails (id, to_address, subject, text_body) VALUES (${id}, 'left@example.ng', 'Left behind', 'Hello')`,
    );
    for (let tries = 0; tries < 100 && !mail.received.some((text) => text.includes(id)); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Two more sweep periods, in which both processes asked for the sweep.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(mail.received.filter((text) => text.includes(id))).toHaveLength(1);
    const slots = (await setup.db.execute(
      sql`SELECT singleton_on::text AS slot, count(*)::int AS runs FROM pgboss.job
          WHERE name = 'outbox.sweep' GROUP BY singleton_on`,
    )) as unknown as { rows: { slot: string; runs: number }[] };
    expect(slots.rows.length).toBeGreaterThanOrEqual(2);
    expect(slots.rows.every((row) => row.runs === 1)).toBe(true);
  }, 40_000);

  it('expose metrics to a loopback scraper only', async () => {
    const scraped = await fetch(`${one.url}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/v1\/login",status="200"\} \d+/,
    );
    expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
    expect(text).toMatch(/job_queue_depth\{queue="outbox\.sweep"\} \d+/);
    expect(text).toMatch(/outbox_lag_seconds \d/);
    expect(text).toMatch(/sse_connections 0/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    // Through a proxy every visitor would look local: a forwarded request is refused.
    expect((await call(one, '/metrics')).status).toBe(404);
  });

  it('lose no answered booking when one is killed under load, while the other keeps serving', async () => {
    const riders = await Promise.all(Array.from({ length: 4 }, () => fundedRider(one, 50_000_000)));
    // A line of its own with room for every booking of the load: a refusal must not be a full bus.
    const roomy = await createBookableLine(setup.db, {
      outbound: { capacity: 100, days: [1, 2, 3, 4, 5, 6, 7] },
    });
    const acknowledged: Acknowledged = { topUps: [], bookings: [] };
    let turn = 0;
    const step = (server: ProductProcess) => () => {
      const index = turn++;
      const rider = riders[index % riders.length] as CrashRider;
      return bookOnce(server.url, rider, oneWayBody(roomy, addDays(tomorrow, 2 + (index % 5))), acknowledged);
    };
    const killed = new Promise((resolve) => setTimeout(resolve, 800 + Math.random() * 700)).then(() =>
      one.kill(),
    );
    await Promise.all([runLoad(step(one), killed, 2), runLoad(step(other), killed, 2)]);
    const before = acknowledged.bookings.length;
    // The survivor goes on booking after the kill.
    await runLoad(step(other), new Promise((resolve) => setTimeout(resolve, 500)), 2);
    expect(acknowledged.bookings.length).toBeGreaterThan(before);
    for (const booking of acknowledged.bookings) {
      const rider = riders.find((candidate) => candidate.id === booking.riderId) as CrashRider;
      const answer = await call(other, `/v1/users/${rider.id}/routes/${booking.bookingId}`, {
        headers: { authorization: rider.authorization },
      });
      expect(answer.status, `booking ${booking.bookingId}`).toBe(200);
    }
    expect(await auditLedger(setup.db)).toEqual([]);
  }, 30_000);

  it('drain on SIGTERM: a request in flight is answered, then the process exits 0', async () => {
    const rider = await fundedRider(other);
    const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const body = multipartFile(picture);
    const url = new URL(`/v1/user/avatar/${rider.id}`, other.url);
    // The request's headers and half its body arrive before SIGTERM, the rest after it.
    const answered = new Promise<number>((resolve, reject) => {
      const request = httpRequest(url, {
        method: 'PATCH',
        headers: {
          ...body.headers,
          authorization: rider.authorization,
          'content-length': body.payload.length,
        },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      const half = Math.floor(body.payload.length / 2);
      request.write(body.payload.subarray(0, half));
      setTimeout(() => {
        const exited = other.stop();
        setTimeout(() => request.end(body.payload.subarray(half)), 300);
        void exited;
      }, 200);
    });
    expect(await answered).toBe(200);
    expect(await other.exitCode()).toBe(0);
  }, 30_000);
});
