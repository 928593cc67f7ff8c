import { and, eq, notifications, outboxEmails, outboxPushes, outboxSms, users, vehicles } from '@shuttle/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBookableLine, oneWayBody, riderHeader } from '../../../test/booking-factories.ts';
import { createRider as createUser } from '../../../test/factories.ts';
import { createOperator, opsCall } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { SmsDispatcher } from '../mail/sms-dispatcher.ts';
import { SandboxSmsSender } from '../mail/sms-senders.ts';
import { PUSH_STALE_MINUTES, PushOutboxDispatcher } from '../notifications/push-outbox-dispatcher.ts';
import type { PushMessage, PushSender, PushTarget } from '../tracking/push-sender.ts';

// Wednesday 25 November 2026, 07:00 in Lagos; every line departs 06:30 from its first stop.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
const THURSDAY = '2026-11-26';
/** Thursday 05:55 in Lagos: the 06:30 pick-up is 35 minutes away, outside the 30-minute window. */
const BEFORE_WINDOW = new Date('2026-11-26T04:55:00Z');
/** Thursday 06:05 in Lagos: 25 minutes before the pick-up. */
const IN_WINDOW = new Date('2026-11-26T05:05:00Z');

const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
afterEach(() => {
  clock.set(WEDNESDAY_MORNING);
});

let phoneSequence = 0;

/** A rider with a phone of their own, booked on a fresh line's Thursday run. */
async function bookedRider() {
  const line = await createBookableLine(db());
  const rider = await createRider(db(), { balanceKobo: 500_000 });
  const phone = `0803${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSequence).padStart(4, '0')}`;
  await db().update(users).set({ phone }).where(eq(users.id, rider.id));
  const headers = await riderHeader(ctx.app, rider);
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/routes`,
    headers,
    payload: oneWayBody(line, THURSDAY),
  });
  expect(answer.statusCode).toBe(201);
  const booking = answer.json<{ id: number; rides: { id: number; trip_day_id: number }[] }>();
  const ride = booking.rides[0] as { id: number; trip_day_id: number };
  return {
    rider,
    headers,
    line,
    bookingId: booking.id,
    rideId: ride.id,
    runId: ride.trip_day_id,
    e164: `+234${phone.slice(1)}`,
  };
}

/** The rider's reminders: "Your {route} pick-up at {time}". */
const remindersOf = async (userId: number) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter((row) =>
    row.title.includes('pick-up at'),
  );
const emailsTo = (email: string, subject: string) =>
  db()
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.subject, subject)));
const textsTo = (phone: string) => db().select().from(outboxSms).where(eq(outboxSms.toPhone, phone));
/** Pushes waiting in the outbox for this rider under this title. */
const pushesQueuedFor = async (userId: number, title: string) =>
  (await db().select().from(outboxPushes).where(eq(outboxPushes.title, title))).filter((row) =>
    row.userIds.includes(userId),
  );

async function createBus(plate: string, colour: string | null) {
  const [vehicle] = await db()
    .insert(vehicles)
    .values({
      registrationNumber: plate,
      brand: 'Toyota',
      model: 'Hiace',
      colour,
      capacity: 14,
      costOfSupplyKobo: 0,
    })
    .returning();
  if (!vehicle) throw new Error('no vehicle');
  return vehicle.id;
}

async function putPreferences(rider: { id: number }, headers: Record<string, string>, data: unknown[]) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/v1/users/${rider.id}/notification-preferences`,
    headers,
    payload: { data },
  });
}

