import { addDays } from '@shuttle/contracts';
import { type DriveFix, driveTimeline } from '../../apps/api/src/features/simulation/bus-drive.ts';
import { childSeed, seededRandom } from '../../apps/api/src/features/simulation/seeded-random.ts';
import { addressOf, type RushClient } from './http.ts';
import { percentile } from './report.ts';
import type { Actor, Bus, Cast, Pass } from './setup.ts';

/**
 * The compressed morning (docs/decisions/278). Riders arrive at a steady rate (an open loop:
 * each arrives on time whatever the product's latency), search, book a later morning's run with
 * their wallet and a share of them cancel; trackers post a fix every few seconds of real time
 * from their bus's drive; watchers hold their run's live stream; drivers start their runs and
 * scan passes; an operator cancels a run half-way. What was answered is remembered for the end
 * checks.
 */
export interface Answered {
  /** Bookings answered 201: id and rider. */
  bookings: { id: number; userId: number }[];
  /** Cancellations answered 200: the booking's id. */
  cancellations: number[];
  /** Scans answered with a stored result: the driver and the scan's own id. */
  scans: { driverId: number; clientId: string; result: string }[];
  /** The run the operator cancelled, if any. */
  cancelledRun: number | null;
}

export interface Delivery {
  /** Fix posted to position received, per watcher, ms. */
  p50: number;
  p99: number;
  delivered: number;
  /** Positions posted while a watcher of their run was open, times those watchers. */
  expected: number;
  watchersOpen: number;
  watchersRefused: number;
}

export interface MorningOptions {
  seed: number;
  fixEverySeconds: number;
  cancelShare: number;
  /** Most riders in flight at once; an arrival beyond it is counted as the generator falling behind. */
  maxInFlight: number;
}

const STREAMS_OPENED_AT_ONCE = 50;
const SETTLE_MS = 60_000;
const SCAN_BATCH = 20;
const KNOTS_PER_KMH = 1 / 1.852;

interface Post {
  sentAt: number;
}

/** The background of the morning: buses driving, watchers watching, drivers scanning. */
export class Morning {
  readonly answered: Answered = { bookings: [], cancellations: [], scans: [], cancelledRun: null };
  private readonly posts = new Map<string, Post>();
  private readonly delays: number[] = [];
  private expected = 0;
  private watchersOpen = 0;
  private watchersRefused = 0;
  private readonly watchersOf = new Map<number, number>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly streams: { close(): void }[] = [];
  private readonly pending = new Set<Promise<unknown>>();
  private bookingsOf = new Map<number, number>();
  private inFlight = 0;
  behind = 0;
  private readonly random;

  constructor(
    private readonly client: RushClient,
    private readonly cast: Cast,
    private readonly options: MorningOptions,
  ) {
    this.random = seededRandom(childSeed(options.seed, 'riders'));
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return work;
  }

  /** Drivers start today's runs, then watchers open their streams. */
  async begin(): Promise<void> {
    await inBatches(this.cast.buses, 20, (bus) =>
      this.client.call('POST driver start run', 'POST', `/v1/driver/runs/${bus.todayRunId}/start`, {
        authorization: bus.driver.authorization,
        address: addressOf('bus', bus.index + 1),
      }),
    );
    await inBatches(this.cast.passes, STREAMS_OPENED_AT_ONCE, (pass) => this.watch(pass));
  }

  private async watch(pass: Pass): Promise<void> {
    const bus = this.cast.buses[pass.bus] as Bus;
    const openedAt = performance.now();
    const stream = await this.client.stream(
      `/v1/trip-days/${pass.tripDayId}/live`,
      { authorization: pass.rider.authorization, address: addressOf('rider', pass.rider.id) },
      (event, data) => {
        if (event !== 'position') return;
        const position = JSON.parse(data) as { lat: number; lon: number; recorded_at: string };
        const post = this.posts.get(keyOf(bus.index, position.lat, position.lon, position.recorded_at));
        // A snapshot of a fix posted before the stream opened says nothing of delivery.
        if (post && post.sentAt >= openedAt) this.delays.push(performance.now() - post.sentAt);
      },
    );
    if (stream.status !== 200) {
      this.watchersRefused += 1;
      return;
    }
    this.watchersOpen += 1;
    this.watchersOf.set(bus.index, (this.watchersOf.get(bus.index) ?? 0) + 1);
    this.streams.push(stream);
  }

