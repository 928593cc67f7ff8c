import {
  addDays,
  CLOCK_SKEW_SECONDS,
  etasAhead,
  type LiveBoard,
  type LiveClosedReason,
  type LivePosition,
  type LiveRun,
  lagosDate,
  lagosInstant,
  MAX_IMPLIED_SPEED_KMH,
  MAX_SPEED_MPS,
  type PositionBatch,
  type PushSubscriptionInput,
  type RunPosition,
  type TrackedStop,
  unpagedList,
} from '@shuttle/contracts';
import type { Executor, PositionSource, VehiclePositionRow } from '@shuttle/db';
import { LRUCache } from 'lru-cache';
import { AppError, notFound } from '../../shared/app-error.ts';
import { isStaff, type Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { distanceM } from '../../shared/geo.ts';
import type { VehiclesService } from '../fleet/vehicles.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { channelsOf } from '../notifications/rider-notices.service.ts';
import type { RunSummary, RunsService } from '../runs/runs.service.ts';
import { type Estimate, estimate, type Fix } from './eta.ts';
import { type LiveHub, sseFrame } from './live-hub.ts';
import { createStreamSlots } from './live-stream-slots.ts';
import { LiveStreams, type OpenStream } from './live-streams.ts';
import type { RawFix } from './osmand.ts';
import type { PushMessage, PushSender } from './push-sender.ts';
import { type TrackedRun, TrackingRepository } from './tracking.repository.ts';

/** A fix older than this is not of a run in progress. */
const OLDEST_FIX_HOURS = 12;
/** Two fixes this far apart may disagree on speed without either being wrong (GPS noise). */
const NOISE_M = 200;
/**
 * A fix is checked against the vehicle's previous stored fix when they are this close in time.
 * Bounded so that one bad fix that got stored (the first of a day has nothing to be checked
 * against) cannot make every true fix after it look impossible for longer than this.
 */
const SPEED_CHECK_WINDOW_MS = 10 * 60_000;
const MAX_IMPLIED_MPS = MAX_IMPLIED_SPEED_KMH / 3.6;
/** Run states whose stream has nothing more to say: its watchers are let go. */
const OVER: readonly string[] = ['completed', 'cancelled', 'missed'];
/** A vehicle's run takes its tracker's positions from this long before departure... */
const EARLY_MINUTES = 45;
/** ... until this long after its timetable has it at the last stop. */
const LATE_MINUTES = 90;
/** "Your bus is about 5 minutes from ..." */
const APPROACHING_MINUTES = 5;
/** Positions replayed to a watcher that resumes with Last-Event-ID. */
const REPLAY_LIMIT = 100;

const bad = (message: string) => new AppError('VALIDATION_ERROR', message);

/** What an ingest did with the fixes it was sent (dropped: an impossible jump, ADR 230). */
export interface IngestOutcome {
  stored: number;
  dropped: number;
}

/**
 * Live tracking (docs/decisions/165-live-tracking.md): positions in from GPS trackers and
 * drivers' phones, checked and stored; out as Server-Sent Events with ETAs to the run's riders,
 * its driver and operators while the run is in progress (ADR 230), through a hub that spans
 * processes with Redis; arrival alerts as in-app notifications and Web Push. A stream closes
 * when its watcher's permission ends and counts against per-user and per-address caps (ADR 232).
 */
export class TrackingService {
  readonly streams: LiveStreams;
  /** A run's route and stops change rarely; each position would otherwise read them again. */
  private readonly runs = new LRUCache<number, TrackedRun>({ max: 1000, ttl: 30_000 });

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'config' | 'background' | 'metrics'>,
    private readonly vehicles: VehiclesService,
    private readonly runsService: Pick<RunsService, 'summary' | 'summaries' | 'states'>,
    private readonly notifications: NotificationsService,
    private readonly hub: LiveHub,
    private push: PushSender,
    streamHooks: { opened?: () => void; closed?: () => void; failed?: (error: unknown) => void } = {},
  ) {
    const heartbeatMs = deps.config.LIVE_HEARTBEAT_SECONDS * 1000;
    this.streams = new LiveStreams(hub, {
      heartbeatMs,
      // Three missed heartbeats: the process holding the stream is gone.
      slots: createStreamSlots(deps.config.REDIS_URL, 3 * heartbeatMs),
      limits: {
        perUser: deps.config.LIVE_STREAMS_PER_USER,
        perAddress: deps.config.LIVE_STREAMS_PER_ADDRESS,
      },
      guard: (streams) => this.endedStreams(streams),
      observer: streamHooks,
      ...(streamHooks.failed ? { onError: streamHooks.failed } : {}),
    });
  }

  get vapidPublicKey(): string | null {
    return this.push.publicKey;
  }

  /** How many live streams this process holds open (for metrics and draining). */
  /** A deleted account's push subscriptions go with it (its deletion's transaction). */
  async forgetUser(tx: Executor, userId: number): Promise<void> {
    await new TrackingRepository(tx).deleteSubscriptionsOf(userId);
  }

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
    await this.streams.close();
    await this.hub.close();
  }

  // ---- positions in ----

  /**
   * One OsmAnd position from a GPS tracker: stored on the run its vehicle is driving now, and
   * shown to riders only if that run is in progress (before the start it is the operators' and
   * the bus partner's last fix). Unknown device: 404, nothing stored. No run now: accepted and
   * dropped (the device must not retry it forever).
   */
  async ingestFromTracker(deviceId: string, raw: RawFix): Promise<IngestOutcome & { vehicleId: number }> {
    const vehicle = /^[0-9a-f]{32}$/i.test(deviceId)
      ? await this.vehicles.vehicleOfTracker(deviceId.toLowerCase())
      : undefined;
    if (!vehicle) throw notFound('Unknown device');
    const now = this.deps.clock.now();
    checkFixes([raw], now);
    const run = await this.currentRunOf(vehicle.id, now);
    if (!run) return { stored: 0, dropped: 0, vehicleId: vehicle.id };
    return { ...(await this.store(run, [raw], 'tracker', vehicle.id)), vehicleId: vehicle.id };
  }

  /**
   * A batch from the driver's phone; only the run's assigned driver may send it, and only while
   * the run is in progress (409 otherwise, ADR 230: the app shares only then, so anything else
   * is a phone that should not be sending).
   */
  async ingestFromDriver(driver: Rider, tripDayId: number, batch: PositionBatch): Promise<IngestOutcome> {
    const cached = await this.run(tripDayId);
    // The status and crew are read fresh: a cached copy may predate the start or the finish.
    const [state] = cached ? await this.runsService.states([tripDayId]) : [];
    if (!cached || !state || state.driverId !== driver.id) throw notFound('Run not found');
    const run: TrackedRun = {
      ...cached,
      status: state.status,
      driverId: state.driverId,
      vehicleId: state.vehicleId,
    };
    if (run.status !== 'in_progress') throw new AppError('CONFLICT', notTrackedMessage(run.status));
    const fixes: RawFix[] = batch.positions.map((position) => ({
      lat: position.lat,
      lon: position.lon,
      recordedAt: new Date(position.recorded_at),
      speedMps: position.speed ?? null,
      heading: position.heading === 360 ? 0 : (position.heading ?? null),
      accuracyM: position.accuracy ?? null,
    }));
    checkFixes(fixes, this.deps.clock.now());
    return this.store(run, fixes, 'driver', run.vehicleId);
  }

  /**
   * Stores the fixes that are possible after the vehicle's previous one, drops and counts the
   * rest; publishes the newest to the run's watchers when the run is in progress.
   */
  private async store(
    run: TrackedRun,
    received: RawFix[],
    source: PositionSource,
    vehicleId: number | null,
  ): Promise<IngestOutcome> {
    const repository = new TrackingRepository(this.deps.db);
    const fixes = possibleFixes(received, await repository.previousFix(vehicleId, run.id));
    const dropped = received.length - fixes.length;
    this.deps.metrics.fixesDroppedBy(source, 'too_fast', dropped);
    if (fixes.length === 0) return { stored: 0, dropped };
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
    const stored = { stored: fixes.length, dropped };
    // Riders see a bus only on a run in progress: before the start, this is a last fix for
    // operators and the bus partner, and no "your bus is here" goes out.
    if (run.status !== 'in_progress') return stored;
    if (before && before.recordedAt > fix.recordedAt) return stored;
    const second = order.at(-2);
    const previous =
      second !== undefined ? rawToFix(fixes[second] as RawFix) : before ? rowFix(before) : undefined;
    const current = rawToFix(fix);
    const result = this.estimateFor(run, current, previous);
    await this.hub.publish({
      tripDayId: run.id,
      id: ids[newest] ?? null,
      event: 'position',
      data: this.toLivePosition(current, result),
    });
    this.deps.background.run(() => this.sendArrivalAlerts(run, result, current.at));
    return stored;
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
    const runs = await this.tracked(
      await this.runsService.summaries({
        open: true,
        vehicleId,
        tripDates: [addDays(today, -1), today, addDays(today, 1)],
      }),
    );
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
    const summary = await this.runsService.summary(tripDayId);
    const [run] = summary ? await this.tracked([summary]) : [];
    if (run) this.runs.set(tripDayId, run);
    return run;
  }

  /** Runs as the runs feature tells them, each with its route's stops for the ETAs. */
  private async tracked(summaries: RunSummary[]): Promise<TrackedRun[]> {
    const stops = await new TrackingRepository(this.deps.db).stopsOfRoutes([
      ...new Set(summaries.map((run) => run.routeId)),
    ]);
    return summaries.map((run) => ({
      id: run.id,
      tripDate: run.tripDate,
      departureTime: run.departureTime,
      status: run.status,
      driverId: run.driverId,
      vehicleId: run.vehicle?.id ?? null,
      vehicle: run.vehicle?.registration_number ?? null,
      routeCode: run.routeCode,
      routeName: run.routeName,
      stops: stops.get(run.routeId) ?? [],
    }));
  }

  // ---- positions out ----

  /**
   * The run if this user may watch it: a rider with a ride on it, its driver, staff. Everyone
   * else gets the same 404 as for a run that does not exist.
   */
  async watchableRun(user: Rider, tripDayId: number): Promise<TrackedRun> {
    const summary = await this.runsService.summary(tripDayId);
    const [run] = summary ? await this.tracked([summary]) : [];
    if (!run) throw notFound('Run not found');
    if (isStaff(user)) return run;
    if (user.role === 'driver' && run.driverId === user.id) return run;
    if (user.role === 'rider' && (await new TrackingRepository(this.deps.db).hasRideOn(user.id, tripDayId)))
      return run;
    throw notFound('Run not found');
  }

  async position(user: Rider, tripDayId: number): Promise<RunPosition> {
    const run = await this.watchableRun(user, tripDayId);
    const latest = positionsShown(user, run)
      ? ((await new TrackingRepository(this.deps.db).latestOfRuns([run.id], this.oneDayAgo())).get(run.id) ??
        [])
      : [];
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
   * the latest position; then the run's status. Positions only where `user` may see them.
   */
  async initialFrames(user: Rider, run: TrackedRun, lastEventId: string | undefined): Promise<string[]> {
    const repository = new TrackingRepository(this.deps.db);
    const resumeAfter =
      lastEventId !== undefined && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : null;
    const frames: string[] = [];
    if (!positionsShown(user, run)) {
      // Nothing of where the bus is until the run starts; the status says why.
    } else if (resumeAfter !== null) {
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
    const data = this.toLivePosition(
      fix,
      this.estimateFor(run, fix, previous ? rowFix(previous) : undefined),
    );
    return sseFrame({ tripDayId: run.id, id: row.id, event: 'position', data });
  }

  private livePositionOf(run: TrackedRun, latest: VehiclePositionRow[]): LivePosition | null {
    const [row, previous] = latest;
    if (!row) return null;
    const fix = rowFix(row);
    return this.toLivePosition(fix, this.estimateFor(run, fix, previous ? rowFix(previous) : undefined));
  }

  /**
   * A position as every screen gets it (ADR 231): stale once older than LIVE_STALE_SECONDS,
   * when it carries no ETA; an ETA the estimate put before now reads as now.
   */
  private toLivePosition(fix: Fix, result: Estimate): LivePosition {
    const now = this.deps.clock.now().getTime();
    const { stale, staleAt } = this.staleness(fix.at, now);
    const position: LivePosition = {
      lat: fix.lat,
      lon: fix.lon,
      recorded_at: fix.at.toISOString(),
      next_stop_id: result.nextStopId,
      eta: result.eta.map((entry) => ({ stop_id: entry.stopId, at: entry.at.toISOString() })),
      delay_minutes: Math.round(result.delayMinutes * 10) / 10,
      stale,
      stale_at: staleAt,
      heading: fix.heading ?? null,
    };
    return { ...position, eta: etasAhead(position, now) };
  }

  private staleness(recordedAt: Date, now: number): { stale: boolean; staleAt: string } {
    const staleAt = recordedAt.getTime() + this.deps.config.LIVE_STALE_SECONDS * 1000;
    return { stale: now >= staleAt, staleAt: new Date(staleAt).toISOString() };
  }

  /**
   * The streams whose watcher may no longer watch (the live streams' heartbeat asks, ADR 232):
   * three queries for all of this process's streams, whatever their number.
   */
  private async endedStreams(streams: readonly OpenStream[]): Promise<Map<string, LiveClosedReason>> {
    const repository = new TrackingRepository(this.deps.db);
    const owners = streams.map((stream) => stream.owner);
    const riders = owners.filter((owner) => owner.role === 'rider');
    const [live, runs, rides] = await Promise.all([
      repository.liveSessions([...new Set(owners.map((owner) => owner.sessionId))], this.deps.clock.now()),
      this.runsService.states([...new Set(owners.map((owner) => owner.tripDayId))]),
      repository.ridesHeld(
        [...new Set(riders.map((owner) => owner.tripDayId))],
        [...new Set(riders.map((owner) => owner.userId))],
      ),
    ]);
    const sessionsById = new Map(live.map((row) => [row.sessionId, row]));
    const runsById = new Map(runs.map((row) => [row.id, row]));
    const held = new Set(rides.map((ride) => `${ride.tripDayId}:${ride.userId}`));
    const ended = new Map<string, LiveClosedReason>();
    for (const { id, owner } of streams) {
      const session = sessionsById.get(owner.sessionId);
      const run = runsById.get(owner.tripDayId);
      let allowed: boolean;
      if (!session || session.userId !== owner.userId) {
        ended.set(id, 'signed_out');
        continue;
      }
      if (!run || OVER.includes(run.status)) {
        ended.set(id, 'run_ended');
        continue;
      }
      // The role is read again: a staff member made a rider loses the staff view at once.
      if (session.role !== owner.role) allowed = false;
      else if (owner.role === 'operator' || owner.role === 'admin') allowed = true;
      else if (owner.role === 'driver') allowed = run.driverId === owner.userId;
      else allowed = owner.role === 'rider' && held.has(`${owner.tripDayId}:${owner.userId}`);
      if (!allowed) ended.set(id, 'access_ended');
    }
    return ended;
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

  /**
   * The operators' live board: today's runs that have not ended, latest first by lateness. With
   * `vehicleIds`, only the runs of those vehicles (a bus partner's own, ADR 254).
   */
  async liveBoard(vehicleIds?: readonly number[]): Promise<LiveBoard> {
    const now = this.deps.clock.now();
    const repository = new TrackingRepository(this.deps.db);
    const open = await this.runsService.summaries({ open: true, tripDates: [lagosDate(now)] });
    const runs = (await this.tracked(open)).filter((run) => {
      if (vehicleIds && (run.vehicleId === null || !vehicleIds.includes(run.vehicleId))) return false;
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
      vehicle_id: run.vehicleId,
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
  ): Promise<
    Map<number, { lat: number; lon: number; recorded_at: string; stale: boolean; stale_at: string }>
  > {
    const rows = await new TrackingRepository(this.deps.db).latestOfVehicles(vehicleIds);
    const now = this.deps.clock.now().getTime();
    return new Map(
      rows.flatMap((row) => {
        if (row.vehicleId === null) return [];
        const { stale, staleAt } = this.staleness(row.recordedAt, now);
        const last = {
          lat: row.latitude,
          lon: row.longitude,
          recorded_at: row.recordedAt.toISOString(),
          stale,
          stale_at: staleAt,
        };
        return [[row.vehicleId, last]];
      }),
    );
  }

  /**
   * Where each of these vehicles was last seen, for the fleet page: when, whether stale, and the
   * stop of that run's route nearest to the fix; absent if never seen.
   */
  async lastFixesOfVehicles(
    vehicleIds: number[],
  ): Promise<
    Map<
      number,
      { recorded_at: string; stale: boolean; nearest_stop: { name: string; distance_m: number } | null }
    >
  > {
    const rows = await new TrackingRepository(this.deps.db).latestOfVehicles(vehicleIds);
    const now = this.deps.clock.now().getTime();
    const fixes = await Promise.all(
      rows.map(async (row) => {
        const run = await this.run(row.tripDayId);
        const here = { lat: row.latitude, lon: row.longitude };
        const nearest = (run?.stops ?? [])
          .map((stop) => ({ name: stop.name, distance_m: Math.round(distanceM(here, stop)) }))
          .sort((a, b) => a.distance_m - b.distance_m)[0];
        const fix = {
          recorded_at: row.recordedAt.toISOString(),
          stale: this.staleness(row.recordedAt, now).stale,
          nearest_stop: nearest ?? null,
        };
        return [row.vehicleId, fix] as const;
      }),
    );
    return new Map(fixes.flatMap(([vehicleId, fix]) => (vehicleId === null ? [] : [[vehicleId, fix]])));
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
    if (run.status !== 'in_progress') return;
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
    // The alert is in the app for everyone; pushed to those who kept arrival pushes on (ADR 257).
    const wanted = await channelsOf(
      this.deps,
      this.deps.db,
      pushes.map((push) => push.userId),
      'arrival',
    );
    for (const { userId, message } of pushes)
      if (wanted.get(userId)?.push) await this.pushToUsers([userId], message);
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
}

/**
 * The fixes a bus could have made, in time order (ADR 230): each is checked against the one
 * before it, the vehicle's previous stored fix for the first; one implying more than
 * MAX_IMPLIED_SPEED_KMH is dropped and the next is checked against the last one kept. A fix
 * within NOISE_M of its reference always passes (GPS noise over a second or two).
 */
export function possibleFixes(fixes: RawFix[], previous: VehiclePositionRow | undefined): RawFix[] {
  const ordered = [...fixes].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  let reference: { lat: number; lon: number; at: number } | undefined = previous && {
    lat: previous.latitude,
    lon: previous.longitude,
    at: previous.recordedAt.getTime(),
  };
  const kept: RawFix[] = [];
  for (const fix of ordered) {
    const at = fix.recordedAt.getTime();
    if (reference && Math.abs(at - reference.at) <= SPEED_CHECK_WINDOW_MS) {
      const metres = distanceM(reference, fix);
      // Straight-line distance over time is at most the speed driven, whichever fix came first.
      const seconds = Math.abs(at - reference.at) / 1000;
      if (metres > NOISE_M && (seconds === 0 || metres / seconds > MAX_IMPLIED_MPS)) continue;
    }
    kept.push(fix);
    reference = { lat: fix.lat, lon: fix.lon, at };
  }
  return kept;
}

/** Riders, and drivers, see where the bus is only while its run is in progress; staff always. */
const positionsShown = (user: Rider, run: TrackedRun) => isStaff(user) || run.status === 'in_progress';

function notTrackedMessage(status: string): string {
  if (status === 'scheduled' || status === 'boarding') {
    return 'This run has not started: positions are taken once you start it.';
  }
  if (status === 'missed') return 'This run was missed; it is not being tracked.';
  return `This run is ${status}; it is not being tracked.`;
}

const rowFix = (row: VehiclePositionRow): Fix => ({
  lat: row.latitude,
  lon: row.longitude,
  at: row.recordedAt,
  speedMps: row.speedMps,
  heading: row.heading,
});
const fixAt = (fixes: RawFix[], index: number) => (fixes[index] as RawFix).recordedAt.getTime();
const rawToFix = (raw: RawFix): Fix => ({
  lat: raw.lat,
  lon: raw.lon,
  at: raw.recordedAt,
  speedMps: raw.speedMps,
  heading: raw.heading,
});

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
