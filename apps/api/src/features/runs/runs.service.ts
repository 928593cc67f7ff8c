import {
  addDays,
  lagosDate,
  lagosInstant,
  type Manifest,
  type OpsTripDay,
  type OpsTripDayList,
  type OpsTripDayPatch,
  type OpsTripDayQuery,
  ROSTER_MESSAGES,
  type RosterClash,
  type RosterInput,
  type RosterResult,
  type RosterWeek,
  type RosterWeekQuery,
  type RunCancellation,
  tripDayNumber,
  type UnassignedRunsQuery,
  unpagedList,
} from '@shuttle/contracts';
import type { Executor, Transaction } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { type IdempotentAnswer, runIdempotent } from '../../shared/idempotency.ts';
import { type AuditActor, type AuditLogService, SYSTEM_ACTOR } from '../audit-log/audit-log.service.ts';
import { manifestRow } from './manifest-row.ts';
import type { RideMoves } from './ride-moves.ts';
import { RosterRepository } from './roster.repository.ts';
import { rosterClashes, rosterRun } from './roster-clashes.ts';
import { type RunBus, RunBusRepository } from './run-bus.repository.ts';
import {
  type PartnerDriverRow,
  type PartnerMonthRow,
  type PartnerRunRow,
  RunReadsRepository,
  type RunState,
  type RunSummary,
  type RunSummaryFilter,
} from './run-reads.repository.ts';
import {
  type CalledOffRide,
  type RunLoad,
  RunRidesRepository,
  type UpcomingRideUse,
} from './run-rides.repository.ts';
import type { RunSeats } from './run-seats.service.ts';
import {
  boardedAt,
  canMoveRun,
  finishRefusal,
  isRunOver,
  isScanInWindow,
  MISSED_RUN_REASON,
  type RunStatusMove,
  runWindow,
  startRefusal,
} from './run-status.ts';
import { type RunRow, RunsRepository } from './runs.repository.ts';

export type { RunBus } from './run-bus.repository.ts';
export type {
  CalledOffRide,
  PartnerDriverRow,
  PartnerMonthRow,
  PartnerRunRow,
  RunLoad,
  RunState,
  RunSummary,
  UpcomingRideUse,
};

type Actor = Pick<Rider, 'id'>;

/**
 * What the owner of the rides' money does when a run is called off, inside the run's
 * transaction: refund each cancelled ride to the wallet that paid it, give discounts back and
 * tell each rider. The booking feature implements it; the composition root hands it in, so the
 * runs feature stands below booking (docs/decisions/241-the-runs-feature.md).
 */
export interface CalledOffRideRefunds {
  refundCalledOffRides(
    tx: Transaction,
    run: { id: number; routeCode: string },
    rides: CalledOffRide[],
    reason: string,
  ): Promise<number>;
}

/**
 * What happens to seats a run's change freed (a larger capacity), inside the run's transaction:
 * the booking feature books the riders waiting for them (docs/reliability.md#r20). Handed in by
 * the composition root, like `CalledOffRideRefunds`. How many riders were booked or told.
 */
export interface FreedSeats {
  seatsFreed(tx: Transaction, tripDayIds: number[]): Promise<number>;
}

/** A run's status move, told after the move committed (live tracking publishes it to riders). */
export interface RunStatusEvent {
  tripDayId: number;
  status: Extract<RunStatusMove, 'in_progress' | 'completed' | 'cancelled' | 'missed'>;
  at: Date;
}
export type RunStatusListener = (event: RunStatusEvent) => void | Promise<void>;

/**
 * How many days back the missed-run job looks: a job stopped for up to a week still catches
 * every run it missed, and runs older than that are history, never refunded again (ADR 227).
 */
const MISSED_LOOKBACK_DAYS = 7;

/** A check-in's verdict from the run's clock (R18): refused, or accepted and when it boarded. */
export type ScanVerdict = { inWindow: false } | { inWindow: true; boardedAt: Date };

/**
 * The operators' runs (docs/decisions/151-run-cancellation.md): every run of a date made on
 * demand, vehicle, driver and capacity, calling a run off with its refunds, and the manifest.
 */
