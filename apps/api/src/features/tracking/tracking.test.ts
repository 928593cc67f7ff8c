import { bookingRides, count, eq, notifications, pushSubscriptions, vehiclePositions } from '@shuttle/db';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { riderHeader } from '../../../test/booking-factories.ts';
import { createRider } from '../../../test/factories.ts';
import { createOperator, opsCall } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  between,
  CORRIDOR,
  createTrackedLine,
  readEvents,
  setRunStatus,
  type TrackedLine,
} from '../../../test/tracking-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import type { PushMessage, PushSender, PushTarget } from './push-sender.ts';

// 06:50 in Lagos: the 07:00 run is about to leave its first stop.
const clock = new ManualClock(new Date('2026-11-25T05:50:00Z'));
// Behind a proxy, so that the per-address stream cap can be tried from several addresses.
const ctx = useTestApp({ clock, env: { LIVE_HEARTBEAT_SECONDS: '1', TRUST_PROXY: 'true' } });
const db = () => ctx.app.deps.db;
const TODAY = '2026-11-25';

let line: TrackedLine;
let base: string;
beforeAll(async () => {
  line = await createTrackedLine(ctx.app, TODAY);
  await setRunStatus(ctx.app, line.tripDayId, 'in_progress');
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const positionsOf = async (tripDayId: number) => {
  const [row] = await db()
    .select({ value: count() })
    .from(vehiclePositions)
    .where(eq(vehiclePositions.tripDayId, tripDayId));
  return row?.value ?? 0;
};
const unix = (at: Date) => String(Math.floor(at.getTime() / 1000));
const osmand = (query: string) => ctx.app.inject({ method: 'GET', url: `/v1/tracking/osmand?${query}` });

describe('positions from GPS trackers (OsmAnd)', () => {
  it('takes query fields as the OsmAnd app and older Traccar Clients send them; 200, empty body', async () => {
    const before = await positionsOf(line.tripDayId);
    const at = clock.now();
    const response = await osmand(
      `id=${line.deviceId}&lat=${CORRIDOR[0].latitude}&lon=${CORRIDOR[0].longitude}&timestamp=${unix(at)}&speed=10&bearing=180&altitude=40&accuracy=8&batt=87`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(await positionsOf(line.tripDayId)).toBe(before + 1);
    const [stored] = await db()
      .select()
      .from(vehiclePositions)
      .where(eq(vehiclePositions.tripDayId, line.tripDayId))
      .orderBy(vehiclePositions.id);
    // 10 knots are 5.14 m/s.
    expect(stored?.speedMps).toBeCloseTo(5.144, 2);
    expect(stored?.source).toBe('tracker');
    expect(stored?.vehicleId).toBe(line.vehicleId);
  });

  it('takes form fields on POST, with deviceid and an ISO timestamp', async () => {
    const before = await positionsOf(line.tripDayId);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/tracking/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `deviceid=${line.deviceId}&lat=6.6010&lon=3.3517&timestamp=${encodeURIComponent(clock.now().toISOString())}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await positionsOf(line.tripDayId)).toBe(before + 1);
  });

  it('takes the JSON body of Traccar Client 9 and later', async () => {
    const before = await positionsOf(line.tripDayId);
    // As the client documents it: speed in m/s, -1 for an unknown heading.
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/tracking/osmand',
      payload: {
        location: {
          timestamp: clock.now().toISOString(),
          coords: {
            latitude: 6.6005,
            longitude: 3.352,
            accuracy: 12.5,
            speed: 4.2,
            heading: -1,
            altitude: 38,
          },
          is_moving: true,
          odometer: 1204.5,
          event: 'motionchange',
          battery: { level: 0.71, is_charging: false },
          activity: { type: 'in_vehicle' },
        },
        device_id: line.deviceId,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(await positionsOf(line.tripDayId)).toBe(before + 1);
  });

  it('answers 404 to an unknown device and stores nothing', async () => {
    const before = await positionsOf(line.tripDayId);
    const response = await osmand(`id=${'0'.repeat(32)}&lat=6.6&lon=3.35&timestamp=${unix(clock.now())}`);
    expect(response.statusCode).toBe(404);
    expect((await osmand('id=not-a-device&lat=6.6&lon=3.35')).statusCode).toBe(404);
    expect(await positionsOf(line.tripDayId)).toBe(before);
  });

  it.each([
    ['a latitude out of range', 'lat=91&lon=3.35'],
    ['a longitude out of range', 'lat=6.6&lon=-181'],
    [
      'a time in the future beyond the clock skew',
      `lat=6.6&lon=3.35&timestamp=${Math.floor(Date.parse('2026-11-25T06:00:00Z') / 1000)}`,
    ],
    ['a speed no bus makes (200 knots)', 'lat=6.6&lon=3.35&speed=200'],
    ['a latitude that is not a number', 'lat=north&lon=3.35'],
    ['no position at all', ''],
  ])('answers 400 to %s and stores nothing', async (_name, fields) => {
    const before = await positionsOf(line.tripDayId);
    const response = await osmand(`id=${line.deviceId}&${fields}`);
    expect(response.statusCode).toBe(400);
    expect(await positionsOf(line.tripDayId)).toBe(before);
  });
});

describe('positions from the driver’s phone', () => {
  const post = (headers: { authorization: string }, tripDayId: number, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/v1/driver/runs/${tripDayId}/positions`, headers, payload });
  const fix = (fraction: number, secondsAgo: number, extra: Record<string, unknown> = {}) => ({
    ...between(0, fraction),
    recorded_at: new Date(clock.now().getTime() - secondsAgo * 1000).toISOString(),
    speed: 8,
    ...extra,
  });

  it('stores a batch from the assigned driver', async () => {
    const before = await positionsOf(line.tripDayId);
    const response = await post(line.driver.headers, line.tripDayId, {
      positions: [fix(0.01, 10), fix(0.02, 5), fix(0.03, 0)],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: 3, dropped: 0 });
    expect(await positionsOf(line.tripDayId)).toBe(before + 3);
  });

  it('refuses other drivers (404) and other roles (403); no token 401', async () => {
    const other = await createRider(db(), { role: 'driver' });
    const batch = { positions: [fix(0.05, 0)] };
    expect((await post(await riderHeader(ctx.app, other), line.tripDayId, batch)).statusCode).toBe(404);
    expect((await post(line.rider.headers, line.tripDayId, batch)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/v1/driver/runs/${line.tripDayId}/positions`,
          payload: batch,
        })
      ).statusCode,
    ).toBe(401);
  });

  it.each([
    ['one position out of range', [fix(0.05, 5), { ...fix(0.06, 0), lat: -95 }]],
    ['a position from the future', [fix(0.05, -600)]],
    ['an impossible speed', [fix(0.05, 0, { speed: 90 })]],
    ['an empty batch', []],
  ])('answers 400 to %s and stores none of the batch', async (_name, positions) => {
    const before = await positionsOf(line.tripDayId);
    const response = await post(line.driver.headers, line.tripDayId, { positions });
    expect(response.statusCode).toBe(400);
    expect(await positionsOf(line.tripDayId)).toBe(before);
  });
});

const droppedCount = async (source: 'tracker' | 'driver') => {
  const metric = await ctx.app.deps.metrics.registry.getSingleMetric('tracking_fixes_dropped_total')?.get();
  return metric?.values.find((value) => value.labels.source === source)?.value ?? 0;
};

describe('positions bound to the run in progress (ADR 230)', () => {
  it('keeps a scheduled run’s fixes for operators only: no position for its rider, no arrival notice, 409 to its driver', async () => {
    const waiting = await createTrackedLine(ctx.app, TODAY, '07:05');
    const notices = async () =>
      (await db().select().from(notifications).where(eq(notifications.userId, waiting.rider.id))).length;
    const noticesBefore = await notices();
    const before = await positionsOf(waiting.tripDayId);
    // The bus stands at the rider's pick-up stop: on a run in progress this says "Your bus is here".
    const at = `lat=${CORRIDOR[0].latitude}&lon=${CORRIDOR[0].longitude}&timestamp=${unix(clock.now())}`;
    expect((await osmand(`id=${waiting.deviceId}&${at}`)).statusCode).toBe(200);
    await ctx.app.deps.background.idle();
    expect(await positionsOf(waiting.tripDayId)).toBe(before + 1);
    expect(await notices()).toBe(noticesBefore);

    const positionFor = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/v1/trip-days/${waiting.tripDayId}/position`, headers });
    expect((await positionFor(waiting.rider.headers)).json()).toMatchObject({
      status: 'scheduled',
      position: null,
    });
    const operator = await createOperator(ctx.app);
    expect((await positionFor(operator.headers)).json().position).toMatchObject({
      lat: CORRIDOR[0].latitude,
    });
    const events = readEvents(
      await fetch(`${base}/v1/trip-days/${waiting.tripDayId}/live`, { headers: waiting.rider.headers }),
    );
    expect(await events.next()).toMatchObject({ event: 'status', data: { status: 'scheduled' } });
    await events.cancel();

    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/v1/driver/runs/${waiting.tripDayId}/positions`,
      headers: waiting.driver.headers,
      payload: {
        positions: [
          { lat: CORRIDOR[0].latitude, lon: CORRIDOR[0].longitude, recorded_at: clock.now().toISOString() },
        ],
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This run has not started: positions are taken once you start it.');
  });

  it('drops and counts a fix implying more than 150 km/h from the vehicle’s previous one', async () => {
    const trackerBefore = await droppedCount('tracker');
    const stored = await positionsOf(line.tripDayId);
    clock.advance(10_000);
    // 5.5 km north of the corridor ten seconds later: about 2,000 km/h.
    const jump = `lat=${CORRIDOR[0].latitude + 0.05}&lon=${CORRIDOR[0].longitude}&timestamp=${unix(clock.now())}`;
    expect((await osmand(`id=${line.deviceId}&${jump}`)).statusCode).toBe(200);
    expect(await positionsOf(line.tripDayId)).toBe(stored);
    expect(await droppedCount('tracker')).toBe(trackerBefore + 1);

    // In a batch, the jump goes and the fixes around it stay.
    const driverBefore = await droppedCount('driver');
    const recorded = (secondsAgo: number) =>
      new Date(clock.now().getTime() - secondsAgo * 1000).toISOString();
    const near = between(0, 0.04);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/v1/driver/runs/${line.tripDayId}/positions`,
      headers: line.driver.headers,
      payload: {
        positions: [
          { ...near, recorded_at: recorded(2) },
          { lat: 6.7, lon: near.lon, recorded_at: recorded(1) },
          { ...near, recorded_at: recorded(0) },
        ],
      },
    });
    expect(answer.json()).toEqual({ stored: 2, dropped: 1 });
    expect(await positionsOf(line.tripDayId)).toBe(stored + 2);
    expect(await droppedCount('driver')).toBe(driverBefore + 1);
  });

  it('marks a fix older than LIVE_STALE_SECONDS stale, with no ETA, and never answers an ETA in the past', async () => {
    const read = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/v1/trip-days/${line.tripDayId}/position`,
          headers: line.rider.headers,
        })
      ).json().position;
    const fresh = await read();
    expect(fresh.stale).toBe(false);
    expect(Date.parse(fresh.stale_at)).toBe(Date.parse(fresh.recorded_at) + 120_000);
    expect(fresh.eta.length).toBeGreaterThan(0);
    clock.advance(100_000);
    for (const entry of (await read()).eta) {
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(clock.now().getTime());
    }
    clock.advance(30_000);
    expect(await read()).toMatchObject({ stale: true, eta: [], recorded_at: fresh.recorded_at });
  });
});

describe('the live stream', () => {
  const open = (tripDayId: number, headers: Record<string, string> = {}) =>
    fetch(`${base}/v1/trip-days/${tripDayId}/live`, { headers });

  it('is for the run’s riders, its driver and operators: 401 without a token, 404 for others', async () => {
    expect((await open(line.tripDayId)).status).toBe(401);
    const stranger = await createRider(db());
    const strangerAnswer = await open(line.tripDayId, await riderHeader(ctx.app, stranger));
    expect(strangerAnswer.status).toBe(404);
    const otherDriver = await createRider(db(), { role: 'driver' });
    expect((await open(line.tripDayId, await riderHeader(ctx.app, otherDriver))).status).toBe(404);
    expect((await open(999_999, line.rider.headers)).status).toBe(404);
    const operator = await createOperator(ctx.app);
    for (const headers of [line.rider.headers, line.driver.headers, operator.headers]) {
      const response = await open(line.tripDayId, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await response.body?.cancel();
    }
  });

  it('sends the latest position and the status, then each new position with ETAs, and resumes after Last-Event-ID', async () => {
    const response = await open(line.tripDayId, line.rider.headers);
    const events = readEvents(response);
    const first = await events.next();
    expect(first.event).toBe('position');
    expect((await events.next()).event).toBe('status');

    clock.advance(60_000);
    const posted: string[] = [];
    for (const fraction of [0.2, 0.5]) {
      clock.advance(30_000);
      const here = between(0, fraction);
      await osmand(
        `id=${line.deviceId}&lat=${here.lat}&lon=${here.lon}&timestamp=${unix(clock.now())}&speed=16`,
      );
      const event = await events.next();
      expect(event.event).toBe('position');
      expect(event.data).toMatchObject({ lat: here.lat, lon: here.lon, next_stop_id: line.stops[1] });
      const eta = (event.data as { eta: { stop_id: number; at: string }[] }).eta;
      expect(eta.map((entry) => entry.stop_id)).toEqual([line.stops[1], line.stops[2]]);
      expect(Date.parse(eta[0]?.at ?? '')).toBeGreaterThan(clock.now().getTime());
      posted.push(event.id as string);
    }
    await events.cancel();

    // A watcher that saw the first of the two gets the second again, and nothing older.
    const resumed = readEvents(
      await open(line.tripDayId, { ...line.rider.headers, 'last-event-id': posted[0] as string }),
    );
    const replayed = await resumed.next();
    expect(replayed).toMatchObject({ event: 'position', id: posted[1] });
    expect((await resumed.next()).event).toBe('status');
    await resumed.cancel();
  });

  it('sends heartbeats and counts its open streams', async () => {
    const response = await open(line.tripDayId, line.driver.headers);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes(': heartbeat')) text += new TextDecoder().decode((await reader.read()).value);
    expect(ctx.app.services.tracking.liveConnections()).toBeGreaterThanOrEqual(1);
    await reader.cancel();
  });

  it('tells watchers at once when an operator cancels the run', async () => {
    const other = await createTrackedLine(ctx.app, TODAY);
    const events = readEvents(await open(other.tripDayId, other.rider.headers));
    expect(await events.next()).toMatchObject({ event: 'status', data: { status: 'scheduled' } });
    const operator = await createOperator(ctx.app);
    const cancelled = await opsCall(ctx.app, operator, 'POST', `/trip-days/${other.tripDayId}/cancel`, {
      reason: 'The bus broke down',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await events.next()).toMatchObject({ event: 'status', data: { status: 'cancelled' } });
    await events.cancel();
  });

  it('tells watchers a new status when the run’s status is published', async () => {
    const events = readEvents(await open(line.tripDayId, line.rider.headers));
    await events.next();
    await events.next();
    await ctx.app.services.tracking.publishStatus(line.tripDayId);
    expect(await events.next()).toMatchObject({ event: 'status', data: { status: 'in_progress' } });
    await events.cancel();
  });

  it('answers the latest position for a first paint, with the stops', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/trip-days/${line.tripDayId}/position`,
      headers: line.rider.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stops.map((stop: { stop_id: number }) => stop.stop_id)).toEqual(line.stops);
    expect(body.position).toMatchObject({ next_stop_id: line.stops[1] });
  });
});

