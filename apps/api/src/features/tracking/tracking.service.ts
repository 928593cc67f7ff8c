import {
  addDays,
  CLOCK_SKEW_SECONDS,
  type LiveBoard,
  type LivePosition,
  type LiveRun,
  lagosDate,
  lagosInstant,
  MAX_SPEED_MPS,
  type PositionBatch,
  type PushSubscriptionInput,
  type RunPosition,
  type TrackedStop,
  unpagedList,
} from '@shuttle/contracts';
import type { PositionSource, VehiclePositionRow } from '@shuttle/db';
import { LRUCache } from 'lru-cache';
import { AppError, notFound } from '../../shared/app-error.ts';
import { isStaff, type Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { VehiclesService } from '../operations/vehicles.service.ts';
import { distanceM, type Estimate, estimate, type Fix } from './eta.ts';
import { type LiveHub, sseFrame } from './live-hub.ts';
import { LiveStreams } from './live-streams.ts';
import type { RawFix } from './osmand.ts';
import type { PushMessage, PushSender } from './push-sender.ts';
import { type TrackedRun, TrackingRepository } from './tracking.repository.ts';

/** A fix older than this is not of a run in progress. */
const OLDEST_FIX_HOURS = 12;
/** Two fixes this far apart may disagree on speed without either being wrong (GPS noise). */
const NOISE_M = 200;
/** A vehicle's run takes its tracker's positions from this long before departure... */
const EARLY_MINUTES = 45;
/** ... until this long after its timetable has it at the last stop. */
const LATE_MINUTES = 90;
/** "Your bus is about 5 minutes from ..." */
const APPROACHING_MINUTES = 5;
/** Positions replayed to a watcher that resumes with Last-Event-ID. */
const REPLAY_LIMIT = 100;

const bad = (message: string) => new AppError('VALIDATION_ERROR', message);

/**
 * Live tracking (docs/decisions/165-live-tracking.md): positions in from GPS trackers and
 * drivers' phones, checked and stored; out as Server-Sent Events with ETAs to the run's riders,
 * its driver and operators, through a hub that spans processes with Redis; arrival alerts as
 * in-app notifications and Web Push.
 */
export class TrackingService {
  readonly streams: LiveStreams;
  /** A run's route and stops change rarely; each position would otherwise read them again. */
  private readonly runs = new LRUCache<number, TrackedRun>({ max: 1000, ttl: 30_000 });

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'config' | 'background'>,
    private readonly vehicles: VehiclesService,
    private readonly notifications: NotificationsService,
    private readonly hub: LiveHub,
    private push: PushSender,
    streamObserver: { opened?: () => void; closed?: () => void } = {},
  ) {
    this.streams = new LiveStreams(hub, deps.config.LIVE_HEARTBEAT_SECONDS * 1000, streamObserver);
  }

  get vapidPublicKey(): string | null {
    return this.push.publicKey;
  }

  /** How many live streams this process holds open (for metrics and draining). */
  liveConnections(): number {
    return this.streams.size;
  }

  /**
   * Ends every stream with a reconnect hint while the process drains: the clients come back on
   * another process and resume from their Last-Event-ID. Positions still fan out until close.
   */
  drainStreams(retryMs: number): void {
    this.streams.closeAll(retryMs);
  }

  /** Ends every stream and leaves the hub (the app is closing). */
  async close(): Promise<void> {
    this.streams.closeAll();
    await this.hub.close();
  }

  // ---- positions in ----

  /**
   * One OsmAnd position from a GPS tracker: stored on the run its vehicle is driving now.
   * Unknown device: 404, nothing stored. No run now: accepted and dropped (the device must not
   * retry it forever).
   */
  async ingestFromTracker(deviceId: string, raw: RawFix): Promise<void> {
    const vehicle = /^[0-9a-f]{32}$/i.test(deviceId)
      ? await this.vehicles.vehicleOfTracker(deviceId.toLowerCase())
      : undefined;
    if (!vehicle) throw notFound('Unknown device');
    const now = this.deps.clock.now();
    checkFixes([raw], now);
    const run = await this.currentRunOf(vehicle.id, now);
    if (!run) return;
    await this.store(run, [raw], 'tracker', vehicle.id);
  }

  /** A batch from the driver's phone; only the run's assigned driver may send it. */
  async ingestFromDriver(driver: Rider, tripDayId: number, batch: PositionBatch): Promise<number> {
    const run = await this.run(tripDayId);
    if (!run || run.driverId !== driver.id) throw notFound('Run not found');
    if (run.status === 'cancelled' || run.status === 'completed') {
      throw new AppError('CONFLICT', `This run is ${run.status}; it is not being tracked.`);
    }
    const fixes: RawFix[] = batch.positions.map((position) => ({
      lat: position.lat,
      lon: position.lon,
      recordedAt: new Date(position.recorded_at),
      speedMps: position.speed ?? null,
      heading: position.heading === 360 ? 0 : (position.heading ?? null),
      accuracyM: position.accuracy ?? null,
    }));
    checkFixes(fixes, this.deps.clock.now());
    await this.store(run, fixes, 'driver', run.vehicleId);
    return fixes.length;
  }

  private async store(run: TrackedRun, fixes: RawFix[], source: PositionSource, vehicleId: number | null) {
    const repository = new TrackingRepository(this.deps.db);
    const before = await repository.latest(run.id);
    const now = this.deps.clock.now();
    const ids = await repository.insertPositions(
      fixes.map((fix) => ({
        tripDayId: run.id,
        vehicleId,
        source,
        latitude: fix.lat,
        longitude: fix.lon,
        speedMps: fix.speedMps,
        heading: fix.heading,
        accuracyM: fix.accuracyM,
        recordedAt: fix.recordedAt,
        receivedAt: now,
      })),
    );
    // Only the newest fix is news; older ones (a queue sent after a tunnel) are history.
    const order = fixes.map((_, index) => index).sort((a, b) => fixAt(fixes, a) - fixAt(fixes, b));
    const newest = order.at(-1) as number;
    const fix = fixes[newest] as RawFix;
    if (before && before.recordedAt > fix.recordedAt) return;
    const second = order.at(-2);
    const previous =
      second !== undefined ? rawToFix(fixes[second] as RawFix) : before ? rowFix(before) : undefined;
    const current = rawToFix(fix);
    const result = this.estimateFor(run, current, previous);
    await this.hub.publish({
      tripDayId: run.id,
      id: ids[newest] ?? null,
      event: 'position',
      data: toLivePosition(current, result),
    });
    this.deps.background.run(() => this.sendArrivalAlerts(run, result, current.at));
  }

  /** Positions older than this say nothing about where a run's bus is now. */
  private oneDayAgo(): Date {
    return new Date(this.deps.clock.now().getTime() - 24 * 3600_000);
  }

  private estimateFor(run: TrackedRun, fix: Fix, previous: Fix | undefined): Estimate {
    return estimate(run.stops, lagosInstant(run.tripDate, run.departureTime), fix, previous);
  }

  /** The run a vehicle is driving now: one in progress first, else the one whose time it is. */
  private async currentRunOf(vehicleId: number, now: Date): Promise<TrackedRun | undefined> {
    // A run near midnight belongs to the date it left on: yesterday's and tomorrow's count too.
    const today = lagosDate(now);
    const runs = await new TrackingRepository(this.deps.db).vehicleRunsOn(vehicleId, [
      addDays(today, -1),
      today,
      addDays(today, 1),
    ]);
    const rank = (run: TrackedRun) => (run.status === 'in_progress' ? 0 : run.status === 'boarding' ? 1 : 2);
    const inWindow = runs.filter((run) => {
      if (run.status === 'in_progress') return true;
      const departure = lagosInstant(run.tripDate, run.departureTime).getTime();
      const duration = run.stops.at(-1)?.minutesFromStart ?? 0;
      return (
        now.getTime() >= departure - EARLY_MINUTES * 60_000 &&
        now.getTime() <= departure + (duration + LATE_MINUTES) * 60_000
      );
    });
    inWindow.sort((a, b) => rank(a) - rank(b));
    return inWindow[0];
  }

  private async run(tripDayId: number): Promise<TrackedRun | undefined> {
    const cached = this.runs.get(tripDayId);
    if (cached) return cached;
    const run = await new TrackingRepository(this.deps.db).run(tripDayId);
    if (run) this.runs.set(tripDayId, run);
    return run;
  }

  // ---- positions out ----

  /**
   * The run if this user may watch it: a rider with a ride on it, its driver, staff. Everyone
   * else gets the same 404 as for a run that does not exist.
   */
  async watchableRun(user: Rider, tripDayId: number): Promise<TrackedRun> {
    const run = await new TrackingRepository(this.deps.db).run(tripDayId);
    if (!run) throw notFound('Run not found');
    if (isStaff(user)) return run;
    if (user.role === 'driver' && run.driverId === user.id) return run;
    if (user.role === 'rider' && (await new TrackingRepository(this.deps.db).hasRideOn(user.id, tripDayId)))
      return run;
    throw notFound('Run not found');
  }

  async position(user: Rider, tripDayId: number): Promise<RunPosition> {
    const run = await this.watchableRun(user, tripDayId);
    const latest =
      (await new TrackingRepository(this.deps.db).latestOfRuns([run.id], this.oneDayAgo())).get(run.id) ?? [];
    return {
      trip_day_id: run.id,
      status: run.status,
      route: { code: run.routeCode, name: run.routeName },
      stops: trackedStops(run),
      position: this.livePositionOf(run, latest),
    };
  }

  /**
   * The first frames of a stream: after Last-Event-ID, the positions stored since; otherwise
   * the latest position and the run's status.
   */
  async initialFrames(run: TrackedRun, lastEventId: string | undefined): Promise<string[]> {
    const repository = new TrackingRepository(this.deps.db);
    const resumeAfter =
      lastEventId !== undefined && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : null;
    const frames: string[] = [];
    if (resumeAfter !== null) {
      const rows = await repository.after(run.id, resumeAfter, REPLAY_LIMIT);
      let previous: VehiclePositionRow | undefined = rows[0]
        ? await repository.before(run.id, rows[0].id)
        : undefined;
      for (const row of rows) {
        frames.push(this.positionFrame(run, row, previous));
        previous = row;
      }
    } else {
      const [latest, previous] =
        (await repository.latestOfRuns([run.id], this.oneDayAgo())).get(run.id) ?? [];
      if (latest) frames.push(this.positionFrame(run, latest, previous));
    }
    frames.push(sseFrame({ tripDayId: run.id, id: null, event: 'status', data: { status: run.status } }));
    return frames;
  }

  private positionFrame(run: TrackedRun, row: VehiclePositionRow, previous: VehiclePositionRow | undefined) {
    const fix = rowFix(row);
    const data = toLivePosition(fix, this.estimateFor(run, fix, previous ? rowFix(previous) : undefined));
    return sseFrame({ tripDayId: run.id, id: row.id, event: 'position', data });
  }

  private livePositionOf(run: TrackedRun, latest: VehiclePositionRow[]): LivePosition | null {
    const [row, previous] = latest;
    if (!row) return null;
    const fix = rowFix(row);
    return toLivePosition(fix, this.estimateFor(run, fix, previous ? rowFix(previous) : undefined));
  }

  /**
   * Tells every watcher of the run its status (driver start and finish call this after they
   * commit); the run's cached copy is dropped so the new status is read.
   */
  async publishStatus(tripDayId: number): Promise<void> {
    this.runs.delete(tripDayId);
    const run = await this.run(tripDayId);
    if (!run) return;
    await this.hub.publish({ tripDayId, id: null, event: 'status', data: { status: run.status } });
  }

  /** The operators' live board: today's runs that have not ended, latest first by lateness. */
  async liveBoard(): Promise<LiveBoard> {
    const now = this.deps.clock.now();
    const repository = new TrackingRepository(this.deps.db);
    const runs = (await repository.openRunsOn(lagosDate(now))).filter((run) => {
      const departure = lagosInstant(run.tripDate, run.departureTime).getTime();
      const duration = run.stops.at(-1)?.minutesFromStart ?? 0;
      return (
        run.status === 'in_progress' ||
        run.status === 'boarding' ||
        (now.getTime() >= departure - EARLY_MINUTES * 60_000 &&
          now.getTime() <= departure + (duration + LATE_MINUTES) * 60_000)
      );
    });
    const latest = await repository.latestOfRuns(
      runs.map((run) => run.id),
      this.oneDayAgo(),
    );
    const data: LiveRun[] = runs.map((run) => ({
      trip_day_id: run.id,
      route: { code: run.routeCode, name: run.routeName },
      departure_time: run.departureTime,
      status: run.status,
      vehicle: run.vehicle,
      stops: trackedStops(run),
      position: this.livePositionOf(run, latest.get(run.id) ?? []),
    }));
    // Late runs first, the latest of them on top; runs with no signal after those in time.
    const lateness = (run: LiveRun) => run.position?.delay_minutes ?? Number.NEGATIVE_INFINITY;
    data.sort((a, b) => lateness(b) - lateness(a) || a.departure_time.localeCompare(b.departure_time));
    return unpagedList(data);
  }

  // ---- retention ----

  /** Deletes positions received longer ago than TRACKING_RETENTION_DAYS; the job calls this. */
  /** Where each of these vehicles was last seen (the bus partners' portal); absent if never. */
  async lastPositionsOfVehicles(
    vehicleIds: number[],
  ): Promise<Map<number, { lat: number; lon: number; recorded_at: string }>> {
    const rows = await new TrackingRepository(this.deps.db).latestOfVehicles(vehicleIds);
    return new Map(
      rows.flatMap((row) =>
        row.vehicleId === null
          ? []
          : [
              [
                row.vehicleId,
                { lat: row.latitude, lon: row.longitude, recorded_at: row.recordedAt.toISOString() },
              ],
            ],
      ),
    );
  }

  deleteOldPositions(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - this.deps.config.TRACKING_RETENTION_DAYS * 24 * 3600_000);
    return new TrackingRepository(this.deps.db).deleteReceivedBefore(cutoff);
  }

  // ---- alerts and web push ----

  async subscribePush(userId: number, input: PushSubscriptionInput): Promise<void> {
    await new TrackingRepository(this.deps.db).saveSubscription(
      userId,
      input.endpoint,
      input.keys.p256dh,
      input.keys.auth,
      this.deps.clock.now(),
    );
  }

  /**
   * Pushes a message to every browser the users subscribed; a subscription the push service
   * no longer knows (404, 410) is removed. Never throws: a push is best effort.
   */
  async pushToUsers(userIds: number[], message: PushMessage): Promise<void> {
    if (this.push.publicKey === null) return;
    const repository = new TrackingRepository(this.deps.db);
    const targets = await repository.subscriptionsOf([...new Set(userIds)]);
    await Promise.all(
      targets.map(async (target) => {
        if ((await this.push.send(target, message)) === 'gone')
          await repository.removeSubscription(target.id);
      }),
    );
  }

  /**
   * "About 5 minutes from {stop}" and "at {stop}" for each ride still waiting on the run, once
   * each: the alert row is claimed in the transaction that writes the in-app notification, so
   * two processes seeing the same position send it once.
   */
  private async sendArrivalAlerts(run: TrackedRun, result: Estimate, at: Date): Promise<void> {
    const due = new Map<number, 'approaching' | 'arrived'>();
    for (const entry of result.eta) {
      if (result.atStopId === entry.stopId) due.set(entry.stopId, 'arrived');
      else if (entry.at.getTime() - at.getTime() <= APPROACHING_MINUTES * 60_000)
        due.set(entry.stopId, 'approaching');
    }
    if (due.size === 0) return;
    const rides = (await new TrackingRepository(this.deps.db).waitingRides(run.id)).filter((ride) =>
      due.has(ride.pickupId),
    );
    const names = new Map(run.stops.map((stop) => [stop.stopId, stop.name]));
    const pushes: { userId: number; message: PushMessage }[] = [];
    for (const ride of rides) {
      const kind = due.get(ride.pickupId) as 'approaching' | 'arrived';
      const stop = names.get(ride.pickupId) ?? 'your stop';
      const message: PushMessage =
        kind === 'arrived'
          ? { title: 'Your bus is here', body: `Your bus is at ${stop}.` }
          : {
              title: 'Your bus is coming',
              body: `Your bus is about ${APPROACHING_MINUTES} minutes from ${stop}.`,
            };
      const sent = await this.deps.db.transaction(async (tx) => {
        const repository = new TrackingRepository(tx);
        if (!(await repository.claimAlert(ride.rideId, kind, this.deps.clock.now()))) return false;
        // "Arrived" says all "approaching" would have: a bus first seen at the stop sends one.
        if (kind === 'arrived')
          await repository.claimAlert(ride.rideId, 'approaching', this.deps.clock.now());
        await this.notifications.notify(tx, { userId: ride.userId, ...message });
        return true;
      });
      if (sent) pushes.push({ userId: ride.userId, message });
    }
    for (const { userId, message } of pushes) await this.pushToUsers([userId], message);
  }

  /** Tests stand a fake push service in (the product builds its sender from settings). */
  usePushSender(sender: PushSender): void {
    this.push = sender;
  }
}