  /** Every bus posts a fix every `fixEverySeconds` of real time, staggered, from its drive. */
  startBuses(): void {
    const every = this.options.fixEverySeconds * 1000;
    const started = Date.now();
    for (const bus of this.cast.buses) {
      const drive = driveTimeline({
        stops: bus.line.stops,
        departAt: new Date(started),
        seed: childSeed(this.options.seed, 'bus', bus.index),
        fixEverySeconds: this.options.fixEverySeconds,
        delayMinutes: 0,
      });
      let step = 0;
      const post = () => {
        const fix = drive.fixes[Math.min(step, drive.fixes.length - 1)] as DriveFix;
        step += 1;
        void this.track(this.postFix(bus, fix));
      };
      const offset = (bus.index / this.cast.buses.length) * every;
      const first = setTimeout(() => {
        post();
        this.timers.push(setInterval(post, every));
      }, offset);
      this.timers.push(first);
    }
  }

  private async postFix(bus: Bus, fix: DriveFix): Promise<void> {
    // The device's own clock: now, whatever time the drive's timeline says.
    const seconds = Math.floor(Date.now() / 1000);
    const recordedAt = new Date(seconds * 1000).toISOString();
    this.posts.set(keyOf(bus.index, fix.lat, fix.lng, recordedAt), { sentAt: performance.now() });
    this.expected += this.watchersOf.get(bus.index) ?? 0;
    const query = `id=${bus.deviceId}&lat=${fix.lat}&lon=${fix.lng}&timestamp=${seconds}&speed=${(fix.speedKmh * KNOTS_PER_KMH).toFixed(1)}`;
    await this.client.call('GET tracker fix (OsmAnd)', 'GET', `/v1/tracking/osmand?${query}`, {
      address: addressOf('bus', bus.index + 1),
    });
  }

  /** Drivers scan their riders' passes in batches spread over `withinMs`. */
  startScans(withinMs: number): void {
    const byBus = new Map<number, Pass[]>();
    for (const pass of this.cast.passes) byBus.set(pass.bus, [...(byBus.get(pass.bus) ?? []), pass]);
    for (const [busIndex, passes] of byBus) {
      const bus = this.cast.buses[busIndex] as Bus;
      const batches = Math.ceil(passes.length / SCAN_BATCH);
      for (let batch = 0; batch < batches; batch++) {
        const at = ((batch + 0.5) / batches) * withinMs * this.random.between(0.8, 1);
        const scans = passes.slice(batch * SCAN_BATCH, (batch + 1) * SCAN_BATCH);
        this.timers.push(setTimeout(() => void this.track(this.scan(bus, scans)), at));
      }
    }
  }

  private async scan(bus: Bus, passes: Pass[]): Promise<void> {
    const scannedAt = new Date().toISOString();
    const answer = await this.client.call('POST driver check-ins', 'POST', '/v1/driver/check-ins', {
      authorization: bus.driver.authorization,
      address: addressOf('bus', bus.index + 1),
      body: {
        check_ins: passes.map((pass) => ({
          client_id: crypto.randomUUID(),
          trip_day_id: pass.tripDayId,
          boarding_code: pass.boardingCode,
          scanned_at: scannedAt,
        })),
      },
    });
    if (answer.status !== 200) return;
    const { results } = JSON.parse(answer.body) as { results: { client_id: string; result: string }[] };
    for (const result of results)
      if (result.result !== 'outside_window')
        this.answered.scans.push({
          driverId: bus.driver.id,
          clientId: result.client_id,
          result: result.result,
        });
  }

  /** Riders arriving at `perSecond` for `durationMs`; resolves when the last has arrived. */
  async riders(perSecond: number, durationMs: number, riderAt: (arrival: number) => Actor): Promise<void> {
    const interval = 1000 / perSecond;
    const started = performance.now();
    let arrival = 0;
    while (performance.now() - started < durationMs) {
      const due = started + arrival * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((done) => setTimeout(done, wait));
      if (this.inFlight >= this.options.maxInFlight) this.behind += 1;
      else void this.track(this.ride(riderAt(arrival)));
      arrival += 1;
    }
  }