describe('the reminder before the pick-up (REMINDER_MINUTES_BEFORE)', () => {
  it('goes once per ride, in the app, by email and by SMS, however often the job runs or is retried', async () => {
    const { rider, rideId, e164 } = await bookedRider();
    clock.set(BEFORE_WINDOW);
    expect(await ctx.app.services.reminders.sendDue()).toBe(0);

    clock.set(IN_WINDOW);
    // Two processes' runs at once, then a retry of each, and the booked-ride job for this ride.
    const sent = await Promise.all([
      ctx.app.services.reminders.sendDue(),
      ctx.app.services.reminders.sendDue(),
    ]);
    sent.push(await ctx.app.services.reminders.sendDue(), await ctx.app.services.reminders.sendDue([rideId]));
    expect(sent.filter((count) => count > 0)).toHaveLength(1);

    const reminders = await remindersOf(rider.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body).toContain('06:30');
    const [reminder] = reminders;
    expect(await emailsTo(rider.email, reminder?.title ?? '')).toHaveLength(1);
    const texts = await textsTo(e164);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(/^Shuttle: pick-up 06:30 at /);

    // Past the pick-up nothing more is sent, even for a ride never reminded.
    clock.set(new Date('2026-11-26T05:31:00Z'));
    expect(await ctx.app.services.reminders.sendDue()).toBe(0);
  });

  it('names the bus and the driver once the run has both, and tells riders of another bus', async () => {
    const { rider, headers, runId, bookingId } = await bookedRider();
    const busOnBooking = async () => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/v1/users/${rider.id}/routes/${bookingId}`,
        headers,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().rides[0].bus;
    };
    expect(await busOnBooking()).toBeUndefined();
    const operator = await createOperator(ctx.app);
    const driver = await createUser(db(), { role: 'driver', fname: 'Tunde' });
    const first = await createBus(`LND ${process.pid % 1000} A${phoneSequence}`, 'white');
    const second = await createBus(`LND ${process.pid % 1000} B${phoneSequence}`, null);
    const assign = (vehicleId: number) =>
      opsCall(ctx.app, operator, 'PATCH', `/trip-days/${runId}`, {
        vehicle_id: vehicleId,
        driver_id: driver.id,
      });

    expect((await assign(first)).statusCode).toBe(200);
    await ctx.app.deps.background.idle();
    // A first bus is no change: it is on the pass and in the reminder.
    const changes = () =>
      db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, rider.id), eq(notifications.title, 'Another bus for your ride')));
    expect(await changes()).toHaveLength(0);
    expect(await busOnBooking()).toEqual({
      plate: `LND ${process.pid % 1000} A${phoneSequence}`,
      brand: 'Toyota',
      model: 'Hiace',
      colour: 'white',
      driver_first_name: 'Tunde',
    });

    expect((await assign(second)).statusCode).toBe(200);
    await ctx.app.deps.background.idle();
    const [change] = await changes();
    // The new vehicle has no colour recorded: what exists is said, nothing made up.
    expect(change?.body).toContain(
      `Toyota Hiace, plate LND ${process.pid % 1000} B${phoneSequence}; your driver is Tunde`,
    );

    clock.set(IN_WINDOW);
    expect(await ctx.app.services.reminders.sendDue()).toBeGreaterThanOrEqual(1);
    const [reminder] = await remindersOf(rider.id);
    expect(reminder?.body).toContain('Your bus: a Toyota Hiace');
    expect(reminder?.body).toContain('your driver is Tunde');
  });
});

describe('notice preferences, per kind and channel', () => {
  it('answers every kind with its defaults, and refuses a channel a kind does not offer', async () => {
    const { rider, headers } = await bookedRider();
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/notification-preferences`,
      headers,
    });
    expect(read.statusCode).toBe(200);
    const body = read.json<{
      data: { kind: string; push: boolean; email: boolean; sms: boolean }[];
      sms_offered: boolean;
    }>();
    expect(body.sms_offered).toBe(true);
    expect(body.data.map((row) => row.kind)).toEqual([
      'booking',
      'cancellation',
      'refund',
      'run_notice',
      'reminder',
      'arrival',
    ]);
    expect(body.data.find((row) => row.kind === 'booking')).toEqual({
      kind: 'booking',
      push: true,
      email: true,
      sms: false,
    });
    expect(body.data.find((row) => row.kind === 'arrival')).toEqual({
      kind: 'arrival',
      push: true,
      email: false,
      sms: false,
    });

    const refused = await putPreferences(rider, headers, [
      { kind: 'booking', push: true, email: true, sms: true },
    ]);
    expect(refused.statusCode).toBe(400);
    const other = await createRider(db());
    const notMine = await putPreferences(other, headers, [
      { kind: 'reminder', push: true, email: true, sms: true },
    ]);
    // Another rider's choices do not exist for this one (docs/api-conventions.md#ownership).
    expect(notMine.statusCode).toBe(404);
  });

  it('sends each channel only where the rider kept it on', async () => {
    const { rider, headers, e164 } = await bookedRider();
    const saved = await putPreferences(rider, headers, [
      { kind: 'reminder', push: false, email: false, sms: true },
      { kind: 'booking', push: true, email: false, sms: false },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.find((row: { kind: string }) => row.kind === 'reminder')).toEqual({
      kind: 'reminder',
      push: false,
      email: false,
      sms: true,
    });

    clock.set(IN_WINDOW);
    expect(await ctx.app.services.reminders.sendDue()).toBeGreaterThanOrEqual(1);
    const [reminder] = await remindersOf(rider.id);
    expect(reminder).toBeDefined();
    expect(await emailsTo(rider.email, reminder?.title ?? '')).toHaveLength(0);
    expect(await textsTo(e164)).toHaveLength(1);
    expect(await pushesQueuedFor(rider.id, reminder?.title ?? '')).toHaveLength(0);

    // Booking emails off: a new booking is in the app, and in no email.
    clock.set(WEDNESDAY_MORNING);
    const line = await createBookableLine(db());
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/routes`,
      headers,
      payload: oneWayBody(line, THURSDAY),
    });
    expect(booked.statusCode).toBe(201);
    const title = `Booking #${booked.json().id} confirmed`;
    const inApp = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, rider.id), eq(notifications.title, title)));
    expect(inApp).toHaveLength(1);
    expect(await emailsTo(rider.email, title)).toHaveLength(0);
  });

  it('writes no text where SMS is not offered, and the demo mailbox shows the texts sent', async () => {
    const { e164 } = await bookedRider();
    clock.set(IN_WINDOW);
    await ctx.app.services.reminders.sendDue();
    expect(
      await new SmsDispatcher(db(), new SandboxSmsSender(), () => clock.now()).drain(),
    ).toBeGreaterThanOrEqual(1);
    const mailbox = await ctx.app.inject({ method: 'GET', url: '/v1/dev/mailbox' });
    const text = mailbox
      .json<{ sms: { to: string; text: string; sent_at: string | null }[] }>()
      .sms.find((sms) => sms.to === e164);
    expect(text?.text).toMatch(/^Shuttle: pick-up 06:30/);
    expect(text?.sent_at).not.toBeNull();
  });
});

