import { MESSAGES, unpagedList } from '@shuttle/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { HomeRouteSearch } from './home-route-search.tsx';
import { type FullSearch, HomeSearchOnDemand } from './home-search-on-demand.tsx';

const STOPS = [
  { id: 10, name: 'Ikorodu Garage', location: 'Ikorodu Garage, by the roundabout' },
  { id: 30, name: 'Obalende', location: 'Obalende, by the motor park' },
].map((stop) => ({ ...stop, latitude: 6.5, longitude: 3.35, city_id: 1 }));

/** The full form's download, held until the test lets it arrive. */
function heldDownload() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Search: FullSearch = ({ draft }) => (
    <QueryClientProvider client={queryClient}>
      <HomeRouteSearch draft={draft} />
    </QueryClientProvider>
  );
  let arrive: () => void = () => undefined;
  const download = new Promise<FullSearch>((resolve) => {
    arrive = () => resolve(Search);
  });
  return { load: vi.fn(() => download), arrive: () => arrive() };
}

function renderHomeSearch(load: () => Promise<FullSearch>) {
  const stopRequests: string[] = [];
  server.use(
    http.get('*/v1/bus-stops', ({ request }) => {
      stopRequests.push(request.url);
      return HttpResponse.json(unpagedList(STOPS));
    }),
  );
  const router = createMemoryRouter([{ path: '*', element: <HomeSearchOnDemand loadSearch={load} /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  return { stopRequests, user: userEvent.setup() };
}

const routeType = (label: string) =>
  within(screen.getByRole('group', { name: 'Route type' })).getByLabelText(label);

describe('the home page’s search, whose code loads when the rider turns to it (docs/decisions/289)', () => {
  it('loads nothing until the rider turns to it, and keeps what was entered while its code arrived', async () => {
    const { load, arrive } = heldDownload();
    const { stopRequests, user } = renderHomeSearch(load);
    expect(screen.getByRole('combobox', { name: 'From' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Find tickets and prices' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    await user.click(routeType('Return'));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    await user.keyboard('Ikor');
    expect(stopRequests).toEqual([]);

    arrive();
    // The full form: the list of stops, filtered by what was typed, in the field the rider is in.
    expect(await screen.findByRole('option', { name: 'Ikorodu Garage, by the roundabout' })).toBeVisible();
    const from = screen.getByRole('combobox', { name: 'From' });
    expect(from).toHaveValue('Ikor');
    expect(from).toHaveFocus();
    expect(routeType('Return')).toBeChecked();
    expect(screen.getByLabelText('Return date')).toBeVisible();
    await user.keyboard('u');
    expect(from).toHaveValue('Ikoru');
    expect(stopRequests).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends a search sent before its code arrived once it has', async () => {
    const { load, arrive } = heldDownload();
    const { user } = renderHomeSearch(load);
    await user.click(routeType('One-way'));
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    arrive();
    expect(await screen.findByText(MESSAGES.missingRequiredFields)).toBeVisible();
    expect(routeType('One-way')).toBeChecked();
  });

  it('says so when its code cannot be downloaded, keeps what was entered and tries again', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { user } = renderHomeSearch(load);
    await user.click(routeType('Subscription'));
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
    expect(routeType('Subscription')).toBeChecked();
    const tries = load.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Find tickets and prices' }));
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(tries));
  });
});
