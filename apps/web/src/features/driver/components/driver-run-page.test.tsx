import 'fake-indexeddb/auto';
import type { CheckInBatch } from '@shuttle/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { driverManifest, manifestRow } from '../testing/driver-fixtures.ts';
import { DriverRunPage } from './driver-run-page.tsx';

let nextUser = 900;
const rows = [
  manifestRow({ ride_id: 1, boarding_code: 'pass-ngozi' }),
  manifestRow({
    ride_id: 2,
    boarding_code: 'pass-emeka',
    seats: 2,
    rider: { id: 8, fname: 'Emeka', lname: 'Obi', phone: '08030000000' },
    pickup: { id: 20, name: 'Ketu', position: 2, time: '07:00' },
  }),
];

function renderRun(runId: number, status: 'scheduled' | 'in_progress' = 'scheduled') {
  // Each test has a driver (and so a phone-side database) of its own.
  nextUser += 1;
  server.use(
    http.get(`/v1/driver/runs/${runId}/manifest`, () =>
      HttpResponse.json(driverManifest(runId, rows, { status })),
    ),
  );
  const userId = nextUser;
  return renderRoute(`/driver/runs/${runId}`, [
    { path: '/driver/runs/:runId', element: <DriverRunPage userId={userId} runId={runId} /> },
  ]);
}

describe('the driver’s run page', () => {
  it('shows the manifest in stop order with its counts, and a typed code’s result at once', async () => {
    const sent: CheckInBatch[] = [];
    server.use(
      http.post('/v1/driver/check-ins', async ({ request }) => {
        const batch = (await request.json()) as CheckInBatch;
        sent.push(batch);
        return HttpResponse.json({
          results: batch.check_ins.map((scan) => ({
            client_id: scan.client_id,
            result: 'boarded',
            ride_id: 2,
            rider: { fname: 'Emeka', lname: 'Obi' },
            seats: 2,
          })),
        });
      }),
    );
    const { user } = renderRun(41);
    const stops = await screen.findAllByRole('heading', { level: 3 });
    expect(stops.map((heading) => heading.textContent)).toEqual(['06:30 Ikorodu Garage', '07:00 Ketu']);
    expect(screen.getAllByRole('definition').map((item) => item.textContent)).toEqual(['2', '0', '2']);

    await user.type(screen.getByRole('textbox', { name: 'Boarding code' }), 'pass-emeka');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const result = await screen.findByRole('status', { name: 'Scan result' });
    expect(result).toHaveTextContent('Board');
    expect(result).toHaveTextContent('Emeka Obi');
    expect(result).toHaveTextContent('2 seats');
    await waitFor(() => expect(result).toHaveTextContent('Synced'));
    expect(sent[0]?.check_ins).toEqual([
      expect.objectContaining({ trip_day_id: 41, boarding_code: 'pass-emeka' }),
    ]);
    expect(screen.getAllByRole('definition').map((item) => item.textContent)).toEqual(['2', '1', '1']);
  });

  it('says a pass scanned outside the run’s boarding time is not to board, and counts nobody', async () => {
    server.use(
      http.post('/v1/driver/check-ins', async ({ request }) => {
        const batch = (await request.json()) as CheckInBatch;
        return HttpResponse.json({
          results: batch.check_ins.map((scan) => ({ client_id: scan.client_id, result: 'outside_window' })),
        });
      }),
    );
    const { user } = renderRun(43);
    await user.type(await screen.findByRole('textbox', { name: 'Boarding code' }), 'pass-ngozi');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const result = await screen.findByRole('status', { name: 'Scan result' });
    await waitFor(() => expect(result).toHaveTextContent('Synced'));
    expect(result).toHaveTextContent('Not now');
    expect(result).toHaveTextContent('Not this run’s boarding time');
    expect(result).toHaveTextContent('Do not board.');
    expect(screen.getAllByRole('definition').map((item) => item.textContent)).toEqual(['2', '0', '2']);
  });

  it('keeps a scan made without a connection waiting to sync, and flags another run’s pass', async () => {
    server.use(http.post('/v1/driver/check-ins', () => HttpResponse.error()));
    const { user } = renderRun(42);
    const code = await screen.findByRole('textbox', { name: 'Boarding code' });
    await user.type(code, 'pass-ngozi');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('1 scan waiting to sync')).toBeInTheDocument();

    await user.type(code, 'pass-ngozi');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Scan result' })).toHaveTextContent('Already boarded'),
    );
    await user.type(code, 'nobody-has-this');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Scan result' })).toHaveTextContent('Not a valid pass'),
    );
    expect(screen.getByText('3 scans waiting to sync')).toBeInTheDocument();
  });

  it('asks before Finish, saying how many riders will be marked no-show', async () => {
    server.use(
      http.post('/v1/driver/check-ins', async ({ request }) => {
        const batch = (await request.json()) as CheckInBatch;
        return HttpResponse.json({
          results: batch.check_ins.map((scan) => ({ client_id: scan.client_id, result: 'boarded' })),
        });
      }),
    );
    const { user } = renderRun(43, 'in_progress');
    await user.type(await screen.findByRole('textbox', { name: 'Boarding code' }), 'pass-ngozi');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await screen.findByRole('status', { name: 'Scan result' });
    await user.click(screen.getByRole('button', { name: 'Finish run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish this run?' });
    expect(within(dialog).getByText('1 rider not boarded will be marked no-show.')).toBeInTheDocument();
  });
});
