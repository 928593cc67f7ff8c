import {
  addDays,
  type CatalogueRoute,
  type DiscoveredTrip,
  decodeSearchOptions,
  encodeSearchOptions,
  lagosDate,
  type RouteSearchOptions,
  tripDayNumber,
  unpagedList,
} from '@shuttle/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { heldAnswer } from '../../testing/held-answer.ts';
import { server } from '../../testing/msw-server.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { walletAnswerFor } from '../../testing/signed-in.ts';

/** A Monday one to two weeks ahead in Lagos: inside the booking horizon (ADR 109). */
const FUTURE = ((start: string) => addDays(start, (9 - tripDayNumber(start)) % 7))(addDays(lagosDate(), 7));
const LATER = addDays(FUTURE, 4);
const IKORODU = { id: 10, name: 'Ikorodu Garage', location: 'Ikorodu Garage, by the roundabout' };
const OBALENDE = { id: 30, name: 'Obalende', location: 'Obalende, by the motor park' };

const trip = (overrides: Partial<DiscoveredTrip> = {}): DiscoveredTrip => ({
  route: { id: 1, code: 'IKR-OBL', name: 'Ikorodu – Ketu – Ojota – Obalende' },
  itinerary_id: 7,
  trip_date: FUTURE,
  departure_time: '06:30',
  pickup: { stop: IKORODU, time: '06:30' },
  destination: { stop: OBALENDE, time: '07:45' },
  fare_kobo: 185_000,
  seats_available: 9,
  capacity: 18,
  ...overrides,
});

const TO_TOWN = [
  trip(),
  trip({
    itinerary_id: 8,
    departure_time: '07:00',
    pickup: { stop: IKORODU, time: '07:00' },
    seats_available: 0,
  }),
];
const HOME_AGAIN = [
  trip({
    route: { id: 2, code: 'OBL-IKR', name: 'Obalende – Ojota – Ketu – Ikorodu' },
    itinerary_id: 21,
    trip_date: LATER,
    departure_time: '17:30',
    pickup: { stop: OBALENDE, time: '17:30' },
    destination: { stop: IKORODU, time: '18:50' },
    fare_kobo: 150_000,
  }),
];

const oneWay: RouteSearchOptions = {
  source_route: { id: IKORODU.id, label: IKORODU.location },
  destination_route: { id: OBALENDE.id, label: OBALENDE.location },
  departure_date: FUTURE,
  route_type: 'one-way',
  walletSource: 'Personal',
  luggage: false,
};
const returnTrip: RouteSearchOptions = { ...oneWay, route_type: 'return', return_date: LATER };
const withOptions = (path: string, options: RouteSearchOptions) =>
  `${path}?${new URLSearchParams({ options: encodeSearchOptions(options) })}`;

function serveNetwork() {
  const requests: string[] = [];
  server.use(
    http.get('*/v1/bus-stops', () =>
      HttpResponse.json(
        unpagedList(
          [IKORODU, OBALENDE].map((stop) => ({ ...stop, latitude: 6.5, longitude: 3.4, city_id: 1 })),
        ),
      ),
    ),
    http.get('*/v1/route-discovery/from/:from/to/:to', ({ params }) => {
      requests.push(`${params.from}->${params.to}`);
      return HttpResponse.json(unpagedList(Number(params.from) === IKORODU.id ? TO_TOWN : HOME_AGAIN));
    }),
    http.get('*/v1/users/:userId/wallet', () => HttpResponse.json(walletAnswerFor(5))),
  );
  return requests;
}

/** The booking step's price, still on its way: these tests look at what the search chose. */
const holdQuote = () =>
  server.use(
    http.post('*/v1/users/:userId/routes/quote', heldAnswer(() => HttpResponse.json(null)).resolver),
  );

/** Pages and the form load lazily: the first look at a page waits for its code under load. */
const LOADING = { timeout: 10_000 };

const signIn = () =>
  session.start({ id: 5, token: { token: 'token', exp: Math.floor(Date.now() / 1000) + 3600 } });

afterEach(() => session.end());