describe('a live stream ends when its permission does (ADR 232)', () => {
  const watch = async (tripDayId: number, headers: Record<string, string>) => {
    const events = readEvents(await fetch(`${base}/v1/trip-days/${tripDayId}/live`, { headers }));
    // Until the status frame, the stream may still be opening.
    while ((await events.next()).event !== 'status');
    return events;
  };
  const closedWith = async (events: Awaited<ReturnType<typeof watch>>) => {
    // The heartbeat checks every second; asking at once keeps the test from waiting for it.
    await ctx.app.services.tracking.streams.recheck();
    let event = await events.next();
    while (event.event !== 'closed') event = await events.next();
    await expect(events.next()).rejects.toThrow('stream ended');
    return event.data;
  };

  it('on logout, while the same user’s other session keeps watching', async () => {
    const operator = await createOperator(ctx.app);
    const otherSession = await riderHeader(ctx.app, operator.user);
    const events = await watch(line.tripDayId, operator.headers);
    const kept = await watch(line.tripDayId, otherSession);
    const out = await ctx.app.inject({ method: 'POST', url: '/v1/logout', headers: operator.headers });
    expect(out.statusCode).toBe(204);
    expect(await closedWith(events)).toEqual({ reason: 'signed_out' });
    await ctx.app.services.tracking.publishStatus(line.tripDayId);
    expect(await kept.next()).toMatchObject({ event: 'status' });
    await kept.cancel();
  });

  it('when the staff account watching is disabled', async () => {
    const admin = await createOperator(ctx.app, 'admin');
    const operator = await createOperator(ctx.app);
    const events = await watch(line.tripDayId, operator.headers);
    const disabled = await opsCall(ctx.app, admin, 'PATCH', `/staff/${operator.user.id}`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(await closedWith(events)).toEqual({ reason: 'signed_out' });
  });

  it('when the rider’s ride is cancelled, and when the run is over', async () => {
    const ridden = await createTrackedLine(ctx.app, TODAY, '07:15');
    await setRunStatus(ctx.app, ridden.tripDayId, 'in_progress');
    const events = await watch(ridden.tripDayId, ridden.rider.headers);
    const operator = await createOperator(ctx.app);
    const staffEvents = await watch(ridden.tripDayId, operator.headers);
    // However the ride was cancelled (rider, operator, refund job), the ride row says so.
    await db()
      .update(bookingRides)
      .set({ status: 'cancelled' })
      .where(eq(bookingRides.tripDayId, ridden.tripDayId));
    expect(await closedWith(events)).toEqual({ reason: 'access_ended' });
    await setRunStatus(ctx.app, ridden.tripDayId, 'completed');
    expect(await closedWith(staffEvents)).toEqual({ reason: 'run_ended' });
  });
});

describe('live stream caps (ADR 232)', () => {
  const open = (tripDayId: number, headers: Record<string, string>) =>
    fetch(`${base}/v1/trip-days/${tripDayId}/live`, { headers });

  it('refuses a user’s sixth open stream with 429 and Retry-After, and takes a new one once one closes', async () => {
    const capped = await createTrackedLine(ctx.app, TODAY, '07:20');
    const openNow = ctx.app.services.tracking.liveConnections();
    const streams = [];
    for (let index = 0; index < 5; index++) {
      const response = await open(capped.tripDayId, capped.rider.headers);
      expect(response.status).toBe(200);
      streams.push(response);
    }
    const sixth = await open(capped.tripDayId, capped.rider.headers);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('1');
    expect((await sixth.json()).message).toBe('You have 5 live views open already. Close one and try again.');
    await streams.pop()?.body?.cancel();
    await vi.waitFor(() => expect(ctx.app.services.tracking.liveConnections()).toBe(openNow + 4));
    const again = await open(capped.tripDayId, capped.rider.headers);
    expect(again.status).toBe(200);
    for (const response of [...streams, again]) await response.body?.cancel();
  });

  it('refuses the 21st stream from one address, whoever opens it', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    const staff = await Promise.all([1, 2, 3, 4, 5].map(() => createOperator(ctx.app)));
    const streams = [];
    for (const member of staff.slice(0, 4)) {
      for (let index = 0; index < 5; index++) {
        const response = await open(line.tripDayId, { ...member.headers, ...address });
        expect(response.status).toBe(200);
        streams.push(response);
      }
    }
    const last = staff[4] as (typeof staff)[number];
    const refused = await open(line.tripDayId, { ...last.headers, ...address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    // The same user from another address is let in.
    const elsewhere = await open(line.tripDayId, { ...last.headers, 'x-forwarded-for': '203.0.113.78' });
    expect(elsewhere.status).toBe(200);
    for (const response of [...streams, elsewhere]) await response.body?.cancel();
  });

  it('limits opening to 30 a minute per user, through the shared limiter', async () => {
    const stranger = await createRider(db());
    const headers = await riderHeader(ctx.app, stranger);
    const url = `/v1/trip-days/${line.tripDayId}/live`;
    // Refused opens count too: a loop cannot probe runs faster than this.
    for (let index = 0; index < 30; index++) {
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    }
    const limited = await ctx.app.inject({ method: 'GET', url, headers });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('arrival alerts and web push', () => {
  const sent: { target: PushTarget; message: PushMessage }[] = [];
  const goneEndpoints = new Set<string>();
  const fake: PushSender = {
    publicKey: 'BTestPublicKey',
    send: async (target, message) => {
      if (goneEndpoints.has(target.endpoint)) return 'gone';
      sent.push({ target, message });
      return 'sent';
    },
  };
  let alerted: TrackedLine;
  beforeAll(async () => {
    ctx.app.services.tracking.usePushSender(fake);
    alerted = await createTrackedLine(ctx.app, TODAY, '07:10');
    await setRunStatus(ctx.app, alerted.tripDayId, 'in_progress');
  });
  const subscription = (endpoint: string) => ({
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });

  it('takes a browser’s PushSubscription; a bad body is 400, another user’s address 404', async () => {
    const url = `/v1/users/${alerted.rider.id}/push-subscriptions`;
    const ok = await ctx.app.inject({
      method: 'POST',
      url,
      headers: alerted.rider.headers,
      payload: subscription('https://push.example/live'),
    });
    expect(ok.statusCode).toBe(204);
    const gone = await ctx.app.inject({
      method: 'POST',
      url,
      headers: alerted.rider.headers,
      payload: subscription('https://push.example/gone'),
    });
    expect(gone.statusCode).toBe(204);
    goneEndpoints.add('https://push.example/gone');
    for (const payload of [
      { endpoint: 'http://push.example/plain', keys: subscription('x').keys },
      { endpoint: 'https://push.example/x' },
      { endpoint: 'https://push.example/x', keys: { p256dh: 'not base64!', auth: 'x' } },
    ]) {
      expect(
        (await ctx.app.inject({ method: 'POST', url, headers: alerted.rider.headers, payload })).statusCode,
      ).toBe(400);
    }
    const other = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${line.rider.id}/push-subscriptions`,
      headers: alerted.rider.headers,
      payload: subscription('https://push.example/other'),
    });
    expect(other.statusCode).toBe(404);
  });

  it('tells the rider once that the bus is about 5 minutes away and once that it is at the stop, in the app and by push', async () => {
    const notices = async () =>
      (await db().select().from(notifications).where(eq(notifications.userId, alerted.rider.id))).map(
        (row) => row.body,
      );
    const beforeNotices = (await notices()).length;
    // 07:06, the bus 300 m before the pickup stop: about 5 minutes away.
    clock.set(new Date('2026-11-25T06:06:00Z'));
    const near = { lat: CORRIDOR[0].latitude + 0.0025, lon: CORRIDOR[0].longitude - 0.0008 };
    for (let times = 0; times < 2; times++) {
      await osmand(
        `id=${alerted.deviceId}&lat=${near.lat}&lon=${near.lon}&timestamp=${unix(clock.now())}&speed=2`,
      );
      await ctx.app.deps.background.idle();
    }
    clock.advance(60_000);
    for (let times = 0; times < 2; times++) {
      await osmand(
        `id=${alerted.deviceId}&lat=${CORRIDOR[0].latitude}&lon=${CORRIDOR[0].longitude}&timestamp=${unix(clock.now())}`,
      );
      await ctx.app.deps.background.idle();
    }
    const bodies = (await notices()).slice(beforeNotices);
    expect(bodies.sort()).toEqual(
      [
        `Your bus is about 5 minutes from ${alerted.stopNames[0]}.`,
        `Your bus is at ${alerted.stopNames[0]}.`,
      ].sort(),
    );
    expect(sent.map((push) => push.message.body).sort()).toEqual(bodies.sort());
    expect(sent.every((push) => push.target.endpoint === 'https://push.example/live')).toBe(true);
    // The push service said the other subscription is gone: it is removed.
    const left = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, alerted.rider.id));
    expect(left.map((row) => row.endpoint)).toEqual(['https://push.example/live']);
  });
});

describe('operators and retention', () => {
  it('lists today’s runs on the live board, the latest first', async () => {
    const operator = await createOperator(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/ops/live', headers: operator.headers });
    expect(response.statusCode).toBe(200);
    const runs = response.json().data as {
      trip_day_id: number;
      position: { delay_minutes: number } | null;
    }[];
    const ids = runs.map((run) => run.trip_day_id);
    expect(ids).toContain(line.tripDayId);
    const delays = runs.map((run) => run.position?.delay_minutes ?? Number.NEGATIVE_INFINITY);
    expect(delays).toEqual([...delays].sort((a, b) => b - a));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/ops/live', headers: line.rider.headers })).statusCode,
    ).toBe(403);
  });

  it('deletes positions older than the retention period, and only those', async () => {
    const total = await positionsOf(line.tripDayId);
    expect(total).toBeGreaterThan(0);
    expect(await ctx.app.services.tracking.deleteOldPositions(new Date('2026-12-20T00:00:00Z'))).toBe(0);
    expect(await positionsOf(line.tripDayId)).toBe(total);
    expect(
      await ctx.app.services.tracking.deleteOldPositions(new Date('2026-12-26T00:00:00Z')),
    ).toBeGreaterThanOrEqual(total);
    expect(await positionsOf(line.tripDayId)).toBe(0);
  });
});
