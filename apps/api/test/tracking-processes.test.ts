import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAGOS_TIME_ZONE, lagosDate } from '@shuttle/contracts';
import { openDatabase } from '@shuttle/db';
import { createTestDatabaseUrl } from '@shuttle/db/testing/test-database';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { LocalHub, RedisHub, sseFrame } from '../src/features/tracking/live-hub.ts';
import { freePort, ProductProcess } from './crash/product-process.ts';
import { testConfig } from './test-app.ts';
import { CORRIDOR, createTrackedLine, readEvents, setRunStatus } from './tracking-factories.ts';

/**
 * ADR 167 and 232: with REDIS_URL every process delivers every position, counts a user's open
 * streams, and closes them on a revocation made through any process. On Postgres, two real API
 * processes share one database and Redis: a rider watching on one sees a position a tracker
 * posted to the other. The embedded database is one process's at a time, so on that tier the
 * two hubs of two processes are played by two hubs in this one.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const target = inject('testDatabase');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startProcess(env: Record<string, string>): Promise<ProductProcess> {
  const folder = mkdtempSync(join(tmpdir(), 'shuttle-tracking-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const server = new ProductProcess(await freePort(), { ...env, DATA_DIR: folder });
  cleanups.push(() => server.kill());
  await server.start();
  return server;
}

/** HH:MM in Lagos, `minutes` from now. */
function lagosClock(minutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: LAGOS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
}

describe('live positions across processes', () => {
  it('reach a watcher on one process when posted to another; a user’s streams are counted and closed across both', async () => {
    if (target.kind !== 'postgres') {
      const one = new RedisHub(REDIS_URL);
      const other = new RedisHub(REDIS_URL);
      cleanups.push(
        () => one.close(),
        () => other.close(),
      );
      const tripDayId = 900_000 + (process.pid % 10_000);
      const received = new Promise<string>((resolve) => {
        void one.subscribe(tripDayId, resolve);
      });
      // Subscribing is asynchronous in Redis; publish until the first arrives.
      const event = { tripDayId, id: 7, event: 'position' as const, data: { lat: 6.6, lon: 3.35 } };
      const timer = setInterval(() => void other.publish(event), 50);
      cleanups.push(() => clearInterval(timer));
      expect(await received).toBe(sseFrame(event));
      clearInterval(timer);
      // Without Redis the hub is the process's own.
      const local = new LocalHub();
      const frames: string[] = [];
      await local.subscribe(tripDayId, (frame) => frames.push(frame));
      await local.publish(event);
      expect(frames).toEqual([sseFrame(event)]);
      return;
    }

    const { url, drop } = await createTestDatabaseUrl(target);
    cleanups.push(drop);
    // The run, its tracker and a booked rider, written through the product itself.
    const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
    const setup = await buildApp({ config: testConfig({ DATABASE_URL: url }), database });
    // The departure's date and time from one instant: ten minutes ahead may be tomorrow in Lagos.
    const line = await createTrackedLine(
      setup,
      lagosDate(new Date(Date.now() + 10 * 60_000)),
      lagosClock(10),
    );
    await setRunStatus(setup, line.tripDayId, 'in_progress');
    await setup.close();
    await database.close();

    // A heartbeat a second, so that a revocation closes streams within about one; two streams a user.
    const env = {
      DATABASE_URL: url,
      REDIS_URL,
      DATABASE_POOL_SIZE: '4',
      LIVE_HEARTBEAT_SECONDS: '1',
      LIVE_STREAMS_PER_USER: '2',
    };
    const [one, other] = [await startProcess(env), await startProcess(env)];
    const stream = await fetch(`${one.url}/v1/trip-days/${line.tripDayId}/live`, {
      headers: line.rider.headers,
    });
    expect(stream.status).toBe(200);
    const events = readEvents(stream);
    expect((await events.next()).event).toBe('status');

    const { latitude, longitude } = CORRIDOR[0];
    const posted = await fetch(
      `${other.url}/v1/tracking/osmand?id=${line.deviceId}&lat=${latitude}&lon=${longitude}&timestamp=${Math.floor(Date.now() / 1000)}`,
    );
    expect(posted.status).toBe(200);
    const event = await events.next();
    expect(event.event).toBe('position');
    expect(event.data).toMatchObject({ lat: latitude, lon: longitude, next_stop_id: line.stops[0] });

    // ADR 232: the user's open streams are counted across both processes.
    const second = await fetch(`${other.url}/v1/trip-days/${line.tripDayId}/live`, {
      headers: line.rider.headers,
    });
    expect(second.status).toBe(200);
    const secondEvents = readEvents(second);
    const third = await fetch(`${one.url}/v1/trip-days/${line.tripDayId}/live`, {
      headers: line.rider.headers,
    });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');

    // Signing out through one process closes the streams both hold, at their next heartbeat.
    const out = await fetch(`${other.url}/v1/logout`, { method: 'POST', headers: line.rider.headers });
    expect(out.status).toBe(204);
    for (const stream of [events, secondEvents]) {
      let last = await stream.next();
      while (last.event !== 'closed') last = await stream.next();
      expect(last.data).toEqual({ reason: 'signed_out' });
    }
  }, 240_000);
});
