import { createHash, randomBytes } from 'node:crypto';
import {
  type OpsVehicle,
  type OpsVehicleInput,
  type OpsVehicleList,
  type OpsVehicleListQuery,
  type OpsVehiclePatch,
  type TrackerAnswer,
  unpagedList,
  type VehicleOwnerList,
} from '@shuttle/contracts';
import type { VehicleRow } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { RunsService } from '../runs/runs.service.ts';
import { VehiclesRepository, type VehicleValues, type VehicleWithOwner } from './vehicles.repository.ts';

type Actor = Pick<Rider, 'id'>;
type LastFix = OpsVehicle['last_fix'];

/** Where the vehicles were last seen; the tracking feature answers (wired in services.ts). */
export type LastFixesOf = (vehicleIds: number[]) => Promise<Map<number, NonNullable<LastFix>>>;

/** The OsmAnd endpoint trackers post to (tracking.routes.ts). */
export const OSMAND_PATH = '/v1/tracking/osmand';
/**
 * How often a tracker should report: well inside LIVE_STALE_SECONDS (120 by default), so a bus
 * is marked stale only after several missed reports, and a rider's map moves every few hundred
 * metres in town traffic without flooding the OsmAnd limit (docs/decisions/250).
 */
export const TRACKER_INTERVAL_SECONDS = 10;

/** A GPS device id is stored only as its SHA-256 (docs/decisions/152-vehicle-trackers.md). */
export const trackerIdHash = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