export class RunsService {
  private readonly listeners = new Set<RunStatusListener>();
  private readonly vehicleListeners = new Set<(tripDayId: number) => void>();

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'kickOutbox' | 'config'>,
    private readonly refunds: CalledOffRideRefunds,
    private readonly auditLog: AuditLogService,
    private readonly freedSeats: FreedSeats,
    /** The rides' status moves, booking's (handed in by services.ts, like the refunds). */
    private readonly rides: RideMoves,
    /** The runs' seat count, one per process (services.ts). */
    private readonly seats: RunSeats,
  ) {}

  /**
   * Called after a status move has committed, once per move (a repeated Start is not a move).
   * A listener's failure is its own: the answer of whoever moved the run does not wait on it.
   */
  onStatus(listener: RunStatusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Called after an operator put another vehicle on a run, once the change committed (riders
   * are told, docs/decisions/256). The listener runs its own work in the background.
   */
  onVehicleChanged(listener: (tripDayId: number) => void): () => void {
    this.vehicleListeners.add(listener);
    return () => this.vehicleListeners.delete(listener);
  }

  /** The vehicle and driver of each run that has both, as riders see them (docs/notices.md). */
  busesOf(runIds: number[], db: Executor = this.deps.db): Promise<Map<number, RunBus>> {
    return new RunBusRepository(db).busesOf(runIds);
  }

  private announce(tripDayId: number, status: RunStatusEvent['status']): void {
    const event = { tripDayId, status, at: this.deps.clock.now() };
    for (const listener of this.listeners) {
      Promise.resolve()
        .then(() => listener(event))
        .catch(() => undefined);
    }
  }

  /** A run has started once it can no longer be called off or its departure time has come. */
  private hasStarted(run: RunRow): boolean {
    return (
      !canMoveRun(run.status, 'cancelled') ||
      this.deps.clock.now() >= lagosInstant(run.tripDate, run.departureTime)
    );
  }

  /**
   * The driver's Start (docs/decisions/227-run-lifecycle-and-clock.md, R18): in one transaction
   * the run is locked, its clock window checked, moved to in_progress and the move audited.
   * False when it was already on the road (a repeat changes nothing); 409 with the reason when
   * it cannot start now.
   */
  async start(actor: Actor, id: number): Promise<boolean> {
    const now = this.deps.clock.now();
    const started = await this.deps.db.transaction(async (tx) => {
      const repository = new RunsRepository(tx);
      const run = await repository.run(id, true);
      if (!run) throw notFound('Run not found');
      if (run.status === 'in_progress') return false;
      const refusal = startRefusal(run.status, run, this.deps.config, now);
      if (refusal) throw new AppError('CONFLICT', refusal);
      if (!(await repository.moveStatus(id, 'in_progress', now))) return false;
      await this.recordMove(tx, actor, run, 'in_progress', now);
      return true;
    });
    if (started) this.announce(id, 'in_progress');
    return started;
  }

  /**
   * The driver's Finish, only after Start: the run completed, boarded rides completed and the
   * rest no-show, in one transaction. A run never started has no no-shows: it is missed instead
   * (R19). Nothing changes on a repeat.
   */
  async finish(actor: Actor, id: number): Promise<{ finished: boolean; completed: number; noShow: number }> {
    const outcome = await this.deps.db.transaction(async (tx) => {
      if (!(await this.finishIn(tx, actor, id))) return { finished: false, completed: 0, noShow: 0 };
      return { finished: true, ...(await this.rides.settleRun(tx, id)) };
    });
    if (outcome.finished) this.announce(id, 'completed');
    return outcome;
  }

  /**
   * The driver's Finish, in the caller's transaction: the run locked, moved from in_progress to
   * completed and the move audited. False when it was completed already; 409 with the reason
   * when it was never started, cancelled or missed. The caller settles the rides.
   */
  private async finishIn(tx: Transaction, actor: Actor, id: number): Promise<boolean> {
    const now = this.deps.clock.now();
    const repository = new RunsRepository(tx);
    const run = await repository.run(id, true);
    if (!run) throw notFound('Run not found');
    if (run.status === 'completed') return false;
    const refusal = finishRefusal(run.status, run, this.deps.config);
    if (refusal) throw new AppError('CONFLICT', refusal);
    if (!(await repository.moveStatus(id, 'completed', now))) return false;
    await this.recordMove(tx, actor, run, 'completed', now);
    return true;
  }

  /**
   * Whether a pass scanned at `scannedAt` may board on this run now (R18), read in the caller's
   * transaction, and if so the time it boarded at. An unknown run is refused.
   */
  async checkInVerdict(tx: Transaction, id: number, scannedAt: Date): Promise<ScanVerdict> {
    const run = await new RunsRepository(tx).run(id);
    if (!run) return { inWindow: false };
    const now = this.deps.clock.now();
    const window = runWindow(run, this.deps.config);
    if (!isScanInWindow(run.status, window, scannedAt, now)) return { inWindow: false };
    return { inWindow: true, boardedAt: boardedAt(window, scannedAt, now) };
  }

  /**
   * The missed-run job (R19): every run still waiting to start past its missed-after time is
   * moved to missed, its booked rides cancelled and refunded as an operator's cancellation
   * does, each rider told, and the move audited with the service as the actor. One
   * transaction per run; a run started meanwhile is left alone. How many runs were missed.
   */
  async markMissedRuns(): Promise<{ runs: number; refundedRides: number }> {
    const now = this.deps.clock.now();
    const today = lagosDate(now);
    const candidates = await new RunsRepository(this.deps.db).waitingToStart(
      addDays(today, -MISSED_LOOKBACK_DAYS),
      today,
    );
    let runs = 0;
    let refundedRides = 0;
    for (const candidate of candidates) {
      if (now < runWindow(candidate, this.deps.config).missedAt) continue;
      const rides = await this.deps.db.transaction(async (tx) => {
        // Weeks before the run row: the lock order of a rider's cancellation (R13).
        await this.lockBookingsOnRun(tx, candidate.id);
        const repository = new RunsRepository(tx);
        if (!(await repository.moveStatus(candidate.id, 'missed', now, MISSED_RUN_REASON))) return undefined;
        const result = await this.callOffRides(
          tx,
          { id: candidate.id, routeCode: candidate.routeCode },
          MISSED_RUN_REASON,
        );
        await this.recordMove(tx, SYSTEM_ACTOR, candidate, 'missed', now, {
          refunded_rides: result.rides,
          refunded_kobo: result.refundedKobo,
        });
        return result.rides;
      });
      if (rides === undefined) continue;
      this.announce(candidate.id, 'missed');
      runs += 1;
      refundedRides += rides;
    }
    if (refundedRides > 0) this.deps.kickOutbox();
    return { runs, refundedRides };
  }

  /** Each status move, audited with who made it and when (R17), in the move's transaction. */
  private recordMove(
    tx: Transaction,
    actor: AuditActor,
    before: RunRow,
    to: RunStatusMove,
    at: Date,
    extra: Record<string, number> = {},
  ): Promise<void> {
    return this.auditLog.record(tx, actor, {
      action: `trip_day.${to === 'in_progress' ? 'start' : to === 'completed' ? 'finish' : to}`,
      entity: 'trip_day',
      entityId: before.id,
      before: { status: before.status },
      after: { status: to, at: at.toISOString(), ...extra },
    });
  }

  private toTripDay(run: RunRow, load: RunLoad | undefined): OpsTripDay {
    return {
      id: run.id,
      itinerary_id: run.itineraryId,
      route: { id: run.routeId, code: run.routeCode, name: run.routeName },
      trip_date: run.tripDate,
      departure_time: run.departureTime,
      capacity: run.capacity,
      seats_booked: run.seatsBooked,
      status: run.status,
      vehicle: run.vehicle,
      driver: run.driver,
      booked_rides: load?.bookedRides ?? 0,
      refund_total_kobo: load?.refundKobo ?? 0,
      cancellable: !this.hasStarted(run),
      cancel_reason: run.cancelReason,
    };
  }

  async list(query: OpsTripDayQuery): Promise<OpsTripDayList> {
    const { rows, total } = await this.deps.db.transaction(async (tx) => {
      const repository = new RunsRepository(tx);
      // A past date shows the runs that happened; only today and later are made on demand.
      if (query.date >= lagosDate(this.deps.clock.now())) {
        await repository.ensureRunsOn(query.date, tripDayNumber(query.date), query.route_id);
      }
      return repository.runPage({
        date: query.date,
        page: query.page,
        limit: query.limit,
        ...(query.route_id === undefined ? {} : { routeId: query.route_id }),
      });
    });
    const loads = await this.runLoads(rows.map((run) => run.id));
    return {
      data: rows.map((run) => this.toTripDay(run, loads.get(run.id))),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  async get(id: number): Promise<OpsTripDay> {
    const run = await new RunsRepository(this.deps.db).run(id);
    if (!run) throw notFound('Run not found');
    const loads = await this.runLoads([id]);
    return this.toTripDay(run, loads.get(id));
  }

  async update(actor: Actor, id: number, patch: OpsTripDayPatch): Promise<OpsTripDay> {
    let vehicleChanged = false;
    const told = await this.deps.db.transaction(async (tx) => {
      const repository = new RunsRepository(tx);
      const before = await repository.run(id, true);
      if (!before) throw notFound('Run not found');
      if (isRunOver(before.status)) {
        throw new AppError('CONFLICT', `This run is ${before.status}; it cannot be changed.`);
      }
      if (patch.driver_id !== undefined && patch.driver_id !== null) {
        if ((await repository.userRole(patch.driver_id)) !== 'driver') {
          throw new AppError('VALIDATION_ERROR', 'Choose a user with the driver role.');
        }
      }
      if (patch.vehicle_id !== undefined && patch.vehicle_id !== null) {
        const active = await repository.vehicleActive(patch.vehicle_id);
        if (active === undefined) throw new AppError('VALIDATION_ERROR', 'That vehicle does not exist.');
        if (!active) throw new AppError('VALIDATION_ERROR', 'That vehicle is out of service.');
      }
      const now = this.deps.clock.now();
      if (patch.capacity !== undefined && !(await repository.setCapacity(id, patch.capacity, now))) {
        const current = await repository.run(id);
        const booked = current?.seatsBooked ?? before.seatsBooked;
        throw new AppError(
          'CAPACITY_BELOW_BOOKED',
          `${booked} ${booked === 1 ? 'seat is' : 'seats are'} already booked on this run; the capacity cannot be lower than that.`,
        );
      }
      await repository.assign(
        id,
        {
          ...(patch.vehicle_id !== undefined ? { vehicleId: patch.vehicle_id } : {}),
          ...(patch.driver_id !== undefined ? { driverId: patch.driver_id } : {}),
        },
        now,
      );
      // A larger capacity frees seats: the riders waiting for them are booked now (R20).
      const freed =
        patch.capacity !== undefined && patch.capacity > before.capacity
          ? await this.freedSeats.seatsFreed(tx, [id])
          : 0;
      const after = await repository.run(id);
      // Riders are told of another bus, not of a first one: that is on their pass (ADR 256).
      vehicleChanged =
        before.vehicle !== null && after?.vehicle != null && after.vehicle.id !== before.vehicle.id;
      await this.auditLog.record(tx, actor, {
        action: 'trip_day.update',
        entity: 'trip_day',
        entityId: id,
        before: auditView(before),
        after: after ? auditView(after) : null,
      });
      return freed;
    });
    if (told > 0) this.deps.kickOutbox();
    if (vehicleChanged) for (const listener of this.vehicleListeners) listener(id);
    return this.get(id);
  }

  /**
   * A roster (docs/decisions/252-rosters.md): one vehicle and one driver on every run of the
   * departure from `from` to `to` on the chosen weekdays, in one transaction. Runs are made as
   * bookings would make them; runs already on the road, finished, called off or missed are
   * skipped and listed. If the vehicle or the driver is already on another run that overlaps
   * one of them, nothing is assigned and every clash is returned. Facts are fixed from the
   * vehicle as a single assignment fixes them (ADR 233); one audit row tells the whole roster.
   */
  async roster(
    actor: Actor,
    itineraryId: number,
    input: RosterInput,
  ): Promise<{ clashes: RosterClash[] } | { roster: RosterResult }> {
    const now = this.deps.clock.now();
    if (input.from < lagosDate(now)) throw new AppError('VALIDATION_ERROR', ROSTER_MESSAGES.fromInPast);
    return this.deps.db.transaction(async (tx) => {
      const rosters = new RosterRepository(tx);
      const runsRepository = new RunsRepository(tx);
      const departure = await rosters.departure(itineraryId);
      if (!departure) throw notFound('Departure not found');
      if (!departure.running) {
        throw new AppError('CONFLICT', 'This departure or its route is not in service; activate it first.');
      }
      await this.assertCrew(runsRepository, input.vehicle_id, input.driver_id);
      await rosters.lockCrew(input.vehicle_id, input.driver_id);
      const dates = rosterDates(input, departure);
      await rosters.ensureRuns(itineraryId, dates);
      const runs = await rosters.runsOn(itineraryId, dates);
      if (runs.length === 0) throw new AppError('VALIDATION_ERROR', ROSTER_MESSAGES.noRun);
      const assignable = runs.filter((run) => canMoveRun(run.status, 'in_progress'));
      const skipped = runs.filter((run) => !canMoveRun(run.status, 'in_progress'));
      const crew = { vehicleId: input.vehicle_id, driverId: input.driver_id };
      const others = await rosters.crewRuns({ from: input.from, to: input.to, ...crew });
      const clashes = rosterClashes(assignable, others, crew);
      if (clashes.length > 0) return { clashes };
      await rosters.assignAll(
        assignable.map((run) => run.id),
        input.vehicle_id,
        input.driver_id,
        now,
      );
      await this.auditLog.record(tx, actor, {
        action: 'itinerary.roster',
        entity: 'itinerary',
        entityId: itineraryId,
        before: {
          runs: assignable.map((run) => ({
            id: run.id,
            vehicle_id: run.vehicle?.id ?? null,
            driver_id: run.driver?.id ?? null,
          })),
        },
        after: { ...input, runs: assignable.map((run) => run.id) },
      });
      return {
        roster: {
          assigned: assignable.map(rosterRun),
          skipped: skipped.map((run) => ({ ...rosterRun(run), status: run.status })),
        },
      };
    });
  }

  /** The driver must have the driver role and the vehicle must be in service (as on one run). */
  private async assertCrew(repository: RunsRepository, vehicleId: number, driverId: number): Promise<void> {
    if ((await repository.userRole(driverId)) !== 'driver') {
      throw new AppError('VALIDATION_ERROR', 'Choose a user with the driver role.');
    }
    const active = await repository.vehicleActive(vehicleId);
    if (active === undefined) throw new AppError('VALIDATION_ERROR', 'That vehicle does not exist.');
    if (!active) throw new AppError('VALIDATION_ERROR', 'That vehicle is out of service.');
  }

  /** A vehicle's or a driver's seven days from `from`: the runs they will drive or drove. */
  async rosterWeek(query: RosterWeekQuery): Promise<RosterWeek> {
    const to = addDays(query.from, 6);
    const runs = await new RosterRepository(this.deps.db).crewRuns({
      from: query.from,
      to,
      ...(query.vehicle_id === undefined ? {} : { vehicleId: query.vehicle_id }),
      ...(query.driver_id === undefined ? {} : { driverId: query.driver_id }),
    });
    const loads = await this.runLoads(runs.map((run) => run.id));
    return {
      from: query.from,
      to,
      ...unpagedList(runs.map((run) => this.toTripDay(run, loads.get(run.id)))),
    };
  }

  /**
   * The next seven days' runs (today included, Lagos) still waiting for a vehicle or a driver,
   * made on demand first so that a departure nobody has booked yet shows up too.
   */
  async unassignedRuns(query: UnassignedRunsQuery): Promise<OpsTripDayList> {
    const today = lagosDate(this.deps.clock.now());
    const to = addDays(today, UNASSIGNED_DAYS - 1);
    const { rows, total } = await this.deps.db.transaction(async (tx) => {
      const repository = new RunsRepository(tx);
      for (let offset = 0; offset < UNASSIGNED_DAYS; offset++) {
        const date = addDays(today, offset);
        await repository.ensureRunsOn(date, tripDayNumber(date), undefined);
      }
      return new RosterRepository(tx).unassigned({ from: today, to, page: query.page, limit: query.limit });
    });
    const loads = await this.runLoads(rows.map((run) => run.id));
    return {
      data: rows.map((run) => this.toTripDay(run, loads.get(run.id))),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  /**
   * Calls a run off: every ride still booked on it is cancelled and refunded to the wallet
   * that paid it, and each rider told, in one transaction (docs/product.md#operations). A second call finds
   * the run cancelled and changes nothing; the same Idempotency-Key replays the first answer.
   */
  async cancel(
    actor: Actor,
    id: number,
    reason: string,
    idempotencyKey: string | undefined,
  ): Promise<IdempotentAnswer<RunCancellation>> {
    const answer = await runIdempotent(
      this.deps.db,
      { userId: actor.id, scope: `POST /ops/trip-days/${id}/cancel`, key: idempotencyKey, body: { reason } },
      async (tx) => {
        const repository = new RunsRepository(tx);
        const nothing = { status: 200, body: { refunded_rides: 0, refunded_kobo: 0 } };
        const run = await repository.run(id);
        if (!run) throw notFound('Run not found');
        if (run.status === 'cancelled') return nothing;
        if (run.status === 'missed') throw runMissed();
        if (this.hasStarted(run)) throw runStarted();
        // Weeks before the run row: the lock order of a rider's cancellation (R13).
        await this.lockBookingsOnRun(tx, id);
        if (!(await repository.moveStatus(id, 'cancelled', this.deps.clock.now(), reason))) {
          const now = await repository.run(id);
          if (now?.status === 'cancelled') return nothing;
          throw runStarted();
        }
        const result = await this.callOffRides(tx, { id, routeCode: run.routeCode }, reason);
        await this.auditLog.record(tx, actor, {
          action: 'trip_day.cancel',
          entity: 'trip_day',
          entityId: id,
          before: auditView(run),
          after: {
            status: 'cancelled',
            reason,
            refunded_rides: result.rides,
            refunded_kobo: result.refundedKobo,
          },
        });
        return { status: 200, body: { refunded_rides: result.rides, refunded_kobo: result.refundedKobo } };
      },
    );
    if (!answer.replayed) {
      if (answer.body.refunded_rides > 0) this.deps.kickOutbox();
      this.announce(id, 'cancelled');
    }
    return answer;
  }

  /**
   * First step of calling a run off: locks the weeks of every booking on it, then the promo
   * grants its rides used, in the order a rider's cancellation and the weekly bill take them
   * (weeks, then grants, then the run), so the three queue instead of deadlocking
   * (docs/reliability.md#r13).
   */
  private async lockBookingsOnRun(tx: Transaction, tripDayId: number): Promise<void> {
    const runRides = new RunRidesRepository(tx);
    await runRides.lockWeeksOf(await runRides.bookingsOnRun(tripDayId));
    await runRides.lockGrantsOnRun(tripDayId);
  }

  /**
   * Cancels every ride still booked on a run just called off (its row is locked and no longer
   * takes bookings), frees their seats and has their money refunded and their riders told by
   * the rides' money owner, all in the caller's transaction. A ride its rider cancelled first
   * is not touched again.
   */
  private async callOffRides(
    tx: Transaction,
    run: { id: number; routeCode: string },
    reason: string,
  ): Promise<{ rides: number; refundedKobo: number }> {
    const cancelled = await this.rides.cancelBookedOnRun(tx, run.id, this.deps.clock.now());
    if (cancelled.length === 0) return { rides: 0, refundedKobo: 0 };
    const seats = cancelled.reduce((total, ride) => total + ride.seats, 0);
    if (!(await this.seats.release(tx, run.id, seats))) {
      throw new Error(`trip day ${run.id} had fewer seats booked than its rides`);
    }
    const refundedKobo = await this.refunds.refundCalledOffRides(tx, run, cancelled, reason);
    return { rides: cancelled.length, refundedKobo };
  }

  /**
   * A vehicle's new owner or rate reaches its runs that can still start, from today on, in the
   * caller's transaction; started and past runs keep the facts they were driven with
   * (docs/decisions/233-run-facts-fixed.md). The ids of the runs it changed.
   */
  refixUpcomingRunsOf(tx: Transaction, vehicleId: number): Promise<number[]> {
    const now = this.deps.clock.now();
    return new RunsRepository(tx).refixUpcomingRunsOf(vehicleId, lagosDate(now), now);
  }

  /** Booked rides and the refund a cancellation would give, per run. */
  runLoads(tripDayIds: number[], db: Executor = this.deps.db): Promise<Map<number, RunLoad>> {
    return new RunRidesRepository(db).loads(tripDayIds);
  }

  /**
   * Booked rides on runs from today on that use a route, a departure or a stop: what an
   * operator's edit of the network must not strand (docs/decisions/128-network-edits.md).
   */
  upcomingRideUses(
    filter: { routeId?: number; itineraryId?: number; stopId?: number },
    db: Executor = this.deps.db,
  ): Promise<UpcomingRideUse[]> {
    return new RunRidesRepository(db).upcomingUses(filter, lagosDate(this.deps.clock.now()));
  }

  // ---- reads for the other wings: they ask here and never read `trip_days` themselves ----

  /** A driver's runs of a date, by departure time. */
  runsOfDriver(driverId: number, tripDate: string): Promise<RunSummary[]> {
    return new RunReadsRepository(this.deps.db).summaries({ driverId, tripDate });
  }

  /** One run as the other wings read it, in the caller's transaction when one is given. */
  async summary(id: number, db: Executor = this.deps.db): Promise<RunSummary | undefined> {
    const [run] = await new RunReadsRepository(db).summaries({ id });
    return run;
  }

  /**
   * The runs the filter names: by ids, or those not completed or cancelled on some dates
   * (of one vehicle when given), by departure time.
   */
  summaries(filter: Extract<RunSummaryFilter, { ids: number[] } | { open: true }>): Promise<RunSummary[]> {
    return new RunReadsRepository(this.deps.db).summaries(filter);
  }

  /** The status and crew of these runs as they are now (never cached). */
  states(ids: number[]): Promise<RunState[]> {
    return new RunReadsRepository(this.deps.db).states(ids);
  }

  /** Everyone who drove a run fixed on the partner (docs/decisions/233-run-facts-fixed.md). */
  partnerDrivers(partnerId: number): Promise<PartnerDriverRow[]> {
    return new RunReadsRepository(this.deps.db).partnerDrivers(partnerId);
  }

  /** The runs fixed on the partner, newest first, with what each earned (all when `limit` is null). */
  partnerRuns(
    partnerId: number,
    filter: { from?: string | undefined; to?: string | undefined; status?: 'completed' },
    page: number,
    limit: number | null,
  ): Promise<{ rows: PartnerRunRow[]; total: number }> {
    return new RunReadsRepository(this.deps.db).partnerRuns(partnerId, filter, page, limit);
  }

  /** The partner's completed runs and earnings per month of the run's date, newest first. */
  partnerEarnings(partnerId: number): Promise<PartnerMonthRow[]> {
    return new RunReadsRepository(this.deps.db).partnerEarningsByMonth(partnerId);
  }

  async manifest(id: number): Promise<Manifest> {
    const tripDay = await this.get(id);
    return {
      trip_day: tripDay,
      ...unpagedList((await new RunRidesRepository(this.deps.db).manifest(id)).map(manifestRow)),
    };
  }
}

/** Today and the six days after: the week the console's Today screen looks ahead. */
const UNASSIGNED_DAYS = 7;

/** The roster's dates on which the departure runs: a chosen weekday inside the departure's dates. */
function rosterDates(
  input: Pick<RosterInput, 'from' | 'to' | 'days'>,
  departure: { daysOfWeek: number[]; activeFrom: string; activeUntil: string | null },
): string[] {
  const dates: string[] = [];
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    const weekday = tripDayNumber(date);
    const inService =
      date >= departure.activeFrom && (departure.activeUntil === null || date <= departure.activeUntil);
    if (input.days.includes(weekday) && departure.daysOfWeek.includes(weekday) && inService) dates.push(date);
  }
  return dates;
}

const runStarted = () =>
  new AppError('RUN_STARTED', 'This run has already started or finished; it cannot be cancelled from here.');

const runMissed = () =>
  new AppError('CONFLICT', 'This run was missed: it was called off and its riders refunded already.');

const auditView = (run: RunRow) => ({
  status: run.status,
  capacity: run.capacity,
  seats_booked: run.seatsBooked,
  vehicle_id: run.vehicle?.id ?? null,
  bus_partner_id: run.busPartnerId,
  cost_of_supply_kobo: run.costOfSupplyKobo,
  driver_id: run.driver?.id ?? null,
});
