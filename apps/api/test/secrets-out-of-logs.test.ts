import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/shared/clock.ts';
import { useTestApp } from './test-app.ts';
import { CORRIDOR, createTrackedLine, setRunStatus, type TrackedLine } from './tracking-factories.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().trim().split('\n'));
    done();
  },
});
// 06:50 in Lagos: the 07:00 run is about to leave its first stop.
const clock = new ManualClock(new Date('2026-11-25T05:50:00Z'));
const ctx = useTestApp({ clock, env: { LOG_LEVEL: 'info' }, logStream });

let line: TrackedLine;
beforeAll(async () => {
  line = await createTrackedLine(ctx.app, '2026-11-25');
  await setRunStatus(ctx.app, line.tripDayId, 'in_progress');
});

const parsed = () => lines.map((text) => JSON.parse(text) as Record<string, unknown>);
const unix = () => String(Math.floor(clock.now().getTime() / 1000));
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** ADR 285, docs/security.md#logs: no log line carries a tracker's device id or an emailed link's token. */
describe('secrets in request addresses', () => {
  it('leave no trace of a GPS tracker’s device id, on a stored fix, a dropped one or an unknown device', async () => {
    const at = `lat=${CORRIDOR[0].latitude}&lon=${CORRIDOR[0].longitude}`;
    expect((await get(`/v1/tracking/osmand?id=${line.deviceId}&${at}&timestamp=${unix()}`)).statusCode).toBe(
      200,
    );
    clock.advance(10_000);
    // 5.5 km north ten seconds later: dropped as impossible, and logged.
    const jump = `lat=${CORRIDOR[0].latitude + 0.05}&lon=${CORRIDOR[0].longitude}&timestamp=${unix()}`;
    expect((await get(`/v1/tracking/osmand?deviceid=${line.deviceId}&${jump}`)).statusCode).toBe(200);
    const unknown = 'f'.repeat(32);
    expect((await get(`/v1/tracking/osmand?id=${unknown}&${at}`)).statusCode).toBe(404);

    expect(parsed()).toContainEqual(
      expect.objectContaining({ msg: 'impossible fix dropped', vehicleId: line.vehicleId, dropped: 1 }),
    );
    expect(parsed()).toContainEqual(
      expect.objectContaining({
        msg: 'request completed',
        url: `/v1/tracking/osmand?id=[masked]&${at}`,
        statusCode: 404,
      }),
    );
    const log = lines.join('\n');
    expect(log).not.toContain(line.deviceId);
    expect(log).not.toContain(unknown);
  });

  it('leave no trace of a set-password, reset or unsubscribe token, answered or refused', async () => {
    const token = 'q8Zr2Lk0VbN4xWm7Yc1Pd5Hs9Tf3Ju6E';
    const pages = [`/set-password/${token}`, `/password/${token}`, `/email-change/${token}`];
    for (const page of pages) await get(page);
    const unsubscribe = await ctx.app.inject({
      method: 'POST',
      url: `/v1/unsubscribe/42.trip_changes.${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(404);
    expect((await get(`/v1/routes/catalogue?token=${token}`)).statusCode).toBe(200);

    const urls = parsed()
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => [entry.url, entry.statusCode]);
    expect(urls).toEqual(
      expect.arrayContaining([
        ['/set-password/[masked]', expect.any(Number)],
        ['/password/[masked]', expect.any(Number)],
        ['/email-change/[masked]', expect.any(Number)],
        ['/v1/unsubscribe/[masked]', 404],
        ['/v1/routes/catalogue?token=[masked]', 200],
      ]),
    );
    expect(lines.join('\n')).not.toContain(token);
  });
});