async function searchFromForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'From' }, LOADING));
  await user.click(await screen.findByRole('option', { name: IKORODU.location }));
  await user.click(screen.getByRole('combobox', { name: 'To' }));
  await user.click(await screen.findByRole('option', { name: OBALENDE.location }));
  await user.click(within(screen.getByRole('group', { name: 'Route type' })).getByLabelText('One-way'));
  fireEvent.change(screen.getByLabelText('Departure date'), { target: { value: FUTURE } });
  await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
}

describe('home page discovery', () => {
  it('takes a visitor to login with the options, stops written as label--id', async () => {
    const requests = serveNetwork();
    const { user, router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: /Your daily commute/ }, LOADING)).toBeInTheDocument();
    await searchFromForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LOADING);
    const raw = JSON.parse(new URLSearchParams(router.state.location.search).get('options') ?? '{}');
    expect(raw).toMatchObject({
      source_route: 'Ikorodu Garage, by the roundabout--10',
      destination_route: 'Obalende, by the motor park--30',
    });
    expect(requests).toEqual(['10->30']);
  });

  it('takes a signed-in rider to dashboard home, which lists the trips', async () => {
    serveNetwork();
    signIn();
    const { user, router } = renderApp('/');
    await searchFromForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'), LOADING);
    expect(decodeSearchOptions(new URLSearchParams(router.state.location.search).get('options'))).toEqual(
      oneWay,
    );
    expect(await screen.findByRole('heading', { name: 'Available trips' })).toBeInTheDocument();
  });

  it('opened with options, searches at once and moves on to login', async () => {
    const requests = serveNetwork();
    const { router } = renderApp(withOptions('/', oneWay));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LOADING);
    expect(decodeSearchOptions(new URLSearchParams(router.state.location.search).get('options'))).toEqual(
      oneWay,
    );
    expect(requests).toEqual(['10->30']);
  });
});

