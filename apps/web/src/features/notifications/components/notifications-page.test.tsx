import { type Notification, unpagedList } from '@shuttle/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 7;

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    title: `Notice ${id}`,
    body: `Body ${id}`,
    link: null,
    is_read: false,
    created_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

/** A tiny stand-in for the API's notifications, enough to see reads move the count. */
function serveNotifications(items: Notification[]) {
  const patches: { id: number; is_read: boolean }[] = [];
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () => HttpResponse.json(walletAnswerFor(USER_ID))),
    http.get(`/v1/users/${USER_ID}/notifications`, ({ request }) => {
      const unreadOnly = new URL(request.url).searchParams.get('unread_only') === 'true';
      const data = items.filter((item) => !unreadOnly || !item.is_read);
      return HttpResponse.json({ data, meta: { page: 1, limit: 10, total: data.length } });
    }),
    http.get(`/v1/users/${USER_ID}/unread-notifications-count`, () =>
      HttpResponse.json({ count: items.filter((item) => !item.is_read).length }),
    ),
    http.patch(`/v1/users/${USER_ID}/notifications/:id`, async ({ params, request }) => {
      const body = (await request.json()) as { is_read: boolean };
      const item = items.find((candidate) => candidate.id === Number(params.id));
      if (!item)
        return HttpResponse.json({ message: 'Notification not found', code: 'NOT_FOUND' }, { status: 404 });
      item.is_read = body.is_read;
      patches.push({ id: item.id, is_read: body.is_read });
      return HttpResponse.json(item);
    }),
    http.post(`/v1/users/${USER_ID}/notifications/read-all`, () => {
      for (const item of items) item.is_read = true;
      return HttpResponse.json({ count: 0 });
    }),
  );
  return patches;
}

const navCount = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' })).queryByTestId('unread-count');

beforeEach(() => signInAs(USER_ID));

describe('the notifications page', () => {
  it('lists notifications, unread first marked, with the unread count in the dashboard menu', async () => {
    serveNotifications([
      notification(2, {
        title: 'Wallet funded',
        body: '₦2,500.00 was added to your wallet.',
        link: '/dashboard/wallet',
      }),
      notification(1, { title: 'Email address verified', is_read: true }),
    ]);
    renderApp('/dashboard/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Wallet funded' })).toHaveAttribute(
      'href',
      '/dashboard/wallet',
    );
    expect(items[0]).toHaveTextContent('Unread: Wallet funded');
    expect(items[1]).not.toHaveTextContent('Unread:');
    await waitFor(() => expect(navCount()).toHaveTextContent('1 unread'));
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('1 unread');
  });

  it('lowers the count when one is marked read, and never below zero', async () => {
    const patches = serveNotifications([notification(3), notification(4)]);
    const { user } = renderApp('/dashboard/notifications');
    await waitFor(() => expect(navCount()).toHaveTextContent('2 unread'));
    const [first] = await screen.findAllByRole('button', { name: 'Mark as read' });
    await user.click(first as HTMLElement);
    await waitFor(() => expect(navCount()).toHaveTextContent('1 unread'));
    expect(patches).toEqual([{ id: 3, is_read: true }]);
    expect(await screen.findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(navCount()).not.toBeInTheDocument());
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('No unread notifications');
  });

  it('keeps the count at zero when a notice the count no longer holds is marked read', async () => {
    serveNotifications([notification(9)]);
    server.use(
      http.get(`/v1/users/${USER_ID}/unread-notifications-count`, () => HttpResponse.json({ count: 0 })),
      // The answer never comes: what shows is the count the page worked out itself.
      http.patch(`/v1/users/${USER_ID}/notifications/:id`, () => delay('infinite')),
    );
    const { user } = renderApp('/dashboard/notifications');
    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await screen.findByRole('button', { name: 'Mark as unread' });
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('No unread notifications');
    expect(navCount()).not.toBeInTheDocument();
  });

  it('marks all read at once and can show unread ones only', async () => {
    serveNotifications([notification(5), notification(6), notification(7, { is_read: true })]);
    const { user } = renderApp('/dashboard/notifications');
    await user.click(await screen.findByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You have read everything.')).toBeInTheDocument();
    await waitFor(() => expect(navCount()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says so when there are none', async () => {
    serveNotifications([]);
    renderApp('/dashboard/notifications');
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});

describe('dashboard home', () => {
  it('shows the wallet balance with a fund link and the recent notifications', async () => {
    serveNotifications([notification(8, { title: 'Promo code applied', link: '/dashboard/wallet' })]);
    server.use(
      http.get(`/v1/users/${USER_ID}/wallet`, () =>
        HttpResponse.json(
          walletAnswerFor(USER_ID, { wallet: { balance_kobo: 250_000, company_balance_kobo: null } }),
        ),
      ),
    );
    renderApp('/dashboard/home');
    expect(await screen.findByRole('heading', { name: 'Good day, Funke' })).toBeInTheDocument();
    expect(await screen.findByTestId('home-balance')).toHaveTextContent('₦2,500.00');
    expect(screen.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute('href', '/dashboard/wallet');
    const recent = screen.getByRole('region', { name: 'Recent notifications' });
    expect(await within(recent).findByRole('link', { name: 'Promo code applied' })).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });
});

describe('the notice choices page', () => {
  it('shows each kind with the channels it can go by, and saves what the rider changed', async () => {
    serveNotifications([]);
    const saved: unknown[] = [];
    const data = [
      { kind: 'booking', push: true, email: true, sms: false },
      { kind: 'cancellation', push: true, email: true, sms: false },
      { kind: 'refund', push: true, email: true, sms: false },
      { kind: 'run_notice', push: true, email: true, sms: true },
      { kind: 'reminder', push: true, email: true, sms: true },
      { kind: 'arrival', push: true, email: false, sms: false },
    ];
    server.use(
      http.get(`/v1/users/${USER_ID}/notification-preferences`, () =>
        HttpResponse.json({ ...unpagedList(data), sms_offered: true }),
      ),
      http.put(`/v1/users/${USER_ID}/notification-preferences`, async ({ request }) => {
        const body = (await request.json()) as { data: typeof data };
        saved.push(body);
        return HttpResponse.json({ ...unpagedList(body.data), sms_offered: true });
      }),
    );
    const { user } = renderApp('/dashboard/notifications/preferences');
    const reminders = await screen.findByRole('group', { name: 'Reminders before pick-up' });
    const arrivals = screen.getByRole('group', { name: 'Your bus is near or at your stop' });
    // Arrivals never go by email or SMS; reminders may go by all three.
    expect(within(arrivals).queryByRole('checkbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Booking confirmations' })).queryByRole('checkbox', {
        name: 'SMS',
      }),
    ).not.toBeInTheDocument();
    await user.click(within(reminders).getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const sent = saved[0] as { data: typeof data };
    expect(sent.data.find((row) => row.kind === 'reminder')).toEqual({
      kind: 'reminder',
      push: true,
      email: false,
      sms: true,
    });
    expect(sent.data.find((row) => row.kind === 'booking')).toEqual(data[0]);
  });
});
