import { MESSAGES } from '@shuttle/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToasts } from '../testing/marketing-handlers.ts';
import { CharterForm } from './charter-form.tsx';
import { CharterFormOnDemand, type FullCharter } from './charter-form-on-demand.tsx';

const STOPS = [
  { value: 'Ikeja Along, by the pedestrian bridge', label: 'Ikeja Along, by the pedestrian bridge' },
  { value: 'CMS Bus Terminal, Marina', label: 'CMS Bus Terminal, Marina' },
];

afterEach(dismissToasts);

/** The full form's download, held until the test lets it arrive. */
function heldDownload() {
  let arrive: () => void = () => undefined;
  const download = new Promise<FullCharter>((resolve) => {
    arrive = () => resolve(CharterForm);
  });
  return { load: vi.fn(() => download), arrive: () => arrive() };
}

function renderCharter(load: () => Promise<FullCharter>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '*', element: <CharterFormOnDemand stops={STOPS} loadCharter={load} /> }],
    { initialEntries: ['/charter'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Resolves once the full form has replaced the first one. */
async function fullFormIn(before: HTMLElement) {
  await waitFor(() => expect(screen.getByLabelText('First name')).not.toBe(before));
}

describe('/charter’s form, whose code loads when the visitor turns to it (docs/decisions/291)', () => {
  it('loads nothing until the visitor turns to it, and keeps what was entered while its code arrived', async () => {
    const { load, arrive } = heldDownload();
    const user = renderCharter(load);
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeVisible();
    expect(screen.getAllByRole('option', { name: 'CMS Bus Terminal, Marina' })).toHaveLength(2);
    expect(screen.getByRole('status', { name: 'Vehicle' })).toHaveTextContent('Car');
    expect(load).not.toHaveBeenCalled();

    const firstForm = screen.getByLabelText('First name');
    await user.selectOptions(screen.getByLabelText('Arrival bus stop'), 'CMS Bus Terminal, Marina');
    expect(load).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByLabelText('Pick-up time: Hour'), '09');
    await user.click(firstForm);
    await user.keyboard('Bol');

    arrive();
    await fullFormIn(firstForm);
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveValue('Bol');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText('Arrival bus stop')).toHaveValue('CMS Bus Terminal, Marina');
    expect(screen.getByLabelText('Pick-up time: Hour')).toHaveValue('09');
    expect(screen.getByLabelText('Pick-up time: Minute')).toHaveValue('10');
    await user.keyboard('a');
    expect(firstName).toHaveValue('Bola');
    // The full form's own behaviour: the vehicle follows the passengers.
    await user.clear(screen.getByLabelText('Number of passengers'));
    await user.type(screen.getByLabelText('Number of passengers'), '7');
    expect(screen.getByRole('status', { name: 'Vehicle' })).toHaveTextContent('Shuttle');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends a request sent before its code arrived once it has', async () => {
    const { load, arrive } = heldDownload();
    const user = renderCharter(load);
    const firstForm = screen.getByLabelText('First name');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();

    arrive();
    await fullFormIn(firstForm);
    // The full form's check: the spec's toast and the messages under the fields.
    expect(await screen.findByText(MESSAGES.missingRequiredFields)).toBeVisible();
    expect(await screen.findByText('Please enter your first name')).toBeVisible();
  });

  it('says so when its code cannot be downloaded, keeps what was entered and tries again', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const user = renderCharter(load);
    await user.type(screen.getByLabelText('Last name'), 'Adams');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(MESSAGES.genericError)).toBeVisible();
    expect(screen.getByLabelText('Last name')).toHaveValue('Adams');
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    const tries = load.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(tries));
  });
});
