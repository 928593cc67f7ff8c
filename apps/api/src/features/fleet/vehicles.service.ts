import { createHash, randomBytes } from 'node:crypto';
import type {
  OpsVehicle,
  OpsVehicleInput,
  OpsVehicleList,
  OpsVehicleListQuery,
  OpsVehiclePatch,
  TrackerAnswer,
} from '@shuttle/contracts';
import type { VehicleRow } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { RunsService } from '../runs/runs.service.ts';
import { VehiclesRepository, type VehicleValues, type VehicleWithOwner } from './vehicles.repository.ts';

type Actor = Pick<Rider, 'id'>;

/** A GPS device id is stored only as its SHA-256 (docs/decisions/152-vehicle-trackers.md). */
export const trackerIdHash = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

/** Vehicles, their owners and GPS trackers (docs/decisions/129-vehicle-owners.md). */
export class VehiclesService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock'>,
    private readonly runs: RunsService,
    private readonly auditLog: AuditLogService,
  ) {}

  async list(query: OpsVehicleListQuery): Promise<OpsVehicleList> {
    const { rows, total } = await new VehiclesRepository(this.deps.db).page({
      page: query.page,
      limit: query.limit,
      ...(query.q ? { q: query.q } : {}),
    });
    return { data: rows.map(toVehicle), meta: { page: query.page, limit: query.limit, total } };
  }

  async create(actor: Actor, input: OpsVehicleInput): Promise<OpsVehicle> {
    return this.deps.db.transaction(async (tx) => {
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
  }

  async update(actor: Actor, id: number, patch: OpsVehiclePatch): Promise<OpsVehicle> {
    return this.deps.db.transaction(async (tx) => {
      const repository = new VehiclesRepository(tx);
      const found = await repository.one(id, true);
      if (!found) throw notFound('Vehicle not found');
      const before = toVehicle(found);
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
      return { device_id: deviceId };
    });
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
    return toVehicle(row);
  }
}

function toVehicle({ vehicle, owner }: VehicleWithOwner): OpsVehicle {
  return {
    id: vehicle.id,
    registration_number: vehicle.registrationNumber,
    brand: vehicle.brand,
    model: vehicle.model,
    capacity: vehicle.capacity,
    amenities: vehicle.amenities,
    bus_partner: owner,
    cost_of_supply_kobo: Number(vehicle.costOfSupplyKobo),
    active: vehicle.active,
    has_tracker: vehicle.trackerIdHash !== null,
  };
}
