import {
  type CheckIn,
  type CheckInAnswer,
  type CheckInResults,
  type DriverManifest,
  type DriverRun,
  type DriverRunList,
  type RunLifecycleAnswer,
  type TripDayStatus,
  unpagedList,
} from '@shuttle/contracts';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { BoardingOutcome, BoardingService } from '../booking/boarding.service.ts';
import type { AuditLogService } from '../operations/audit-log.service.ts';
import type { RunsService } from '../operations/runs.service.ts';
import { DriverRepository, type DriverRunRow } from './driver.repository.ts';

type Actor = Pick<Rider, 'id'>;

/** What Start and Finish tell whoever listens (live tracking publishes it to riders). */
export interface RunStatusEvent {
  tripDayId: number;
  status: Extract<TripDayStatus, 'in_progress' | 'completed'>;
  at: Date;
  driverId: number;
}
export type RunStatusListener = (event: RunStatusEvent) => void | Promise<void>;

const runNotFound = () => notFound('Run not found');

/**
 * The driver's side of a run (docs/decisions/160-boarding-and-run-lifecycle.md): the runs
 * assigned to them, the manifest with passes' codes, check-ins one by one or from an offline
 * queue, and Start and Finish. A run that is not theirs is 404, as if it did not exist.
 */
export class DriverService {
  private readonly listeners = new Set<RunStatusListener>();

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock'>,
    private readonly boarding: BoardingService,
    private readonly operationsRuns: RunsService,
    private readonly auditLog: AuditLogService,
  ) {}

  /**
   * Called after a Start or Finish has committed, once per change (a repeated Start is not a
   * change). A listener's failure is its own: the driver's answer does not wait on it.
   */
  onRunStatus(listener: RunStatusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private announce(event: RunStatusEvent): void {
    for (const listener of this.listeners) {
      Promise.resolve()
        .then(() => listener(event))
        .catch(() => undefined);
    }
  }

  async runs(driver: Actor, date: string): Promise<DriverRunList> {
    const rows = await new DriverRepository(this.deps.db).runsOf(driver.id, date);
    return unpagedList(await this.describe(rows));
  }

  private async describe(rows: DriverRunRow[]): Promise<DriverRun[]> {
    const repository = new DriverRepository(this.deps.db);
    const [stops, counts] = await Promise.all([
      repository.stopsOf([...new Set(rows.map((row) => row.routeId))]),
      this.boarding.counts(rows.map((row) => row.id)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      route: { id: row.routeId, code: row.routeCode, name: row.routeName },
      trip_date: row.tripDate,
      departure_time: row.departureTime,
      status: row.status,
      vehicle: row.vehicle,
      stops: stops.get(row.routeId) ?? [],
      booked: counts.get(row.id)?.booked ?? 0,
      boarded: counts.get(row.id)?.boarded ?? 0,
      started_at: row.startedAt,
      finished_at: row.finishedAt,
    }));
  }

  private async ownRun(driver: Actor, id: number): Promise<DriverRunRow> {
    const run = await new DriverRepository(this.deps.db).run(id);
    if (!run || run.driverId !== driver.id) throw runNotFound();
    return run;
  }

  async run(driver: Actor, id: number): Promise<DriverRun> {
    const [run] = await this.describe([await this.ownRun(driver, id)]);
    if (!run) throw runNotFound();
    return run;
  }

  async manifest(driver: Actor, id: number): Promise<DriverManifest> {
    const run = await this.run(driver, id);
    return {
      run,
      ...unpagedList(await this.boarding.manifestOf(id)),
    };
  }

  /**
   * One call for a live scan and for an offline queue. Each scan is its own transaction and
   * its answer is stored with it, keyed by the device's id for the scan: a replay gets the
   * stored answer and changes nothing.
   */
  async checkIns(driver: Actor, checkIns: CheckIn[]): Promise<CheckInResults> {
    const results: CheckInAnswer[] = [];
    for (const checkIn of checkIns) results.push(await this.checkInOne(driver, checkIn));
    return { results };
  }

  private async checkInOne(driver: Actor, checkIn: CheckIn): Promise<CheckInAnswer> {
    const clientId = checkIn.client_id.toLowerCase();
    const stored = await this.replayed(driver, clientId);
    if (stored) return stored;
    const now = this.deps.clock.now();
    // A device's clock may run ahead: nobody boards in the future.
    const scannedAt = new Date(Math.min(new Date(checkIn.scanned_at).getTime(), now.getTime()));
    const answer = await this.deps.db
      .transaction(async (tx) => {
        const repository = new DriverRepository(tx);
        const run = await repository.run(checkIn.trip_day_id);
        const outcome: BoardingOutcome =
          !run || run.driverId !== driver.id
            ? { result: 'wrong_run' }
            : await this.boarding.checkIn(tx, checkIn.trip_day_id, checkIn.boarding_code, scannedAt);
        const stored = await repository.storeCheckIn({
          driverId: driver.id,
          clientId,
          tripDayId: checkIn.trip_day_id,
          boardingCode: checkIn.boarding_code,
          scannedAt,
          result: outcome.result,
          rideId: outcome.ride?.id ?? null,
        });
        // The same scan, sent twice at once, was stored by the other request: undo this one.
        if (!stored) throw new ReplayRace();
        return toAnswer(clientId, outcome);
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof ReplayRace)) throw error;
        return undefined;
      });
    return answer ?? (await this.replayed(driver, clientId)) ?? { client_id: clientId, result: 'unknown' };
  }

  private async replayed(driver: Actor, clientId: string): Promise<CheckInAnswer | undefined> {
    const stored = (await new DriverRepository(this.deps.db).storedCheckIns(driver.id, [clientId])).get(
      clientId,
    );
    if (!stored) return undefined;
    const ride = stored.rideId === null ? undefined : await this.boarding.rideOf(stored.rideId);
    return toAnswer(clientId, { result: stored.result, ...(ride ? { ride } : {}) });
  }

  /** An operator checks a rider in from the manifest; audited in the same transaction. */
  async checkInByOperator(actor: Actor, tripDayId: number, rideId: number): Promise<CheckInAnswer> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const run = await new DriverRepository(tx).run(tripDayId);
      if (!run) throw runNotFound();
      const outcome = await this.boarding.checkInRide(tx, tripDayId, rideId, now);
      if (outcome.result === 'unknown' && !outcome.ride) throw notFound('Ride not found');
      if (outcome.result === 'boarded') {
        await this.auditLog.record(tx, actor, {
          action: 'ride.check_in',
          entity: 'booking_ride',
          entityId: rideId,
          before: { status: 'booked' },
          after: { status: 'boarded', trip_day_id: tripDayId, boarded_at: now.toISOString() },
        });
      }
      return toAnswer(String(rideId), outcome);
    });
  }

  /** Start: scheduled (or boarding) to in_progress, a move RunsService owns; a repeat changes nothing. */
  async start(driver: Actor, id: number): Promise<RunLifecycleAnswer> {
    const run = await this.ownRun(driver, id);
    if (run.status !== 'in_progress' && !this.operationsRuns.canMove(run.status, 'in_progress')) {
      throw new AppError(
        'CONFLICT',
        run.status === 'cancelled' ? 'This run was cancelled.' : 'This run is already finished.',
      );
    }
    const now = this.deps.clock.now();
    const started = await this.operationsRuns.moveStatus(id, 'in_progress', now);
    if (started) this.announce({ tripDayId: id, status: 'in_progress', at: now, driverId: driver.id });
    return { run: await this.run(driver, id), completed: 0, no_show: 0 };
  }

  /** Finish: the run completed, boarded rides completed and the rest no-show, in one transaction. */
  async finish(driver: Actor, id: number): Promise<RunLifecycleAnswer> {
    const run = await this.ownRun(driver, id);
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const repository = new DriverRepository(tx);
      const locked = await repository.run(id, true);
      if (!locked) throw runNotFound();
      if (locked.status === 'completed') return { finished: false, completed: 0, noShow: 0 };
      if (!this.operationsRuns.canMove(locked.status, 'completed')) {
        throw new AppError(
          'CONFLICT',
          run.status === 'cancelled' ? 'This run was cancelled.' : 'Start the run before finishing it.',
        );
      }
      await this.operationsRuns.moveStatus(id, 'completed', now, tx);
      return { finished: true, ...(await this.boarding.finishRides(tx, id)) };
    });
    if (outcome.finished) this.announce({ tripDayId: id, status: 'completed', at: now, driverId: driver.id });
    return { run: await this.run(driver, id), completed: outcome.completed, no_show: outcome.noShow };
  }
}

class ReplayRace extends Error {}

function toAnswer(clientId: string, outcome: BoardingOutcome): CheckInAnswer {
  const { ride } = outcome;
  return {
    client_id: clientId,
    result: outcome.result,
    ...(ride && outcome.result !== 'wrong_run'
      ? { ride_id: ride.id, rider: { fname: ride.fname, lname: ride.lname }, seats: ride.seats }
      : {}),
  };
}
