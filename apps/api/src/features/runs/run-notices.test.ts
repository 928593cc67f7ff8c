import { and, eq, notifications, outboxEmails } from '@shuttle/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookableLine,
  bookAs,
  createBookableLine,
  oneWayBody,
  riderHeader,
} from '../../../test/booking-factories.ts';
import { createRider as createUser } from '../../../test/factories.ts';
import {
  auditRowsBy,
  createOperator,
  lastAuditBy,
  opsCall,
  type Staff,
} from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { type NoticePush, PushOutboxDispatcher } from '../notifications/push-outbox-dispatcher.ts';
import { RUN_NOTICE_LIMIT } from './run-notices.service.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
const LATE = { title: 'Running late', body: 'The 06:30 from Ikorodu is running 15 minutes late.' };

let operator: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});
afterEach(() => {
  clock.set(WEDNESDAY_MORNING);
});

async function book(rider: { id: number }, line: BookableLine) {
  const answer = await bookAs(ctx.app, rider, oneWayBody(line, THURSDAY));
  expect(answer.statusCode).toBe(201);
  return answer.json() as { id: number };
}

async function runIdOf(line: BookableLine): Promise<number> {
  const list = await opsCall(ctx.app, operator, 'GET', `/trip-days?date=${THURSDAY}&limit=200`);
  const run = list
    .json()
    .data.find((item: { itinerary_id: number }) => item.itinerary_id === line.itineraryId);
  expect(run).toBeDefined();
  return run.id;
}

const noticesOf = (userId: number) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, LATE.title)));

const noticeMailTo = (email: string) =>
  db()
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.subject, LATE.title)));