describe('dashboard home search', () => {
  it('fills the form from the address and lists the trips: times, naira fares, seats, sold out', async () => {
    serveNetwork();
    signIn();
    renderApp(withOptions('/dashboard/home', oneWay));
    expect(await screen.findByRole('heading', { name: 'Good day, Funke' }, LOADING)).toBeInTheDocument();
    // The form loads once the page has painted (docs/decisions/192).
    expect(await screen.findByRole('combobox', { name: 'From' }, LOADING)).toHaveValue(IKORODU.location);
    const list = await screen.findByRole('region', { name: 'Available trips' }, LOADING);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('IKR-OBL');
    expect(first).toHaveTextContent('Pickup 06:30 · arrives 07:45');
    expect(first).toHaveTextContent('₦1,850.00');
    expect(first).toHaveTextContent('9 seats left');
    expect(second).toHaveTextContent('Sold out');
    expect(within(second as HTMLElement).queryByRole('link', { name: 'Choose' })).not.toBeInTheDocument();
    const choose = within(first as HTMLElement).getByRole('link', { name: 'Choose' });
    const target = new URL(choose.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/dashboard/book');
    expect(target.searchParams.get('itinerary')).toBe('7');
    expect(decodeSearchOptions(target.searchParams.get('options'))).toEqual(oneWay);
  });

  it('lists both legs of a return and leads to the booking step with both departures', async () => {
    const requests = serveNetwork();
    signIn();
    const { user } = renderApp(withOptions('/dashboard/home', returnTrip));
    const outbound = await screen.findByRole('region', { name: 'Outbound trips' }, LOADING);
    const back = screen.getByRole('region', { name: 'Return trips' });
    expect(within(back).getByRole('listitem')).toHaveTextContent('OBL-IKR');
    expect(requests.sort()).toEqual(['10->30', '30->10']);
    await user.click(within(outbound).getAllByRole('button', { name: 'Choose' })[0] as HTMLElement);
    await user.click(within(back).getByRole('button', { name: 'Choose' }));
    const next = screen.getByRole('link', { name: 'Continue with these trips' });
    const target = new URL(next.getAttribute('href') ?? '', 'http://localhost');
    expect(target.searchParams.get('itinerary')).toBe('7');
    expect(target.searchParams.get('return_itinerary')).toBe('21');
  });

  it('shows the chosen trips on the booking step', async () => {
    serveNetwork();
    holdQuote();
    signIn();
    const url = `${withOptions('/dashboard/book', returnTrip)}&itinerary=7&return_itinerary=21`;
    renderApp(url);
    const outbound = await screen.findByRole('region', { name: 'Outbound trip' }, LOADING);
    expect(outbound).toHaveTextContent('IKR-OBL');
    expect(outbound).toHaveTextContent(IKORODU.location);
    expect(outbound).toHaveTextContent(OBALENDE.location);
    expect(outbound).toHaveTextContent('06:30');
    expect(outbound).toHaveTextContent('07:45');
    expect(outbound).toHaveTextContent('₦1,850.00');
    expect(screen.getByRole('region', { name: 'Return trip' })).toHaveTextContent('17:30');
    const details = screen.getByRole('region', { name: 'Booking details' });
    expect(details).toHaveTextContent('Route typeReturn');
    expect(details).toHaveTextContent('LuggageNone');
  });

  it('says when a chosen trip can no longer be had', async () => {
    serveNetwork();
    holdQuote();
    signIn();
    renderApp(`${withOptions('/dashboard/book', oneWay)}&itinerary=8`);
    expect(await screen.findByRole('alert', {}, LOADING)).toHaveTextContent(
      'This trip is no longer available',
    );
  });
});

describe('booking catalogue', () => {
  const route: CatalogueRoute = {
    id: 2,
    code: 'OBL-IKR',
    name: 'Obalende – Ikorodu',
    stops: [
      {
        ...OBALENDE,
        minutes_from_start: 0,
        can_pick_up: true,
        can_drop_off: false,
        fare_from_first_stop_kobo: null,
      },
      {
        ...IKORODU,
        minutes_from_start: 80,
        can_pick_up: false,
        can_drop_off: true,
        fare_from_first_stop_kobo: 185_000,
      },
    ],
    departures: [{ itinerary_id: 21, departure_time: '17:30', days_of_week: [2, 3, 4, 5, 6], capacity: 18 }],
  };

  it('lists every route and opens a search on its stops that goes on to dashboard home', async () => {
    serveNetwork();
    server.use(http.get('*/v1/routes/catalogue', () => HttpResponse.json(unpagedList([route]))));
    signIn();
    const { user, router } = renderApp('/dashboard/booking-catalogue');
    const card = (await screen.findByRole('heading', { name: /OBL-IKR/ }, LOADING)).closest(
      'li',
    ) as HTMLElement;
    expect(card).toHaveTextContent('+80 min · from ₦1,850.00');
    expect(card).toHaveTextContent('Mon–Fri17:30');
    await user.click(within(card).getByRole('button', { name: 'Book on OBL-IKR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book on OBL-IKR' }, LOADING);
    await user.click(within(dialog).getByRole('combobox', { name: 'From' }));
    await user.click(await within(dialog).findByRole('option', { name: OBALENDE.location }));
    await user.click(within(dialog).getByRole('combobox', { name: 'To' }));
    await user.click(await within(dialog).findByRole('option', { name: IKORODU.location }));
    await user.click(within(dialog).getByLabelText('One-way'));
    fireEvent.change(within(dialog).getByLabelText('Departure date'), { target: { value: FUTURE } });
    await user.click(within(dialog).getByRole('button', { name: 'Initiate booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'), LOADING);
    expect(
      decodeSearchOptions(new URLSearchParams(router.state.location.search).get('options')),
    ).toMatchObject({
      source_route: { id: OBALENDE.id },
      destination_route: { id: IKORODU.id },
    });
  });
});

describe('the /routes-search placeholder', () => {
  it.each(['/routes-search', '/routes'])(
    '%s shows the sample trips, prices and a Proceed to payment button',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Available trips' })).toBeInTheDocument();
      expect(screen.getAllByText('₦650.00').length).toBeGreaterThan(0);
      expect(screen.getByText('₦1,000.00')).toBeInTheDocument();
      expect(screen.getByText('₦2,000.00')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Proceed to payment' })).toBeInTheDocument();
    },
  );
});