/** Positions are refused whole (400, nothing stored) when any of them is not plausible. */
export function checkFixes(fixes: RawFix[], now: Date): void {
  for (const fix of fixes) {
    if (!(fix.lat >= -90 && fix.lat <= 90)) throw bad('Latitude lies between -90 and 90.');
    if (!(fix.lon >= -180 && fix.lon <= 180)) throw bad('Longitude lies between -180 and 180.');
    if (Number.isNaN(fix.recordedAt.getTime())) throw bad('The time of a position is not valid.');
    if (fix.recordedAt.getTime() > now.getTime() + CLOCK_SKEW_SECONDS * 1000) {
      throw bad('A position is dated in the future: check the device clock.');
    }
    if (fix.recordedAt.getTime() < now.getTime() - OLDEST_FIX_HOURS * 3600_000) {
      throw bad(`A position is more than ${OLDEST_FIX_HOURS} hours old.`);
    }
    if (fix.speedMps !== null && !(fix.speedMps >= 0 && fix.speedMps <= MAX_SPEED_MPS)) {
      throw bad('That speed is not possible for a bus.');
    }
    if (fix.heading !== null && !(fix.heading >= 0 && fix.heading <= 360))
      throw bad('Heading lies between 0 and 360.');
    if (fix.accuracyM !== null && !(fix.accuracyM >= 0)) throw bad('Accuracy cannot be negative.');
  }
  // Between fixes of one batch, the bus cannot have moved faster than a bus can.
  const ordered = [...fixes].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  for (let index = 1; index < ordered.length; index++) {
    const a = ordered[index - 1] as RawFix;
    const b = ordered[index] as RawFix;
    const metres = distanceM(a, b);
    if (metres <= NOISE_M) continue;
    const seconds = (b.recordedAt.getTime() - a.recordedAt.getTime()) / 1000;
    if (seconds <= 0 || metres / seconds > MAX_SPEED_MPS) {
      throw bad('Two positions are too far apart for the time between them.');
    }
  }
}

