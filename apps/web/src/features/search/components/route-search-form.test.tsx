import {
  addDays,
  type DiscoveredTrip,
  decodeSearchOptions,
  lagosDate,
  type RouteSearchOptions,
  tripDayNumber,
  unpagedList,
} from '@shuttle/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import type { DiscoveryResult } from '../api/discover-routes.ts';
import { RouteSearchForm, type RouteSearchFormProps } from './route-search-form.tsx';

const stop = (id: number, name: string, location = `${name}, by the footbridge`) => ({
  id,
  name,
  location,
  latitude: 6.5,
  longitude: 3.35,
  city_id: 1,
});

// Out of order and with a name twice: the dropdown sorts by id and keeps one per name.
const STOPS = [
  stop(30, 'Obalende', 'Obalende, by the motor park'),
  stop(10, 'Ikorodu Garage', 'Ikorodu Garage, by the roundabout'),
  stop(20, 'Ketu', 'Ketu, by the Ikosi Road junction'),
  stop(25, 'Ketu', 'Ketu, opposite the mosque'),
  stop(15, 'Ojota', 'Ojota, by the bus terminal'),
];
/** A Monday one to two weeks ahead in Lagos: inside the booking horizon (ADR 109). */
const FUTURE = ((start: string) => addDays(start, (9 - tripDayNumber(start)) % 7))(addDays(lagosDate(), 7));
const LATER = addDays(FUTURE, 2);

const trip = (overrides: Partial<DiscoveredTrip> = {}): DiscoveredTrip => ({
  route: { id: 1, code: 'IKR-OBL', name: 'Ikorodu – Obalende' },
  itinerary_id: 7,
  trip_date: FUTURE,
  departure_time: '06:30',
  pickup: {
    stop: { id: 10, name: 'Ikorodu Garage', location: 'Ikorodu Garage, by the roundabout' },
    time: '06:30',
  },
  destination: { stop: { id: 30, name: 'Obalende', location: 'Obalende, by the motor park' }, time: '07:45' },
  fare_kobo: 185_000,
  seats_available: 9,
  capacity: 18,
  ...overrides,
});

interface Served {
  requests: string[];
}

function serveNetwork({ stops = STOPS, failDiscovery = false } = {}): Served {
  const served: Served = { requests: [] };
  server.use(
    http.get('*/v1/bus-stops', () => HttpResponse.json(unpagedList(stops))),
    http.get('*/v1/route-discovery/from/:from/to/:to', ({ params, request }) => {
      const tripDate = new URL(request.url).searchParams.get('tripDate');
      served.requests.push(`${params.from}->${params.to}@${tripDate}`);
      if (failDiscovery) return HttpResponse.json({ message: 'down', code: 'INTERNAL' }, { status: 500 });
      return HttpResponse.json(
        unpagedList([trip({ trip_date: tripDate ?? FUTURE, itinerary_id: Number(params.from) * 100 })]),
      );
    }),
  );
  return served;
}

function renderForm(props: RouteSearchFormProps = {}, url = '/dashboard/home') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <RouteSearchForm {...props} /> }], {
    initialEntries: [url],
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user };
}

const optionsIn = (router: ReturnType<typeof createMemoryRouter>) =>
  decodeSearchOptions(new URLSearchParams(router.state.location.search).get('options'));

async function chooseStop(user: ReturnType<typeof userEvent.setup>, label: 'From' | 'To', text: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: text }));
}

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillOneWay(user: ReturnType<typeof userEvent.setup>) {
  await chooseStop(user, 'From', 'Ikorodu Garage, by the roundabout');
  await chooseStop(user, 'To', 'Obalende, by the motor park');
  await user.click(within(screen.getByRole('group', { name: 'Route type' })).getByLabelText('One-way'));
  setDate('Departure date', FUTURE);
}

afterEach(() => session.end());

