import { eq, notifications, oneTimeSecrets } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { authHeader, createRider } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { hashSecret } from '../accounts/one-time-secrets.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';
import { NotificationsService } from './notifications.service.ts';

const ctx = useTestApp();
const db = () => ctx.app.deps.db;

async function rider() {
  const user = await createRider(db());
  return { user, headers: await authHeader(ctx.app, user) };
}

async function notify(userId: number, title: string, link?: string) {
  return db().transaction((tx) =>
    new NotificationsService(ctx.app.deps).notify(tx, {
      userId,
      title,
      body: `${title} body`,
      ...(link ? { link } : {}),
    }),
  );
}

const list = (who: Awaited<ReturnType<typeof rider>>, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/v1/users/${who.user.id}/notifications${query}`,
    headers: who.headers,
  });
const unreadCount = async (who: Awaited<ReturnType<typeof rider>>) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/users/${who.user.id}/unread-notifications-count`,
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { count: number }).count;
};
const markRead = (who: Awaited<ReturnType<typeof rider>>, id: number, isRead = true) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/v1/users/${who.user.id}/notifications/${id}`,
    headers: who.headers,
    payload: { is_read: isRead },
  });

describe('GET /v1/users/{userId}/notifications', () => {
  it('lists the rider’s notifications newest first, a page at a time', async () => {
    const who = await rider();
    for (const title of ['First', 'Second', 'Third']) await notify(who.user.id, title, '/dashboard/wallet');
    const firstPage = await list(who, '?page=1&limit=2');
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.json()).toMatchObject({
      data: [
        { title: 'Third', body: 'Third body', link: '/dashboard/wallet', is_read: false },
        { title: 'Second', is_read: false },
      ],
      meta: { page: 1, limit: 2, total: 3 },
    });
    const secondPage = await list(who, '?page=2&limit=2');
    expect(secondPage.json().data.map((item: { title: string }) => item.title)).toEqual(['First']);
  });

  it('lists only unread ones with unread_only=true', async () => {
    const who = await rider();
    const readId = await notify(who.user.id, 'Read one');
    await notify(who.user.id, 'Unread one');
    expect((await markRead(who, readId)).statusCode).toBe(200);
    const unread = await list(who, '?unread_only=true');
    expect(unread.json().data.map((item: { title: string }) => item.title)).toEqual(['Unread one']);
    expect(unread.json().meta.total).toBe(1);
    expect((await list(who, '?unread_only=false')).json().meta.total).toBe(2);
  });

  it.each(['?limit=0', '?limit=51', '?page=0', '?unread_only=maybe', '?sort=id'])(
    'answers 400 to %s',
    async (query) => {
      const who = await rider();
      expect((await list(who, query)).statusCode).toBe(400);
    },
  );

  it('answers 404 for another rider’s list and 401 without a token', async () => {
    const owner = await rider();
    const other = await rider();
    await notify(owner.user.id, 'Private');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${owner.user.id}/notifications`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Private');
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${owner.user.id}/notifications`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('marking notifications read', () => {
  it('lowers the unread count, never below zero, and can mark unread again', async () => {
    const who = await rider();
    const first = await notify(who.user.id, 'One');
    await notify(who.user.id, 'Two');
    expect(await unreadCount(who)).toBe(2);

    const read = await markRead(who, first);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first, is_read: true });
    expect(await unreadCount(who)).toBe(1);
    // Marking it read again changes nothing.
    await markRead(who, first);
    expect(await unreadCount(who)).toBe(1);

    await markRead(who, first, false);
    expect(await unreadCount(who)).toBe(2);
  });

  it('marks all read at once', async () => {
    const who = await rider();
    await notify(who.user.id, 'One');
    await notify(who.user.id, 'Two');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/notifications/read-all`,
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0 });
    expect(await unreadCount(who)).toBe(0);
    expect((await list(who, '?unread_only=true')).json().data).toEqual([]);
  });

  it('answers 404 for another rider’s notification and leaves it unread (IDOR)', async () => {
    const owner = await rider();
    const other = await rider();
    const id = await notify(owner.user.id, 'Not yours');
    // The attacker uses their own user id in the path with the owner's notification id.
    const viaOwnPath = await markRead(other, id);
    expect(viaOwnPath.statusCode).toBe(404);
    // And the owner's user id in the path.
    const viaOwnerPath = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/users/${owner.user.id}/notifications/${id}`,
      headers: other.headers,
      payload: { is_read: true },
    });
    expect(viaOwnerPath.statusCode).toBe(404);
    const [row] = await db().select().from(notifications).where(eq(notifications.id, id));
    expect(row?.isRead).toBe(false);
    expect(await unreadCount(owner)).toBe(1);
  });

  it.each([{}, { is_read: 'yes' }, { is_read: true, title: 'changed' }])(
    'answers 400 to the body %j',
    async (payload) => {
      const who = await rider();
      const id = await notify(who.user.id, 'One');
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/v1/users/${who.user.id}/notifications/${id}`,
        headers: who.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('NotificationsService.notify', () => {
  it('refuses a link that leaves the app', async () => {
    const who = await rider();
    await expect(notify(who.user.id, 'Phish', 'https://evil.example')).rejects.toThrow(RangeError);
    await expect(notify(who.user.id, 'Phish', '//evil.example')).rejects.toThrow(RangeError);
    expect(await unreadCount(who)).toBe(0);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const who = await rider();
    await expect(
      db().transaction(async (tx) => {
        await new NotificationsService(ctx.app.deps).notify(tx, {
          userId: who.user.id,
          title: 'Lost',
          body: '',
        });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await unreadCount(who)).toBe(0);
  });
});

describe('notifications other features write', () => {
  it('tells the rider when their email address is verified', async () => {
    const who = await rider();
    const code = '123456';
    await db()
      .insert(oneTimeSecrets)
      .values({
        userId: who.user.id,
        purpose: 'verify_email',
        secretHash: hashSecret(ctx.app.deps.keys.hashingKey, `verify_email:${who.user.id}`, code),
        expiresAt: new Date(Date.now() + 600_000),
      });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/verify`,
      payload: { code },
    });
    expect(response.statusCode).toBe(200);
    expect((await list(who)).json().data).toMatchObject([
      { title: 'Email address verified', link: '/dashboard/home', is_read: false },
    ]);
  });

  it('tells the rider when a sandbox top-up is paid, once however often it is delivered', async () => {
    const who = await rider();
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/wallet/top-ups`,
      headers: who.headers,
      payload: { amount_kobo: 250_000 },
    });
    expect(started.statusCode).toBe(201);
    const { access_code: accessCode, reference } = started.json();
    const paid = await ctx.app.inject({ method: 'POST', url: `/v1/sandbox/checkout/${accessCode}/pay` });
    expect(paid.statusCode).toBe(200);
    // The browser's verify call after the webhook credits nothing more and tells nothing more.
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/wallet/top-ups/${reference}`,
      headers: who.headers,
    });
    expect(verified.json()).toMatchObject({ status: 'succeeded' });
    expect((await list(who)).json().data).toMatchObject([
      { title: 'Wallet funded', body: '₦2,500.00 was added to your wallet.', link: '/dashboard/wallet' },
    ]);
    expect(await unreadCount(who)).toBe(1);
    expect(await auditLedger(db())).toEqual([]);
  });
});
