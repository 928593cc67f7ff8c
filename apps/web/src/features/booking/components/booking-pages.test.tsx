import {
  type Booking,
  type BookingList,
  type DiscoveredTrip,
  encodeSearchOptions,
  type RouteSearchOptions,
  unpagedList,
} from '@shuttle/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as BookPage } from '../../../app/routes/dashboard/book.tsx';
import { Component as BookingPage } from '../../../app/routes/dashboard/booking.tsx';
import { Component as BookingSuccessfulPage } from '../../../app/routes/dashboard/booking-successful.tsx';
import {
  Component as MyBookingsPage,
  loader as myBookingsLoader,
} from '../../../app/routes/dashboard/my-bookings.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { walletAnswerFor } from '../../../testing/signed-in.ts';
import { activeBookingsQueryOptions } from '../api/get-active-bookings.ts';
import { pastBookingsQueryOptions } from '../api/get-past-bookings.ts';
import { bookedRide, booking, DATE, quote, quotedRide, USER_ID } from '../testing/booking-fixtures.ts';

const OPTIONS: RouteSearchOptions = {
  source_route: { label: 'Ikorodu Garage, by the roundabout', id: 10 },
  destination_route: { label: 'Obalende, by the motor park', id: 30 },
  departure_date: DATE,
  route_type: 'one-way',
  walletSource: 'Personal',
  luggage: false,
};

const trip: DiscoveredTrip = {
  route: { id: 1, code: 'IKR-OBL', name: 'Ikorodu – Obalende' },
  itinerary_id: 7,
  trip_date: DATE,
  departure_time: '06:30',
  pickup: {
    stop: { id: 10, name: 'Ikorodu Garage', location: 'Ikorodu Garage, by the roundabout' },
    time: '06:30',
  },
  destination: { stop: { id: 30, name: 'Obalende', location: 'Obalende, by the motor park' }, time: '07:45' },
  fare_kobo: 185_000,
  seats_available: 9,
  capacity: 18,
};

function serveUser(balanceKobo: number) {
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () =>
      HttpResponse.json(
        walletAnswerFor(USER_ID, { wallet: { balance_kobo: balanceKobo, company_balance_kobo: null } }),
      ),
    ),
    http.get('/v1/route-discovery/from/10/to/30', () => HttpResponse.json(unpagedList([trip]))),
    http.post(`/v1/users/${USER_ID}/routes/quote`, () => HttpResponse.json(quote())),
  );
}

const bookAddress = `/dashboard/book?${new URLSearchParams({ options: encodeSearchOptions(OPTIONS), itinerary: '7' })}`;
const bookRoutes = [{ path: '/dashboard/book', Component: BookPage }];

beforeEach(() => {
  localStorage.setItem('token', 'header.payload.signature');
  localStorage.setItem('user_id', String(USER_ID));
  localStorage.setItem('token_exp', String(Math.floor(Date.now() / 1000) + 3600));
  session.restore();
});