describe('the stop dropdown', () => {
  it('opens on click with one stop per name, sorted by id, labelled by location', async () => {
    serveNetwork();
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ikorodu Garage, by the roundabout',
      'Ojota, by the bus terminal',
      'Ketu, by the Ikosi Road junction',
      'Obalende, by the motor park',
    ]);
  });

  it('closes on Escape', async () => {
    serveNetwork();
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes on choosing an option and shows its label', async () => {
    serveNetwork();
    const { user } = renderForm();
    await chooseStop(user, 'From', 'Ojota, by the bus terminal');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Ojota, by the bus terminal');
  });

  it('closes on a click outside', async () => {
    serveNetwork();
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    await user.click(screen.getByRole('group', { name: 'Route type' }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('');
  });

  it('filters by case-insensitive text', async () => {
    serveNetwork();
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    await user.keyboard('oBaLeNdE');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Obalende, by the motor park']);
  });

  it('says \'No results found for "{search}"\' when nothing matches', async () => {
    serveNetwork();
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    await user.keyboard('Zanzibar');
    expect(await screen.findByText('No results found for "Zanzibar"')).toBeInTheDocument();
  });

  it("says 'No options available. Type to search.' when there is nothing to offer", async () => {
    serveNetwork({ stops: [] });
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    expect(await screen.findByText('No options available. Type to search.')).toBeInTheDocument();
  });

  it('offers as destinations only stops whose id is greater than the source', async () => {
    serveNetwork();
    const { user } = renderForm();
    await chooseStop(user, 'From', 'Ojota, by the bus terminal');
    await user.click(screen.getByRole('combobox', { name: 'To' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ketu, by the Ikosi Road junction',
      'Obalende, by the motor park',
    ]);
  });

  it('offers the source itself when the source is the last stop', async () => {
    serveNetwork();
    const { user } = renderForm();
    await chooseStop(user, 'From', 'Obalende, by the motor park');
    await user.click(screen.getByRole('combobox', { name: 'To' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Obalende, by the motor park']);
  });

  it('clears a destination that a new source puts out of reach', async () => {
    serveNetwork();
    const { user } = renderForm();
    await chooseStop(user, 'From', 'Ikorodu Garage, by the roundabout');
    await chooseStop(user, 'To', 'Ojota, by the bus terminal');
    await chooseStop(user, 'From', 'Ketu, by the Ikosi Road junction');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('');
  });
});

describe('the search form rules', () => {
  it("says 'Missing required fields' and searches nothing when source, destination, route type or date is missing", async () => {
    const served = serveNetwork();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing required fields');

    await chooseStop(user, 'From', 'Ikorodu Garage, by the roundabout');
    await chooseStop(user, 'To', 'Obalende, by the motor park');
    setDate('Departure date', FUTURE);
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    // The route type is still missing.
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing required fields');
    expect(served.requests).toEqual([]);
  });

  it("says 'Missing required fields' for a subscription with no duration", async () => {
    const served = serveNetwork();
    const { user } = renderForm();
    await chooseStop(user, 'From', 'Ikorodu Garage, by the roundabout');
    await chooseStop(user, 'To', 'Obalende, by the motor park');
    await user.click(screen.getByLabelText('Subscription'));
    setDate('Departure date', FUTURE);
    await user.click(screen.getByLabelText('Monday'));
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing required fields');
    expect(served.requests).toEqual([]);
  });

  it('does not take a date before today in Lagos', async () => {
    serveNetwork();
    const { user } = renderForm();
    const today = lagosDate();
    expect(screen.getByLabelText('Departure date')).toHaveAttribute('min', today);
    expect(screen.getByLabelText('Departure date')).toHaveAttribute('type', 'date');
    await fillOneWay(user);
    setDate('Departure date', '2020-01-06');
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    expect(await screen.findByText('The date cannot be before today.')).toBeInTheDocument();
  });

  it('offers dates up to the booking horizon and says so', async () => {
    const served = serveNetwork();
    const { user } = renderForm();
    const lastDate = addDays(lagosDate(), 60);
    expect(screen.getByLabelText('Departure date')).toHaveAttribute('max', lastDate);
    expect(screen.getByLabelText('Departure date')).toHaveAccessibleDescription(
      'Rides can be booked up to 60 days ahead.',
    );
    await fillOneWay(user);
    setDate('Departure date', addDays(lastDate, 1));
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rides can be booked up to 60 days ahead.');
    expect(served.requests).toEqual([]);
  });

  it('counts luggage from 1 to 10 with minus and plus buttons', async () => {
    serveNetwork();
    const { user } = renderForm();
    expect(screen.queryByRole('button', { name: 'One bag more' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('I am travelling with luggage'));
    const count = screen.getByLabelText('Number of bags');
    expect(count).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'One bag fewer' })).toBeDisabled();
    for (let bags = 2; bags <= 10; bags++)
      await user.click(screen.getByRole('button', { name: 'One bag more' }));
    expect(count).toHaveTextContent('10');
    expect(screen.getByRole('button', { name: 'One bag more' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One bag fewer' }));
    expect(count).toHaveTextContent('9');
  });

  it('shows a second date for return and searches the reversed pair for the second trip', async () => {
    const served = serveNetwork();
    const onDiscovered = vi.fn<(result: DiscoveryResult) => void>();
    const { user } = renderForm({ onDiscovered });
    expect(screen.queryByLabelText('Return date')).not.toBeInTheDocument();
    await chooseStop(user, 'From', 'Ikorodu Garage, by the roundabout');
    await chooseStop(user, 'To', 'Obalende, by the motor park');
    await user.click(within(screen.getByRole('group', { name: 'Route type' })).getByLabelText('Return'));
    setDate('Departure date', FUTURE);
    setDate('Return date', LATER);
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    await waitFor(() => expect(onDiscovered).toHaveBeenCalledTimes(1));
    expect(served.requests.sort()).toEqual([`10->30@${FUTURE}`, `30->10@${LATER}`]);
    const result = onDiscovered.mock.calls[0]?.[0];
    expect(result?.first_trip_routes.map((found) => found.itinerary_id)).toEqual([1000]);
    expect(result?.second_trip_routes.map((found) => found.itinerary_id)).toEqual([3000]);
    expect(result?.options).toMatchObject({ route_type: 'return', return_date: LATER });
  });

  it('asks a subscription for booking type, days and weeks, and a return subscription for a second date', async () => {
    const served = serveNetwork();
    const onDiscovered = vi.fn<(result: DiscoveryResult) => void>();
    const { user } = renderForm({ onDiscovered });
    await chooseStop(user, 'From', 'Ikorodu Garage, by the roundabout');
    await chooseStop(user, 'To', 'Obalende, by the motor park');
    await user.click(screen.getByLabelText('Subscription'));
    const bookingType = screen.getByRole('group', { name: 'Booking type' });
    expect(screen.queryByRole('group', { name: 'Pay from' })).not.toBeInTheDocument();
    await user.click(within(bookingType).getByLabelText('Return'));
    setDate('Departure date', FUTURE);
    setDate('Return date', FUTURE);
    await user.click(screen.getByLabelText('Monday'));
    await user.click(screen.getByLabelText('Wednesday'));
    await user.selectOptions(screen.getByLabelText('Duration'), '2 weeks');
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    await waitFor(() => expect(onDiscovered).toHaveBeenCalledTimes(1));
    expect(onDiscovered.mock.calls[0]?.[0].options).toMatchObject({
      route_type: 'subscription',
      subscription_route_type: 'return',
      trip_days: [2, 4],
      subscription_duration: '2',
      walletSource: 'Personal',
    });
    expect(served.requests).toHaveLength(2);
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Choose how many weeks',
      '1 week',
      '2 weeks',
      '3 weeks',
      '4 weeks',
    ]);
  });

  it("reads 'Initiate booking' with a fixed stop list, hides return, asks for the wallet and passes the options on without searching", async () => {
    const served = serveNetwork();
    const onOptions = vi.fn<(options: RouteSearchOptions) => void>();
    // A route home: its stops in travel order, ids descending.
    const { user } = renderForm({
      stops: [STOPS[0], STOPS[2], STOPS[1]].filter((item) => item !== undefined),
      onOptions,
    });
    expect(screen.queryByRole('button', { name: 'Find tickets and prices' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Route type' })).queryByLabelText('Return'),
    ).not.toBeInTheDocument();
    await chooseStop(user, 'From', 'Obalende, by the motor park');
    await user.click(screen.getByRole('combobox', { name: 'To' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Ketu, by the Ikosi Road junction',
      'Ikorodu Garage, by the roundabout',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ikorodu Garage, by the roundabout' }));
    await user.click(screen.getByLabelText('Subscription'));
    setDate('Departure date', FUTURE);
    await user.click(screen.getByLabelText('Friday'));
    await user.selectOptions(screen.getByLabelText('Duration'), '4 weeks');
    await user.click(within(screen.getByRole('group', { name: 'Pay from' })).getByLabelText('Company'));
    await user.click(screen.getByRole('button', { name: 'Initiate booking' }));
    await waitFor(() => expect(onOptions).toHaveBeenCalledTimes(1));
    expect(onOptions.mock.calls[0]?.[0]).toMatchObject({
      source_route: { id: 30 },
      destination_route: { id: 10 },
      trip_days: [6],
      subscription_duration: '4',
      walletSource: 'Company',
    });
    expect(served.requests).toEqual([]);
  });

  it("shows 'view all available routes' only to a signed-in rider without a fixed stop list", async () => {
    serveNetwork();
    const { router } = renderForm();
    expect(screen.queryByRole('link', { name: 'view all available routes' })).not.toBeInTheDocument();
    session.start({ id: 5, token: { token: 'token', exp: Math.floor(Date.now() / 1000) + 3600 } });
    const link = await screen.findByRole('link', { name: 'view all available routes' });
    expect(link).toHaveAttribute('href', '/dashboard/booking-catalogue');
    router.dispose();
  });

  it('hides the catalogue link with a fixed stop list, even when signed in', async () => {
    serveNetwork();
    session.start({ id: 5, token: { token: 'token', exp: Math.floor(Date.now() / 1000) + 3600 } });
    renderForm({ stops: STOPS });
    expect(screen.getByRole('button', { name: 'Initiate booking' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'view all available routes' })).not.toBeInTheDocument();
  });
});

describe('the search and the address', () => {
  it('emits the routes and writes the options, source and destination as label--id', async () => {
    serveNetwork();
    const onDiscovered = vi.fn<(result: DiscoveryResult) => void>();
    const { user, router } = renderForm({ onDiscovered });
    await fillOneWay(user);
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    await waitFor(() => expect(onDiscovered).toHaveBeenCalledTimes(1));
    expect(onDiscovered.mock.calls[0]?.[0].first_trip_routes).toHaveLength(1);
    const raw = JSON.parse(new URLSearchParams(router.state.location.search).get('options') ?? '{}');
    expect(raw).toMatchObject({
      source_route: 'Ikorodu Garage, by the roundabout--10',
      destination_route: 'Obalende, by the motor park--30',
      departure_date: FUTURE,
      route_type: 'one-way',
    });
  });

  it('still emits the options, with no routes, and writes the address when the search fails', async () => {
    serveNetwork({ failDiscovery: true });
    const onDiscovered = vi.fn<(result: DiscoveryResult) => void>();
    const { user, router } = renderForm({ onDiscovered });
    await fillOneWay(user);
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    await waitFor(() => expect(onDiscovered).toHaveBeenCalledTimes(1));
    expect(onDiscovered.mock.calls[0]?.[0]).toMatchObject({ first_trip_routes: [], second_trip_routes: [] });
    expect(optionsIn(router)).toMatchObject({ destination_route: { id: 30 } });
  });

  it('does not write the options to the address on the home page', async () => {
    serveNetwork();
    const onDiscovered = vi.fn<(result: DiscoveryResult) => void>();
    const { user, router } = renderForm({ onDiscovered }, '/');
    await fillOneWay(user);
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    await waitFor(() => expect(onDiscovered).toHaveBeenCalledTimes(1));
    expect(router.state.location.search).toBe('');
  });

  it('fills itself from given options', async () => {
    serveNetwork();
    renderForm({
      initialOptions: {
        source_route: { id: 10, label: 'Ikorodu Garage, by the roundabout' },
        destination_route: { id: 30, label: 'Obalende, by the motor park' },
        departure_date: FUTURE,
        return_date: LATER,
        route_type: 'return',
        walletSource: 'Personal',
        luggage: true,
        luggage_quantity: 3,
      },
    });
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Ikorodu Garage, by the roundabout');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Obalende, by the motor park');
    expect(within(screen.getByRole('group', { name: 'Route type' })).getByLabelText('Return')).toBeChecked();
    expect(screen.getByLabelText('Departure date')).toHaveValue(FUTURE);
    expect(screen.getByLabelText('Return date')).toHaveValue(LATER);
    expect(screen.getByLabelText('Number of bags')).toHaveTextContent('3');
  });
});
