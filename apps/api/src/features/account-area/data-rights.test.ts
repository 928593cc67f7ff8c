import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_RIGHTS_MESSAGES } from '@shuttle/contracts';
import {
  bookingRides,
  bookings,
  eq,
  ledgerTransactions,
  notifications,
  pushSubscriptions,
  users,
} from '@shuttle/db';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { emailsTo, type RegisteredRider, registerRider } from '../../../test/accounts-factories.ts';
import { createBookableLine, LINE_FARE_KOBO, oneWayBody } from '../../../test/booking-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { fundWallet } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import '../booking/booking-audit.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';

// Wednesday 25 November 2026, 07:00 in Lagos; the ride booked ahead is on Thursday.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
const THURSDAY = '2026-11-26';
const FRIDAY_MORNING = new Date('2026-11-27T06:00:00Z');
const HOUR = 3600_000;
const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock, env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'shuttle-data-rights-')) } });
const db = () => ctx.app.deps.db;

afterEach(async () => {
  clock.set(WEDNESDAY_MORNING);
  expect(await auditLedger(db())).toEqual([]);
});

/** A registered rider who booked one ride on Thursday, paid from a wallet left at zero. */
async function riderWithRideAhead(): Promise<RegisteredRider> {
  const rider = await registerRider(ctx.app);
  await fundWallet(db(), rider.id, LINE_FARE_KOBO);
  const line = await createBookableLine(db());
  const booked = await ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/routes`,
    headers: rider.authorization,
    payload: oneWayBody(line, THURSDAY),
  });
  expect(booked.statusCode).toBe(201);
  return rider;
}

const requestExport = (rider: RegisteredRider) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/data-export`,
    headers: rider.authorization,
  });

const download = (userId: number, exportId: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/v1/users/${userId}/data-export/${exportId}`, headers });

const deleteAccount = (rider: RegisteredRider, password: string, confirm = true) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/v1/users/${rider.id}`,
    headers: rider.authorization,
    payload: { password, confirm },
  });

describe('POST /v1/users/{userId}/data-export', () => {
  it('prepares one zip of the rider data, links it by email and serves it to its owner for 24 hours', async () => {
    const rider = await riderWithRideAhead();
    const asked = await requestExport(rider);
    expect(asked.statusCode).toBe(202);
    const { id, status } = asked.json<{ id: string; status: string }>();
    expect(status).toBe('preparing');
    // Asked again while preparing: the same copy, not a second job.
    expect((await requestExport(rider)).json().id).toBe(id);
    expect((await download(rider.id, id, rider.authorization)).statusCode).toBe(409);

    await ctx.app.services.dataRights.prepare(id);
    const latest = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/data-export`,
      headers: rider.authorization,
    });
    expect(latest.json().data).toMatchObject({ id, status: 'ready' });
    const [email] = (await emailsTo(ctx.app, rider.email)).filter((each) =>
      /data is ready/.test(each.subject),
    );
    expect(email?.textBody).toContain(`/dashboard/account/data-export/${id}`);

    const zip = await download(rider.id, id, rider.authorization);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'bookings.json',
      'form-submissions.json',
      'notifications.json',
      'profile.json',
      'rides.json',
      'wallet-lines.json',
    ]);
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    const profile = read('profile.json');
    expect(profile).toMatchObject({ id: rider.id, email: rider.email, fname: 'Chidi' });
    expect(profile).not.toHaveProperty('password_hash');
    expect(read('bookings.json')).toEqual([
      expect.objectContaining({ user_id: rider.id, total_kobo: LINE_FARE_KOBO }),
    ]);
    expect(read('rides.json')).toEqual([
      expect.objectContaining({ trip_date: THURSDAY, fare_kobo: LINE_FARE_KOBO, status: 'booked' }),
    ]);
    expect(read('wallet-lines.json').map((line: { amount_kobo: number }) => line.amount_kobo)).toEqual([
      LINE_FARE_KOBO,
      -LINE_FARE_KOBO,
    ]);
    expect(Array.isArray(read('notifications.json'))).toBe(true);
    expect(read('form-submissions.json')).toEqual({ charter_requests: [], route_suggestions: [] });
    const readme = strFromU8(files['README.txt'] as Uint8Array);
    for (const name of Object.keys(files).filter((file) => file.endsWith('.json')))
      expect(readme).toContain(name);

    // No session: 401; another rider: 404, as if there were no such copy.
    expect((await download(rider.id, id)).statusCode).toBe(401);
    const stranger = await registerRider(ctx.app);
    expect((await download(rider.id, id, stranger.authorization)).statusCode).toBe(404);
    expect((await download(stranger.id, id, stranger.authorization)).statusCode).toBe(404);

    clock.advance(24 * HOUR + 1000);
    const expired = await download(rider.id, id, rider.authorization);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(DATA_RIGHTS_MESSAGES.exportExpired);
    expect(await ctx.app.services.dataRights.removeExpired()).toBeGreaterThanOrEqual(1);
    expect((await download(rider.id, id, rider.authorization)).statusCode).toBe(410);
  });
});

describe('DELETE /v1/users/{userId}', () => {
  it('refuses while the wallet holds money, with a clear message', async () => {
    const rider = await registerRider(ctx.app);
    await fundWallet(db(), rider.id, 50_000);
    const refused = await deleteAccount(rider, rider.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DATA_RIGHTS_MESSAGES.walletHoldsMoney);
    expect((await deleteAccount(rider, 'not the password')).statusCode).toBe(400);
    expect((await deleteAccount(rider, rider.password, false)).statusCode).toBe(400);
  });

  it('refuses with a ride ahead, then anonymises the account and keeps the books', async () => {
    const rider = await riderWithRideAhead();
    const refused = await deleteAccount(rider, rider.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DATA_RIGHTS_MESSAGES.ridesAhead);

    // Rows other features hold for the rider: each owner forgets its own in the deletion.
    await db()
      .insert(pushSubscriptions)
      .values({
        userId: rider.id,
        endpoint: `https://push.example/${rider.id}`,
        p256dh: 'key',
        auth: 'auth',
      });
    const noticesOf = () => db().select().from(notifications).where(eq(notifications.userId, rider.id));
    expect((await noticesOf()).length).toBeGreaterThan(0);

    // Friday: the ride is in the past, the wallet is empty.
    clock.set(FRIDAY_MORNING);
    const deleted = await deleteAccount(rider, rider.password);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(DATA_RIGHTS_MESSAGES.accountDeleted);

    const [row] = await db().select().from(users).where(eq(users.id, rider.id));
    expect(row).toMatchObject({ fname: 'Deleted', phone: '', avatar: null });
    expect(row?.email).not.toBe(rider.email);
    expect(row?.deletedAt).not.toBeNull();
    expect(await noticesOf()).toEqual([]);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, rider.id))).toEqual(
      [],
    );
    const rides = await db()
      .select()
      .from(bookingRides)
      .innerJoin(bookings, eq(bookings.id, bookingRides.bookingId))
      .where(eq(bookings.userId, rider.id));
    expect(rides).toHaveLength(1);
    expect(
      await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, rider.id)),
    ).toHaveLength(2);

    // The old session is over, the password no longer signs in, and the address is free again.
    const me = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/data-export`,
      headers: rider.authorization,
    });
    expect(me.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: rider.email, password: rider.password },
    });
    expect(login.statusCode).toBe(401);
    const again = await registerRider(ctx.app, { email: rider.email });
    expect(again.id).not.toBe(rider.id);
  });
});
