import {
  type CheckIn,
  type CheckInAnswer,
  type CheckInResults,
  type DriverManifest,
  type DriverRun,
  type DriverRunList,
  type RunLifecycleAnswer,
  unpagedList,
} from '@shuttle/contracts';
import { notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { BoardingOutcome, BoardingService } from '../runs/boarding.service.ts';
import { isRunBoarding } from '../runs/run-status.ts';
import type { RunSummary, RunsService } from '../runs/runs.service.ts';
import { DriverRepository } from './driver.repository.ts';

type Actor = Pick<Rider, 'id'>;

const runNotFound = () => notFound('Run not found');

/**
 * The driver's side of a run (docs/decisions/160-boarding-and-run-lifecycle.md): the runs
 * assigned to them, the manifest with passes' codes, check-ins one by one or from an offline
 * queue, and Start and Finish. A run that is not theirs is 404, as if it did not exist.
 */
export class DriverService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock'>,
    private readonly boarding: BoardingService,
    private readonly runsService: RunsService,
    private readonly auditLog: AuditLogService,
  ) {}

  async runs(driver: Actor, date: string): Promise<DriverRunList> {
    const rows = await this.runsService.runsOfDriver(driver.id, date);
    return unpagedList(await this.describe(rows));
  }

  private async describe(rows: RunSummary[]): Promise<DriverRun[]> {
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

  private async ownRun(driver: Actor, id: number): Promise<RunSummary> {
    const run = await this.runsService.summary(id);
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
    const deviceTime = new Date(checkIn.scanned_at);
    // A device's clock may run ahead: nobody boards in the future.
    let scannedAt = new Date(Math.min(deviceTime.getTime(), now.getTime()));
    const answer = await this.deps.db
      .transaction(async (tx): Promise<CheckInAnswer> => {
        const run = await this.runsService.summary(checkIn.trip_day_id, tx);
        let outcome: BoardingOutcome = { result: 'wrong_run' };
        if (run && run.driverId === driver.id) {
          // The run's clock decides (R18): a scan outside its window is refused and not stored,
          // so a scan from a queue that syncs later is judged again by the same rule.
          const verdict = await this.runsService.checkInVerdict(tx, run.id, deviceTime);
          if (!verdict.inWindow) return { client_id: clientId, result: 'outside_window' };
          scannedAt = verdict.boardedAt;
          outcome =
            checkIn.card_number === undefined
              ? await this.boarding.checkIn(tx, run.id, checkIn.boarding_code ?? '', scannedAt)
              : await this.boarding.checkInCard(tx, run.id, checkIn.card_number, scannedAt);
        }
        const stored = await new DriverRepository(tx).storeCheckIn({
          driverId: driver.id,
          clientId,
          tripDayId: checkIn.trip_day_id,
          boardingCode: checkIn.boarding_code ?? null,
          cardNumber: checkIn.card_number ?? null,
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

  /**
   * An operator checks a rider in from the manifest, only while the run is boarding or on the
   * road (R18); audited in the same transaction.
   */
  async checkInByOperator(actor: Actor, tripDayId: number, rideId: number): Promise<CheckInAnswer> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const run = await this.runsService.summary(tripDayId, tx);
      if (!run) throw runNotFound();
      if (!isRunBoarding(run.status)) return { client_id: String(rideId), result: 'outside_window' };
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

  /**
   * Start: scheduled (or boarding) to in_progress, inside the run's window (R18); the rule and
   * the audited move are RunsService's. A repeat changes nothing.
   */
  async start(driver: Actor, id: number): Promise<RunLifecycleAnswer> {
    await this.ownRun(driver, id);
    await this.runsService.start(driver, id);
    return { run: await this.run(driver, id), completed: 0, no_show: 0 };
  }

  /**
   * Finish, only after Start: the run completed, boarded rides completed and the rest no-show,
   * in one transaction. A run never started has no no-shows: it is missed instead (R19).
   */
  async finish(driver: Actor, id: number): Promise<RunLifecycleAnswer> {
    await this.ownRun(driver, id);
    const outcome = await this.runsService.finish(driver, id);
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
