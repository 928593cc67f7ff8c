import { type PositionFix, type RunPosition, unpagedList } from '@shuttle/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { signInAs } from '../../../testing/signed-in.ts';
import { lastSeenText } from '../../bus-partner/components/last-seen.ts';
import { parseEvents } from '../api/live-run.ts';
import { PositionQueue } from '../api/position-queue.ts';
import { busProgress } from './bus-progress.ts';
import { inRideWindow } from './lazy-track-my-bus.tsx';
import { LiveBoard } from './live-board.tsx';
import { TrackMyBus } from './track-my-bus.tsx';

const STOPS: RunPosition['stops'] = [
  { stop_id: 1, name: 'Ketu', lat: 6.6018, lon: 3.3515, scheduled_at: '2026-11-25T06:00:00.000Z' },
  { stop_id: 2, name: 'Ojota', lat: 6.5795, lon: 3.3581, scheduled_at: '2026-11-25T06:10:00.000Z' },
  { stop_id: 3, name: 'Onipanu', lat: 6.5568, lon: 3.3665, scheduled_at: '2026-11-25T06:25:00.000Z' },
];

function serveRun(position: RunPosition['position']) {
  server.use(
    http.get('/v1/trip-days/9/position', () =>
      HttpResponse.json({
        trip_day_id: 9,
        status: 'in_progress',
        route: { code: 'KTU', name: 'Ketu' },
        stops: STOPS,
        position,
      }),
    ),
    // No stream in these tests: the first paint is what they check.
    http.get('/v1/trip-days/9/live', () =>
      HttpResponse.json({ message: 'no', code: 'NOT_FOUND' }, { status: 404 }),
    ),
  );
}

/** As the API marks a fix: stale LIVE_STALE_SECONDS (120 by default) after it was recorded. */
const freshness = (recordedAt: number) => ({
  recorded_at: new Date(recordedAt).toISOString(),
  stale: Date.now() >= recordedAt + 120_000,
  stale_at: new Date(recordedAt + 120_000).toISOString(),
});

const renderTracker = () => {
  signInAs(5);
  return renderRoute('/', [{ path: '/', element: <TrackMyBus userId={5} tripDayId={9} pickupStopId={2} /> }]);
};