describe('notices to the riders of a run', () => {
  it('reaches every rider booked on the run once, in the app and by email, and no one else', async () => {
    const line = await createBookableLine(db());
    const otherLine = await createBookableLine(db());
    const twice = await createRider(db(), { balanceKobo: 500_000 });
    const once = await createRider(db(), { balanceKobo: 300_000 });
    const cancelled = await createRider(db(), { balanceKobo: 300_000 });
    const elsewhere = await createRider(db(), { balanceKobo: 300_000 });
    await book(twice, line);
    await book(twice, line);
    await book(once, line);
    const booking = await book(cancelled, line);
    await book(elsewhere, otherLine);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${cancelled.id}/routes/${booking.id}/cancel`,
      headers: await riderHeader(ctx.app, cancelled),
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const runId = await runIdOf(line);

    const audience = await opsCall(ctx.app, operator, 'GET', `/trip-days/${runId}/notices/audience`);
    expect(audience.statusCode).toBe(200);
    expect(audience.json()).toEqual({ riders: 2, can_send: true });

    const sent = await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/notices`, LATE);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ riders: 2 });

    for (const rider of [twice, once]) {
      const [notice, ...more] = await noticesOf(rider.id);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({ body: LATE.body, link: '/dashboard/notifications', isRead: false });
      const mail = await noticeMailTo(rider.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.textBody).toContain(LATE.body);
      expect(mail[0]?.textBody).toMatch(/About your .+ ride of Thursday 26 November 2026 at 06:30:/);
    }
    for (const rider of [cancelled, elsewhere]) {
      expect(await noticesOf(rider.id)).toEqual([]);
      expect(await noticeMailTo(rider.email)).toEqual([]);
    }
    // The rider's bell counts it.
    const unread = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${once.id}/unread-notifications-count`,
      headers: await riderHeader(ctx.app, once),
    });
    expect(unread.json().count).toBeGreaterThanOrEqual(1);
  });

  it('writes one audit row with what was sent and to how many', async () => {
    const line = await createBookableLine(db());
    await book(await createRider(db(), { balanceKobo: 300_000 }), line);
    const runId = await runIdOf(line);
    const before = await auditRowsBy(ctx.app, operator.user.id);
    expect((await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/notices`, LATE)).statusCode).toBe(
      201,
    );
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(before + 1);
    const row = await lastAuditBy(ctx.app, operator.user.id);
    expect(row).toMatchObject({
      action: 'trip_day.notice',
      entity: 'trip_day',
      entityId: String(runId),
      before: null,
      after: { title: LATE.title, body: LATE.body, riders: 1 },
    });
  });

  it(`allows ${RUN_NOTICE_LIMIT} notices per run and operator an hour, then answers 429`, async () => {
    const line = await createBookableLine(db());
    const rider = await createRider(db(), { balanceKobo: 300_000 });
    await book(rider, line);
    const runId = await runIdOf(line);
    for (let sent = 0; sent < RUN_NOTICE_LIMIT; sent++) {
      const answer = await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/notices`, LATE);
      expect(answer.statusCode).toBe(201);
    }
    const before = await auditRowsBy(ctx.app, operator.user.id);
    const refused = await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/notices`, LATE);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await noticesOf(rider.id)).toHaveLength(RUN_NOTICE_LIMIT);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(before);

    // Another operator has a limit of their own, and the hour passes.
    const colleague = await createOperator(ctx.app);
    expect((await opsCall(ctx.app, colleague, 'POST', `/trip-days/${runId}/notices`, LATE)).statusCode).toBe(
      201,
    );
    clock.set(new Date(WEDNESDAY_MORNING.getTime() + 61 * 60 * 1000));
    expect((await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/notices`, LATE)).statusCode).toBe(
      201,
    );
  });

  it('holds the limit when sends arrive at the same moment', async () => {
    const line = await createBookableLine(db());
    const rider = await createRider(db(), { balanceKobo: 300_000 });
    await book(rider, line);
    const runId = await runIdOf(line);
    const answers = await Promise.all(
      Array.from({ length: RUN_NOTICE_LIMIT + 2 }, () =>
        opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/notices`, LATE),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(RUN_NOTICE_LIMIT);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(2);
    expect(await noticesOf(rider.id)).toHaveLength(RUN_NOTICE_LIMIT);
  });

  it('refuses a cancelled run: its riders were told by the cancellation', async () => {
    const line = await createBookableLine(db());
    const rider = await createRider(db(), { balanceKobo: 300_000 });
    await book(rider, line);
    const runId = await runIdOf(line);
    const cancelled = await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/cancel`, {
      reason: 'Bus broke down',
    });
    expect(cancelled.statusCode).toBe(200);
    const audience = await opsCall(ctx.app, operator, 'GET', `/trip-days/${runId}/notices/audience`);
    expect(audience.json()).toEqual({ riders: 0, can_send: false });
    const refused = await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/notices`, LATE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cancelled/);
    expect(await noticesOf(rider.id)).toEqual([]);
  });

  it('answers 400 for a missing, blank or too long title or message, and sends nothing', async () => {
    const line = await createBookableLine(db());
    const rider = await createRider(db(), { balanceKobo: 300_000 });
    await book(rider, line);
    const runId = await runIdOf(line);
    const before = await auditRowsBy(ctx.app, operator.user.id);
    for (const body of [
      {},
      { title: LATE.title },
      { title: '   ', body: LATE.body },
      { title: 'x'.repeat(121), body: LATE.body },
      { title: LATE.title, body: 'x'.repeat(1001) },
      { ...LATE, link: 'https://evil.example' },
    ]) {
      const answer = await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/notices`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(before);
    expect(await noticesOf(rider.id)).toEqual([]);
    const missing = await opsCall(ctx.app, operator, 'POST', '/trip-days/999999/notices', LATE);
    expect(missing.statusCode).toBe(404);
  });

  it('is for operators and admins only', async () => {
    const line = await createBookableLine(db());
    const rider = await createRider(db(), { balanceKobo: 300_000 });
    await book(rider, line);
    const runId = await runIdOf(line);
    const url = `/v1/ops/trip-days/${runId}/notices`;
    for (const role of ['rider', 'driver', 'bus_partner'] as const) {
      const user = await createUser(db(), { role });
      const headers = await riderHeader(ctx.app, user);
      const post = await ctx.app.inject({ method: 'POST', url, headers, payload: LATE });
      expect(post.statusCode, role).toBe(403);
      const audience = await ctx.app.inject({ method: 'GET', url: `${url}/audience`, headers });
      expect(audience.statusCode, role).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url, payload: LATE });
    expect(anonymous.statusCode).toBe(401);
    expect(await noticesOf(rider.id)).toEqual([]);

    const admin = await createOperator(ctx.app, 'admin');
    expect((await opsCall(ctx.app, admin, 'POST', `/trip-days/${runId}/notices`, LATE)).statusCode).toBe(201);
    expect(await noticesOf(rider.id)).toHaveLength(1);
  });

  it('queues a push to the riders reached, sent from its outbox after the commit', async () => {
    const line = await createBookableLine(db());
    const rider = await createRider(db(), { balanceKobo: 300_000 });
    await book(rider, line);
    const runId = await runIdOf(line);
    const { services, deps } = ctx.app;
    expect(await services.runNotices.send(operator.user, runId, LATE)).toEqual({ riders: 1 });
    const pushed: Parameters<NoticePush>[] = [];
    const outbox = new PushOutboxDispatcher(
      deps.db,
      deps.clock,
      async (...call) => {
        pushed.push(call);
      },
      ctx.app.log,
    );
    expect(await outbox.drain()).toBeGreaterThanOrEqual(1);
    expect(pushed).toContainEqual([[rider.id], { ...LATE, link: '/dashboard/notifications' }]);
    // Taken off the outbox as it was sent: never twice.
    expect(await outbox.drain()).toBe(0);
  });
});