const rowFix = (row: VehiclePositionRow): Fix => ({
  lat: row.latitude,
  lon: row.longitude,
  at: row.recordedAt,
  speedMps: row.speedMps,
});
const fixAt = (fixes: RawFix[], index: number) => (fixes[index] as RawFix).recordedAt.getTime();
const rawToFix = (raw: RawFix): Fix => ({
  lat: raw.lat,
  lon: raw.lon,
  at: raw.recordedAt,
  speedMps: raw.speedMps,
});

function toLivePosition(fix: Fix, result: Estimate): LivePosition {
  return {
    lat: fix.lat,
    lon: fix.lon,
    recorded_at: fix.at.toISOString(),
    next_stop_id: result.nextStopId,
    eta: result.eta.map((entry) => ({ stop_id: entry.stopId, at: entry.at.toISOString() })),
    delay_minutes: Math.round(result.delayMinutes * 10) / 10,
  };
}

function trackedStops(run: TrackedRun): TrackedStop[] {
  const departure = lagosInstant(run.tripDate, run.departureTime).getTime();
  return run.stops.map((stop) => ({
    stop_id: stop.stopId,
    name: stop.name,
    lat: stop.lat,
    lon: stop.lon,
    scheduled_at: new Date(departure + stop.minutesFromStart * 60_000).toISOString(),
  }));
}