  /** One rider: search, book a run of a later morning, and perhaps cancel it. */
  private async ride(rider: Actor): Promise<void> {
    this.inFlight += 1;
    try {
      const bus = this.cast.buses[this.random.integer(0, this.cast.buses.length - 1)] as Bus;
      const count = this.bookingsOf.get(rider.id) ?? 0;
      this.bookingsOf.set(rider.id, count + 1);
      // A rider's next booking is for the next morning after their last.
      const date = addDays(this.cast.bookingDate, count % 6);
      const pickup = bus.stopIds[0] as number;
      const destination = bus.stopIds[this.random.integer(1, bus.stopIds.length - 1)] as number;
      const address = addressOf('rider', rider.id);
      await this.client.call(
        'GET route search',
        'GET',
        `/v1/route-discovery/from/${pickup}/to/${destination}?tripDate=${date}`,
        { address },
      );
      const booked = await this.client.call('POST booking', 'POST', `/v1/users/${rider.id}/routes`, {
        authorization: rider.authorization,
        address,
        idempotent: true,
        body: {
          route_type: 'one-way',
          itinerary_id: bus.itineraryId,
          pickup_id: pickup,
          destination_id: destination,
          departure_date: date,
          walletSource: 'Personal',
        },
      });
      if (booked.status !== 201) return;
      const bookingId = (JSON.parse(booked.body) as { id: number }).id;
      this.answered.bookings.push({ id: bookingId, userId: rider.id });
      if (!this.random.chance(this.options.cancelShare)) return;
      const cancelled = await this.client.call(
        'POST booking cancel',
        'POST',
        `/v1/users/${rider.id}/routes/${bookingId}/cancel`,
        { authorization: rider.authorization, address, idempotent: true, body: {} },
      );
      if (cancelled.status === 200) this.answered.cancellations.push(bookingId);
    } finally {
      this.inFlight -= 1;
    }
  }

  /** Resolves when every rider who arrived so far is done. */
  async settleRiders(): Promise<void> {
    while (this.inFlight > 0) await new Promise((done) => setTimeout(done, 50));
  }

  /** The operator calls off one of the next morning's runs with riders on it. */
  cancelRun(tripDayId: number): Promise<void> {
    return this.track(this.callOff(tripDayId));
  }

  private async callOff(tripDayId: number): Promise<void> {
    const answer = await this.client.call(
      'POST ops cancel run',
      'POST',
      `/v1/ops/trip-days/${tripDayId}/cancel`,
      {
        authorization: this.cast.operator.authorization,
        address: addressOf('rider', this.cast.operator.id),
        idempotent: true,
        body: { reason: 'The bus has broken down; we have refunded your ride.' },
      },
    );
    if (answer.status === 200) this.answered.cancelledRun = tripDayId;
  }

  /** Stops the buses and scans, waits for every call in flight, closes the streams. */
  async end(): Promise<void> {
    for (const timer of this.timers) {
      clearTimeout(timer);
      clearInterval(timer);
    }
    // Bounded in time: what the product has not answered a minute after the morning ends is
    // cut off and counted as unanswered.
    const cutOff = Date.now() + SETTLE_MS;
    while (this.pending.size > 0 && Date.now() < cutOff)
      await Promise.race([
        Promise.allSettled([...this.pending]),
        new Promise((done) => setTimeout(done, 1000)),
      ]);
    if (this.pending.size > 0) {
      this.client.close();
      await Promise.allSettled([...this.pending]);
    }
    // The last fixes' positions are on their way to the watchers: a few seconds for them.
    const deadline = Date.now() + 5000;
    while (this.delays.length < this.expected && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 100));
    for (const stream of this.streams) stream.close();
  }

  delivery(): Delivery {
    return {
      p50: percentile(this.delays, 50),
      p99: percentile(this.delays, 99),
      delivered: this.delays.length,
      expected: this.expected,
      watchersOpen: this.watchersOpen,
      watchersRefused: this.watchersRefused,
    };
  }

  /** Forgets the delays so far: a knee step's figure is its own. */
  resetDelivery(): void {
    this.delays.length = 0;
    this.expected = 0;
  }
}

const keyOf = (bus: number, lat: number, lon: number, recordedAt: string) =>
  `${bus}|${lat.toFixed(6)}|${lon.toFixed(6)}|${recordedAt}`;

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<unknown>) {
  for (let from = 0; from < items.length; from += size)
    await Promise.all(items.slice(from, from + size).map(work));
}