/** Vehicles, their owners and GPS trackers (docs/decisions/129-vehicle-owners.md). */
export class VehiclesService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'config'>,
    private readonly runs: RunsService,
    private readonly auditLog: AuditLogService,
    private readonly lastFixesOf: LastFixesOf = async () => new Map(),
  ) {}

  async list(query: OpsVehicleListQuery): Promise<OpsVehicleList> {
    const { rows, total } = await new VehiclesRepository(this.deps.db).page({
      page: query.page,
      limit: query.limit,
      ...(query.q ? { q: query.q } : {}),
    });
    const fixes = await this.lastFixesOf(rows.map((row) => row.vehicle.id));
    const data = rows.map((row) => toVehicle(row, fixes.get(row.vehicle.id) ?? null));
    return { data, meta: { page: query.page, limit: query.limit, total } };
  }

  async owners(): Promise<VehicleOwnerList> {
    return unpagedList(await new VehiclesRepository(this.deps.db).busPartners());
  }

  async create(actor: Actor, input: OpsVehicleInput): Promise<OpsVehicle> {
    const created = await this.deps.db.transaction(async (tx) => {
      const repository = new VehiclesRepository(tx);
      const values = await this.checked(repository, input, null);
      const id = await repository.insert(values as VehicleValues, this.deps.clock.now());
      const vehicle = await this.oneIn(repository, id);
      await this.auditLog.record(tx, actor, {
        action: 'vehicle.create',
        entity: 'vehicle',
        entityId: id,
        after: vehicle,
      });
      return vehicle;
    });
    return this.withLastFix(created);
  }

  async update(actor: Actor, id: number, patch: OpsVehiclePatch): Promise<OpsVehicle> {
    const updated = await this.deps.db.transaction(async (tx) => {
      const repository = new VehiclesRepository(tx);
      const found = await repository.one(id, true);
      if (!found) throw notFound('Vehicle not found');
      const before = toVehicle(found, null);
      const now = this.deps.clock.now();
      await repository.update(id, await this.checked(repository, patch, id), now);
      const after = await this.oneIn(repository, id);
      // A new owner or rate applies from the next run on (docs/decisions/233-run-facts-fixed.md):
      // upcoming runs take it, started and past ones keep the facts they were driven with.
      const refixedRuns =
        before.bus_partner?.id !== after.bus_partner?.id ||
        before.cost_of_supply_kobo !== after.cost_of_supply_kobo
          ? await this.runs.refixUpcomingRunsOf(tx, id)
          : [];
      await this.auditLog.record(tx, actor, {
        action: 'vehicle.update',
        entity: 'vehicle',
        entityId: id,
        before,
        after: refixedRuns.length > 0 ? { ...after, upcoming_runs_refixed: refixedRuns } : after,
      });
      return after;
    });
    return this.withLastFix(updated);
  }

  /**
   * Issues the vehicle a new GPS device id: 128 random bits, shown once; the one before stops
   * working at once.
   */
  async issueTracker(actor: Actor, id: number): Promise<TrackerAnswer> {
    return this.deps.db.transaction(async (tx) => {
      const repository = new VehiclesRepository(tx);
      const found = await repository.one(id, true);
      if (!found) throw notFound('Vehicle not found');
      const deviceId = randomBytes(16).toString('hex');
      await repository.setTracker(id, trackerIdHash(deviceId), this.deps.clock.now());
      await this.auditLog.record(tx, actor, {
        action: 'vehicle.tracker',
        entity: 'vehicle',
        entityId: id,
        before: { has_tracker: found.vehicle.trackerIdHash !== null },
        after: { has_tracker: true },
      });
      return { device_id: deviceId, setup: this.trackerSetup() };
    });
  }

  /** What a tracker is set up with besides its device id: PUBLIC_URL's host and the OsmAnd path. */
  private trackerSetup(): TrackerAnswer['setup'] {
    const server = new URL(this.deps.config.PUBLIC_URL);
    const secure = server.protocol === 'https:';
    const path = `${server.pathname.replace(/\/$/, '')}${OSMAND_PATH}`;
    return {
      protocol: 'OsmAnd',
      server_url: `${server.origin}${path}`,
      host: server.hostname,
      port: server.port ? Number(server.port) : secure ? 443 : 80,
      path,
      secure,
      interval_seconds: TRACKER_INTERVAL_SECONDS,
    };
  }

  /** The vehicle a GPS device id belongs to (for the tracking endpoint). */
  vehicleOfTracker(deviceId: string): Promise<VehicleRow | undefined> {
    return new VehiclesRepository(this.deps.db).byTrackerHash(trackerIdHash(deviceId));
  }

  private async checked(
    repository: VehiclesRepository,
    input: OpsVehiclePatch,
    id: number | null,
  ): Promise<Partial<VehicleValues>> {
    if (input.registration_number !== undefined) {
      const holder = await repository.idByRegistration(input.registration_number);
      if (holder !== undefined && holder !== id) {
        throw new AppError(
          'CONFLICT',
          `A vehicle with registration ${input.registration_number} exists already.`,
        );
      }
    }
    if (input.bus_partner_id !== undefined && input.bus_partner_id !== null) {
      if ((await repository.userRole(input.bus_partner_id)) !== 'bus_partner') {
        throw new AppError('VALIDATION_ERROR', 'The owner must be a user with the bus partner role.');
      }
    }
    return {
      ...(input.registration_number !== undefined ? { registrationNumber: input.registration_number } : {}),
      ...(input.brand !== undefined ? { brand: input.brand } : {}),
      ...(input.model !== undefined ? { model: input.model } : {}),
      ...(input.colour !== undefined ? { colour: input.colour } : {}),
      ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
      ...(input.amenities !== undefined ? { amenities: input.amenities } : {}),
      ...(input.bus_partner_id !== undefined ? { busPartnerId: input.bus_partner_id } : {}),
      ...(input.cost_of_supply_kobo !== undefined ? { costOfSupplyKobo: input.cost_of_supply_kobo } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    };
  }

  private async oneIn(repository: VehiclesRepository, id: number): Promise<OpsVehicle> {
    const row = await repository.one(id);
    if (!row) throw notFound('Vehicle not found');
    return toVehicle(row, null);
  }

  /** The vehicle as answered: with its last fix, read after the write's transaction. */
  private async withLastFix(vehicle: OpsVehicle): Promise<OpsVehicle> {
    const fixes = await this.lastFixesOf([vehicle.id]);
    return { ...vehicle, last_fix: fixes.get(vehicle.id) ?? null };
  }
}

function toVehicle({ vehicle, owner }: VehicleWithOwner, lastFix: LastFix): OpsVehicle {
  return {
    id: vehicle.id,
    registration_number: vehicle.registrationNumber,
    brand: vehicle.brand,
    model: vehicle.model,
    colour: vehicle.colour,
    capacity: vehicle.capacity,
    amenities: vehicle.amenities,
    bus_partner: owner,
    cost_of_supply_kobo: Number(vehicle.costOfSupplyKobo),
    active: vehicle.active,
    has_tracker: vehicle.trackerIdHash !== null,
    last_fix: lastFix,
  };
}