describe('the one-click unsubscribe link of a notice email (RFC 8058)', () => {
  async function reminderEmail() {
    const booked = await bookedRider();
    clock.set(IN_WINDOW);
    await ctx.app.services.reminders.sendDue();
    const [reminder] = await remindersOf(booked.rider.id);
    const [email] = await emailsTo(booked.rider.email, reminder?.title ?? '');
    expect(email?.listUnsubscribe).toMatch(/^http.*\/v1\/unsubscribe\/\d+\.reminder\.[\w-]+$/);
    expect(email?.textBody).toContain(`Stop these emails: ${email?.listUnsubscribe}`);
    return { ...booked, path: new URL(email?.listUnsubscribe ?? '').pathname };
  }
  const reminderEmailOn = async (rider: { id: number }, headers: Record<string, string>) => {
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/notification-preferences`,
      headers,
    });
    return read.json().data.find((row: { kind: string }) => row.kind === 'reminder').email as boolean;
  };

  it('turns that kind of email off when opened, without signing in, and says so', async () => {
    const { rider, headers, path } = await reminderEmail();
    expect(await reminderEmailOn(rider, headers)).toBe(true);
    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reminders before pick-up');
    expect(await reminderEmailOn(rider, headers)).toBe(false);
  });

  it('turns it off on a mail client’s one-click POST, and refuses a link it did not sign', async () => {
    const { rider, headers, path } = await reminderEmail();
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: 'reminder' });
    expect(await reminderEmailOn(rider, headers)).toBe(false);

    const forged = path.replace(/\.reminder\./, '.booking.');
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const otherRider = path.replace(/\/\d+\./, `/${rider.id + 1}.`);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: otherRider,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('a ride booked inside the reminder window', () => {
  it('is reminded at once, through the job queue, and once', async () => {
    clock.set(IN_WINDOW);
    const { rider } = await bookedRider();
    const queued = (await ctx.app.deps.jobs.stats()).find((queue) => queue.name === 'reminders.booked');
    expect(queued?.waiting).toBe(1);
    await ctx.app.deps.jobs.start();
    try {
      await vi.waitFor(async () => expect(await remindersOf(rider.id)).toHaveLength(1), { timeout: 5000 });
    } finally {
      await ctx.app.deps.jobs.stop();
    }
    expect(await remindersOf(rider.id)).toHaveLength(1);
  });
});

describe('web pushes of booking notices, sent from their outbox after the commit (ADR 263)', () => {
  const sent: { target: PushTarget; message: PushMessage }[] = [];
  const fakePushService: PushSender = {
    publicKey: 'BTestPublicKey',
    send: async (target, message) => {
      sent.push({ target, message });
      return 'sent';
    },
  };
  // The app's own path: tracking's push sender, through each rider's subscriptions.
  const outbox = () =>
    new PushOutboxDispatcher(
      db(),
      clock,
      (ids, message) => ctx.app.services.tracking.pushToUsers(ids, message),
      ctx.app.log,
    );
  const pushedTo = (endpoint: string) =>
    sent.filter((push) => push.target.endpoint === endpoint).map((push) => push.message);

  /** A funded rider whose browser subscribed to pushes at `endpoint`. */
  async function subscribedRider(endpoint: string) {
    ctx.app.services.tracking.usePushSender(fakePushService);
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const headers = await riderHeader(ctx.app, rider);
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/push-subscriptions`,
      headers,
      payload: {
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    });
    expect(subscribed.statusCode).toBe(204);
    return { rider, headers };
  }
  async function bookAndCancel(rider: { id: number }, headers: Record<string, string>) {
    const line = await createBookableLine(db());
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/routes`,
      headers,
      payload: oneWayBody(line, THURSDAY),
    });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json<{ id: number }>().id;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/routes/${bookingId}/cancel`,
      headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    return bookingId;
  }

  it('pushes a booking and its cancellation’s refund to a rider with push on, and nothing of a kind turned off', async () => {
    const on = await subscribedRider(`https://push.example/on-${process.pid}`);
    const onBooking = await bookAndCancel(on.rider, on.headers);

    const off = await subscribedRider(`https://push.example/off-${process.pid}`);
    const saved = await putPreferences(off.rider, off.headers, [
      { kind: 'booking', push: false, email: true, sms: false },
      { kind: 'cancellation', push: false, email: true, sms: false },
    ]);
    expect(saved.statusCode).toBe(200);
    const offBooking = await bookAndCancel(off.rider, off.headers);

    // Nothing is pushed before the outbox is sent: the writes only queued it.
    expect(sent).toHaveLength(0);
    expect(await outbox().drain()).toBeGreaterThanOrEqual(2);
    const link = `/dashboard/my-bookings/${onBooking}`;
    expect(pushedTo(`https://push.example/on-${process.pid}`)).toEqual([
      expect.objectContaining({ title: `Booking #${onBooking} confirmed`, link }),
      expect.objectContaining({
        title: `Booking #${onBooking}: ride cancelled`,
        body: expect.stringContaining('went back to your wallet'),
        link,
      }),
    ]);
    // The other rider is told in the app all the same, and by no push.
    const inApp = await db().select().from(notifications).where(eq(notifications.userId, off.rider.id));
    expect(inApp.map((row) => row.title)).toEqual(
      expect.arrayContaining([`Booking #${offBooking} confirmed`, `Booking #${offBooking}: ride cancelled`]),
    );
    expect(pushedTo(`https://push.example/off-${process.pid}`)).toEqual([]);
    expect(await outbox().drain()).toBe(0);
  });

  it(`drops a push that waited more than ${PUSH_STALE_MINUTES} minutes for its sender`, async () => {
    const late = await subscribedRider(`https://push.example/late-${process.pid}`);
    await bookAndCancel(late.rider, late.headers);
    clock.set(new Date(WEDNESDAY_MORNING.getTime() + (PUSH_STALE_MINUTES + 1) * 60_000));
    expect(await outbox().drain()).toBe(0);
    expect(pushedTo(`https://push.example/late-${process.pid}`)).toEqual([]);
  });
});