// Midday in Lagos: "last seen" names the day when the fix was on another day, so a run of these
// tests near midnight must not see a fix of a few minutes ago as yesterday's.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T11:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Track my bus', () => {
  it('shows the minutes to my pick-up, the bus between its stops, and when it was heard from', async () => {
    const now = Date.now();
    serveRun({
      lat: 6.5907,
      lon: 3.3548,
      ...freshness(now - 20_000),
      next_stop_id: 2,
      eta: [
        { stop_id: 2, at: new Date(now + 7 * 60_000).toISOString() },
        { stop_id: 3, at: new Date(now + 22 * 60_000).toISOString() },
      ],
      delay_minutes: 3,
    });
    renderTracker();
    expect(await screen.findByTestId('pickup-eta')).toHaveTextContent('7 min to Ojota');
    expect(screen.getByTestId('signal')).not.toHaveTextContent('No signal');
    expect(screen.getByTestId('last-update')).toHaveTextContent('Last update 20 s ago');
    expect(screen.getByTestId('last-update')).toHaveTextContent('3 min late');
    const progress = Number(screen.getByTestId('bus-marker').getAttribute('data-progress'));
    expect(progress).toBeGreaterThan(0.4);
    expect(progress).toBeLessThan(0.6);
    expect(screen.getByText('Passed')).toBeInTheDocument();
  });

  it('says when the bus was last seen, and shows no ETA, once its fix is stale', async () => {
    // 07:40 in Lagos, five minutes ago; the server still had an ETA from then.
    const recorded = Date.parse('2026-11-25T06:40:00Z');
    vi.useFakeTimers({ now: recorded + 5 * 60_000, toFake: ['Date'] });
    serveRun({
      lat: 6.5907,
      lon: 3.3548,
      ...freshness(recorded),
      next_stop_id: 2,
      eta: [{ stop_id: 2, at: new Date(Date.now() + 60_000).toISOString() }],
      delay_minutes: 0,
    });
    renderTracker();
    expect(await screen.findByTestId('signal')).toHaveTextContent('No signal');
    expect(screen.getByTestId('pickup-eta')).toHaveTextContent('Last seen at 07:40.');
    expect(screen.getByTestId('pickup-eta')).not.toHaveTextContent('min to');
    expect(screen.getByRole('status')).toHaveTextContent('We have not heard from the bus since');
    expect(screen.queryByTestId('last-update')).toBeNull();
    vi.useRealTimers();
  });

  it('turns a fresh fix stale when its stale_at passes, even if the server said fresh', async () => {
    const now = Date.now();
    serveRun({
      lat: 6.5907,
      lon: 3.3548,
      recorded_at: new Date(now - 200_000).toISOString(),
      stale: false,
      stale_at: new Date(now - 80_000).toISOString(),
      next_stop_id: 2,
      eta: [{ stop_id: 2, at: new Date(now + 5 * 60_000).toISOString() }],
      delay_minutes: 0,
    });
    renderTracker();
    expect(await screen.findByTestId('pickup-eta')).toHaveTextContent(/^Last seen at \d\d:\d\d\.$/);
  });

  it('never shows an ETA in the past: a bus due and not there yet is due now', async () => {
    const now = Date.now();
    serveRun({
      lat: 6.5907,
      lon: 3.3548,
      ...freshness(now - 60_000),
      next_stop_id: 2,
      eta: [{ stop_id: 2, at: new Date(now - 30_000).toISOString() }],
      delay_minutes: -12.4,
    });
    renderTracker();
    expect(await screen.findByTestId('pickup-eta')).toHaveTextContent('Your bus is due at Ojota now.');
    expect(screen.getByTestId('last-update')).toHaveTextContent('12 min early');
  });

  it('tells a rider of a run not started yet that the bus shows once it starts', async () => {
    server.use(
      http.get('/v1/trip-days/9/position', () =>
        HttpResponse.json({
          trip_day_id: 9,
          status: 'scheduled',
          route: { code: 'KTU', name: 'Ketu' },
          stops: STOPS,
          position: null,
        }),
      ),
      http.get('/v1/trip-days/9/live', () =>
        HttpResponse.json({ message: 'no', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderTracker();
    expect(await screen.findByTestId('pickup-eta')).toHaveTextContent(
      'Your bus shows here once its run starts.',
    );
  });

  it('waits for the bus when it has not reported yet', async () => {
    serveRun(null);
    renderTracker();
    expect(await screen.findByTestId('pickup-eta')).toHaveTextContent(
      'Waiting for the bus to share its position.',
    );
    expect(screen.queryByTestId('bus-marker')).toBeNull();
  });
});

describe('tracking helpers', () => {
  it('parses Server-Sent Events split anywhere, comments skipped, the rest kept', () => {
    const text = ': heartbeat\n\nid: 4\nevent: position\ndata: {"lat":1}\n\nevent: status\ndata: {"st';
    const { events, rest } = parseEvents(text);
    expect(events).toEqual([{ id: '4', event: 'position', data: '{"lat":1}' }]);
    const next = parseEvents(`${rest}atus":"completed"}\n\n`);
    expect(next.events).toEqual([{ id: null, event: 'status', data: '{"status":"completed"}' }]);
  });

  it('queues positions while sending fails and sends them in batches the API takes', async () => {
    const sent: PositionFix[][] = [];
    let online = false;
    const queue = new PositionQueue(async (positions) => {
      if (!online) throw Object.assign(new Error('offline'), { status: 0 });
      sent.push(positions);
    });
    for (let index = 0; index < 130; index++) {
      queue.add({ lat: 6.6, lon: 3.35, recorded_at: new Date(index * 1000).toISOString() });
    }
    expect(await queue.flush()).toBe('waiting');
    expect(queue.size).toBe(130);
    online = true;
    expect(await queue.flush()).toBe('sent');
    expect(sent.map((batch) => batch.length)).toEqual([120, 10]);
    expect(queue.size).toBe(0);
  });

  it.each([400, 409])(
    'drops a batch the server refuses with %i instead of retrying it forever',
    async (status) => {
      const queue = new PositionQueue(async () => {
        throw Object.assign(new Error('refused'), { status });
      });
      queue.add({ lat: 6.6, lon: 3.35, recorded_at: new Date().toISOString() });
      await queue.flush();
      expect(queue.size).toBe(0);
    },
  );

  it('writes the bus partner’s last seen as live while fresh, and "Last seen at HH:MM" once stale', () => {
    const recorded = Date.parse('2026-11-25T06:42:00Z');
    const position = {
      recorded_at: new Date(recorded).toISOString(),
      stale: false,
      stale_at: new Date(recorded + 120_000).toISOString(),
    };
    expect(lastSeenText(position, recorded + 30_000)).toBe('Live (07:42)');
    expect(lastSeenText(position, recorded + 121_000)).toBe('Last seen at 07:42');
    expect(lastSeenText({ ...position, stale: true }, recorded + 30_000)).toBe('Last seen at 07:42');
    expect(lastSeenText(position, recorded + 24 * 3600_000)).toBe('Last seen at 07:42 on 25 Nov');
  });

  it('opens tracking an hour before the pick-up and closes it half an hour after arrival', () => {
    const ride = {
      trip_date: '2026-11-25',
      departure_time: '07:00',
      pickup_time: '07:10',
      arrival_time: '07:25',
      status: 'booked',
    };
    const at = (time: string) => Date.parse(`2026-11-25T${time}:00+01:00`);
    expect(inRideWindow(ride, at('06:05'))).toBe(false);
    expect(inRideWindow(ride, at('06:15'))).toBe(true);
    expect(inRideWindow(ride, at('07:50'))).toBe(true);
    expect(inRideWindow(ride, at('08:00'))).toBe(false);
    expect(inRideWindow({ ...ride, status: 'cancelled' }, at('07:00'))).toBe(false);
  });

  it('follows a run that leaves before midnight into the next day', () => {
    // Left at 23:55 on the 25th: the rider is picked up at 00:05 and dropped at 00:20 on the 26th.
    const ride = {
      trip_date: '2026-11-25',
      departure_time: '23:55',
      pickup_time: '00:05',
      arrival_time: '00:20',
      status: 'booked',
    };
    expect(inRideWindow(ride, Date.parse('2026-11-25T23:00:00+01:00'))).toBe(false);
    expect(inRideWindow(ride, Date.parse('2026-11-25T23:45:00+01:00'))).toBe(true);
    expect(inRideWindow(ride, Date.parse('2026-11-26T00:45:00+01:00'))).toBe(true);
    expect(inRideWindow(ride, Date.parse('2026-11-26T00:55:00+01:00'))).toBe(false);
    // The morning of the trip date itself is not the ride's window.
    expect(inRideWindow(ride, Date.parse('2026-11-25T00:10:00+01:00'))).toBe(false);
  });

  it('puts a bus at a stop exactly on it, and nowhere before its first fix', () => {
    expect(busProgress(STOPS, null)).toBeNull();
    const atOjota = {
      lat: 6.5795,
      lon: 3.3581,
      recorded_at: '',
      next_stop_id: 2,
      eta: [],
      delay_minutes: 0,
      stale: false,
      stale_at: '',
    };
    expect(busProgress(STOPS, atOjota)).toBeCloseTo(1, 5);
  });
});

describe('the operators\u2019 live board', () => {
  it('shows each run on the road with how early or late it is, a stale one as last seen, and one with no signal yet', async () => {
    const now = Date.now();
    const run = (id: number, delay: number | null, recordedAt = now - 30_000) => ({
      trip_day_id: id,
      route: { code: `R${id}`, name: `Route ${id}` },
      departure_time: '07:00',
      status: 'in_progress',
      vehicle_id: id,
      vehicle: 'LND 1 AB',
      stops: STOPS,
      position:
        delay === null
          ? null
          : {
              lat: 6.59,
              lon: 3.355,
              ...freshness(recordedAt),
              next_stop_id: 2,
              eta: [{ stop_id: 2, at: new Date(now + 60_000).toISOString() }],
              delay_minutes: delay,
            },
    });
    server.use(
      http.get('/v1/ops/live', () =>
        HttpResponse.json(
          unpagedList([run(1, 12), run(2, 0.5), run(3, null), run(4, -45), run(5, 3, now - 10 * 60_000)]),
        ),
      ),
    );
    signInAs(5);
    renderRoute('/', [{ path: '/', element: <LiveBoard /> }]);
    const runs = await screen.findAllByTestId('live-run');
    expect(runs.map((item) => item.querySelector('h2')?.textContent)).toEqual([
      'R1 · 07:00',
      'R2 · 07:00',
      'R3 · 07:00',
      'R4 · 07:00',
      'R5 · 07:00',
    ]);
    expect(runs[0]).toHaveTextContent('12 min late');
    expect(runs[1]).toHaveTextContent('On time');
    expect(runs[2]).toHaveTextContent('No signal yet');
    // A bus that left 45 minutes early says so.
    expect(runs[3]).toHaveTextContent('45 min early');
    // Ten minutes without a fix: when it was seen, no lateness, no "updated".
    const stale = runs[4]?.querySelector('[data-testid="live-run-state"]');
    expect(stale?.textContent).toMatch(/^Last seen at \d\d:\d\d$/);
  });
});