describe('the booking step', () => {
  it('prices the ride, books it with an Idempotency-Key and adds it to the active bookings', async () => {
    serveUser(500_000);
    const created = booking();
    let sent: { key: string | null; body: unknown } | undefined;
    server.use(
      http.post(`/v1/users/${USER_ID}/routes`, async ({ request }) => {
        sent = { key: request.headers.get('idempotency-key'), body: await request.json() };
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user, queryClient } = renderRoute(bookAddress, bookRoutes);
    queryClient.setQueryData(activeBookingsQueryOptions(USER_ID).queryKey, {
      data: [],
      meta: { page: 1, limit: 50, total: 0 },
    } satisfies BookingList);

    const rides = await screen.findByRole('region', { name: 'Your rides' });
    expect(await within(rides).findByText('Monday 3 March 2031, 06:30 to 07:45')).toBeInTheDocument();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₦1,850.00');
    expect(await screen.findByTestId('paying-balance')).toHaveTextContent('₦5,000.00');

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByTestId('current-location')).toHaveTextContent(
      '/dashboard/booking-successful/55',
    );
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toMatchObject({
      route_type: 'one-way',
      itinerary_id: 7,
      pickup_id: 10,
      destination_id: 30,
      departure_date: DATE,
      seats: 1,
      walletSource: 'Personal',
    });
    expect(queryClient.getQueryData(activeBookingsQueryOptions(USER_ID).queryKey)?.data).toEqual([created]);
  });

  it('shows the shortfall with a way to fund the wallet, and the server message on 402', async () => {
    serveUser(100_000);
    server.use(
      http.post(`/v1/users/${USER_ID}/routes`, () =>
        HttpResponse.json(
          {
            code: 'INSUFFICIENT_FUNDS',
            message: 'Your wallet balance is not enough for this. Please fund your wallet.',
          },
          { status: 402 },
        ),
      ),
    );
    const { user } = renderRoute(bookAddress, bookRoutes);
    expect(await screen.findByText(/short by ₦850.00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your wallet balance is not enough for this. Please fund your wallet.');
    expect(within(alert).getByRole('link', { name: 'Fund your wallet' })).toHaveAttribute(
      'href',
      '/dashboard/wallet',
    );
  });

  it('shows the server message naming a full ride', async () => {
    serveUser(500_000);
    const message =
      'Sorry, the 06:30 IKR-OBL (Ikorodu – Obalende) ride on Monday 3 March 2031 is full. Nothing was booked or charged.';
    server.use(
      http.post(`/v1/users/${USER_ID}/routes/quote`, () =>
        HttpResponse.json({ code: 'SEAT_UNAVAILABLE', message }, { status: 409 }),
      ),
    );
    renderRoute(bookAddress, bookRoutes);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows a promo code’s discount in the summary and on the ride', async () => {
    serveUser(500_000);
    server.use(
      http.post(`/v1/users/${USER_ID}/routes/quote`, () =>
        HttpResponse.json(
          quote([quotedRide({ discount_kobo: 18_500, promo_code: 'RIDE10', amount_kobo: 166_500 })]),
        ),
      ),
    );
    renderRoute(bookAddress, bookRoutes);
    const rides = await screen.findByRole('region', { name: 'Your rides' });
    expect(await within(rides).findByTestId('booking-discount')).toHaveTextContent('RIDE10: ₦185.00 off');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₦1,665.00');
    expect(within(rides).getByText('Fares').nextElementSibling).toHaveTextContent('₦1,850.00');
    expect(within(within(rides).getByRole('list')).getByText('RIDE10: ₦185.00 off')).toBeInTheDocument();
  });

  it('asks for a new price when the seats change', async () => {
    serveUser(900_000);
    const seatsAsked: number[] = [];
    server.use(
      http.post(`/v1/users/${USER_ID}/routes/quote`, async ({ request }) => {
        const body = (await request.json()) as { seats: number };
        seatsAsked.push(body.seats);
        return HttpResponse.json(
          quote([quotedRide({ seats: body.seats, amount_kobo: 185_000 * body.seats })]),
        );
      }),
    );
    const { user } = renderRoute(bookAddress, bookRoutes);
    await screen.findByText('₦1,850.00', { selector: '[data-testid="booking-total"]' });
    await user.click(screen.getByRole('button', { name: 'One seat more' }));
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('₦3,700.00'));
    expect(seatsAsked).toEqual([1, 2]);
  });
});

describe('a booking', () => {
  const bookingRoutes = [{ path: '/dashboard/my-bookings/:bookingId', Component: BookingPage }];

  it('shows the next ride’s QR boarding pass and cancels a ride with its refund shown first', async () => {
    let current: Booking = booking();
    server.use(
      http.get(`/v1/users/${USER_ID}/routes/55`, () => HttpResponse.json(current)),
      http.post(`/v1/users/${USER_ID}/routes/55/cancel`, async ({ request }) => {
        expect(await request.json()).toEqual({ ride_ids: [101] });
        current = booking({
          status: 'cancelled',
          refunded_kobo: 185_000,
          rides: [
            bookedRide({ status: 'cancelled', cancellable: false, refund_kobo: 0, refunded_kobo: 185_000 }),
          ],
        });
        return HttpResponse.json({ cancelled_ride_ids: [101], refunded_kobo: 185_000, booking: current });
      }),
      http.get(`/v1/users/${USER_ID}/wallet`, () => HttpResponse.json({})),
    );
    const { user } = renderRoute('/dashboard/my-bookings/55', bookingRoutes);
    const next = await screen.findByRole('region', { name: 'Next ride' });
    expect(await within(next).findByRole('img', { name: 'QR code to show the driver' })).toBeInTheDocument();
    expect(within(next).getByText('q3V8nYc0Jm1rTt5Qb6xW2g')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel this ride' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm cancellation' });
    expect(confirm).toHaveTextContent('₦1,850.00 goes back to your Personal wallet at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('refunded')).toHaveTextContent('₦1,850.00');
    expect(screen.queryByRole('region', { name: 'Next ride' })).not.toBeInTheDocument();
  });

  it('shows the promo discount in the summary and refunds what was paid', async () => {
    const discounted = bookedRide({
      discount_kobo: 18_500,
      promo_code: 'RIDE10',
      amount_kobo: 166_500,
      refund_kobo: 166_500,
    });
    server.use(
      http.get(`/v1/users/${USER_ID}/routes/55`, () =>
        HttpResponse.json(
          booking({ total_kobo: 166_500, paid_kobo: 166_500, discount_kobo: 18_500, rides: [discounted] }),
        ),
      ),
    );
    const { user } = renderRoute('/dashboard/my-bookings/55', bookingRoutes);
    expect(await screen.findByTestId('booking-discount')).toHaveTextContent('RIDE10: ₦185.00 off');
    await user.click(screen.getByRole('button', { name: 'Cancel this ride' }));
    expect(screen.getByRole('alertdialog', { name: 'Confirm cancellation' })).toHaveTextContent(
      '₦1,665.00 goes back to your Personal wallet at once.',
    );
  });

  it('shows the server message when cancellation has closed', async () => {
    const message =
      'Sorry, the 06:30 IKR-OBL (Ikorodu – Obalende) ride on Monday 3 March 2031 can no longer be cancelled: cancellation closed at 23:00 on Sunday 2 March 2031.';
    server.use(
      http.get(`/v1/users/${USER_ID}/routes/55`, () => HttpResponse.json(booking())),
      http.post(`/v1/users/${USER_ID}/routes/55/cancel`, () =>
        HttpResponse.json({ code: 'CANCELLATION_CLOSED', message }, { status: 409 }),
      ),
    );
    const { user } = renderRoute('/dashboard/my-bookings/55', bookingRoutes);
    await user.click(await screen.findByRole('button', { name: 'Cancel this ride' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('my bookings', () => {
  it('lists active and past bookings', async () => {
    server.use(
      http.get(`/v1/users/${USER_ID}/routes`, () =>
        HttpResponse.json({ data: [booking()], meta: { page: 1, limit: 50, total: 1 } }),
      ),
      http.get(`/v1/bookings/${USER_ID}/past-bookings`, () =>
        HttpResponse.json({
          data: [
            booking({ id: 40, status: 'completed', rides: [bookedRide({ id: 90, status: 'completed' })] }),
          ],
          meta: { page: 1, limit: 10, total: 1 },
        }),
      ),
    );
    renderRoute('/dashboard/my-bookings', [{ path: '/dashboard/my-bookings', Component: MyBookingsPage }]);
    const active = await screen.findByRole('region', { name: 'Active bookings' });
    expect(await within(active).findByRole('link', { name: /Booking #55/ })).toHaveAttribute(
      'href',
      '/dashboard/my-bookings/55',
    );
    const past = screen.getByRole('region', { name: 'Past bookings' });
    expect(await within(past).findByText(/One-way · Completed · 1 ride · ₦1,850.00/)).toBeInTheDocument();
  });

  it('fetches both lists, for the page in the address, before the page paints', async () => {
    const pastPages: string[] = [];
    server.use(
      http.get(`/v1/users/${USER_ID}/routes`, () =>
        HttpResponse.json({ data: [booking()], meta: { page: 1, limit: 50, total: 1 } }),
      ),
      http.get(`/v1/bookings/${USER_ID}/past-bookings`, ({ request }) => {
        pastPages.push(new URL(request.url).searchParams.get('page') ?? '');
        return HttpResponse.json({ data: [], meta: { page: 2, limit: 10, total: 11 } });
      }),
    );
    await myBookingsLoader({ request: new Request('http://localhost/dashboard/my-bookings?past_page=2') });
    expect(pastPages).toEqual(['2']);
    expect(queryClient.getQueryData(activeBookingsQueryOptions(USER_ID).queryKey)?.data).toHaveLength(1);
    expect(queryClient.getQueryData(pastBookingsQueryOptions(USER_ID, 2).queryKey)?.meta.total).toBe(11);
  });
});

describe('booking successful', () => {
  const successRoutes = [
    { path: '/dashboard/booking-successful/:bookingId?', Component: BookingSuccessfulPage },
  ];

  it('sums up the booking named in the address', async () => {
    server.use(http.get(`/v1/users/${USER_ID}/routes/55`, () => HttpResponse.json(booking())));
    renderRoute('/dashboard/booking-successful/55', successRoutes);
    expect(
      await screen.findByText(/Booking #55 is confirmed: 1 ride from Ikorodu Garage, by the roundabout/),
    ).toHaveTextContent('₦1,850.00 was paid from your Personal wallet.');
    expect(screen.getByRole('link', { name: 'View booking and boarding pass' })).toHaveAttribute(
      'href',
      '/dashboard/my-bookings/55',
    );
  });

  it('works without a booking id', async () => {
    renderRoute('/dashboard/booking-successful', successRoutes);
    expect(await screen.findByText('Your booking is confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View booking and boarding pass' })).not.toBeInTheDocument();
  });
});
