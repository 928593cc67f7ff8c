import {
  type FareTable,
  formatRideDate,
  lagosDate,
  OPS_MESSAGES,
  type OpsItinerary,
  type OpsItineraryInput,
  type OpsItineraryList,
  type OpsItineraryPatch,
  type OpsRoute,
  type OpsRouteInput,
  type OpsRouteList,
  type OpsRouteListQuery,
  type OpsRoutePatch,
  type OpsStop,
  type OpsStopInput,
  type OpsStopList,
  type OpsStopListQuery,
  type OpsStopPatch,
  tripDayNumber,
  unpagedList,
} from '@shuttle/contracts';
import type { ItineraryRow } from '@shuttle/db';
import { AppError, invalidField, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { RunsService, UpcomingRideUse } from '../runs/runs.service.ts';
import { NetworkAdminRepository, type RouteStopValues } from './network-admin.repository.ts';

type Actor = Pick<Rider, 'id'>;

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);
const inUse = (message: string) => new AppError('IN_USE', message);
const rideCount = (uses: UpcomingRideUse[]) => uses.reduce((total, use) => total + use.rides, 0);
const ridesPhrase = (uses: UpcomingRideUse[]) => {
  const rides = rideCount(uses);
  const first = uses[0];
  return `${rides} booked ${rides === 1 ? 'ride' : 'rides'}${first ? `, the first on ${formatRideDate(first.tripDate)}` : ''}`;
};

/**
 * The operators' edits of the network (docs/decisions/128-network-edits.md): stops, routes with
 * their stops in order, departures and fare tables. Every write runs in one transaction with
 * its audit row; an edit that would strand a booked ride is refused with 409.
 */
export class NetworkAdminService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock'>,
    private readonly runs: RunsService,
    private readonly auditLog: AuditLogService,
  ) {}

  private today(): string {
    return lagosDate(this.deps.clock.now());
  }

  /* Stops */

  async listStops(query: OpsStopListQuery): Promise<OpsStopList> {
    const { rows, total } = await new NetworkAdminRepository(this.deps.db).stopPage({
      page: query.page,
      limit: query.limit,
      ...(query.q ? { q: query.q } : {}),
      ...(query.active ? { active: query.active === 'true' } : {}),
    });
    return { data: rows.map(toStop), meta: { page: query.page, limit: query.limit, total } };
  }

  async createStop(actor: Actor, input: OpsStopInput): Promise<OpsStop> {
    return this.deps.db.transaction(async (tx) => {
      const repository = new NetworkAdminRepository(tx);
      await this.assertCity(repository, input.city_id);
      const id = await repository.insertStop(
        {
          name: input.name,
          location: input.location,
          latitude: input.latitude,
          longitude: input.longitude,
          cityId: input.city_id,
          active: input.active ?? true,
        },
        this.deps.clock.now(),
      );
      const stop = await this.stopIn(repository, id);
      await this.auditLog.record(tx, actor, {
        action: 'stop.create',
        entity: 'bus_stop',
        entityId: id,
        after: stop,
      });
      return stop;
    });
  }

  async updateStop(actor: Actor, id: number, patch: OpsStopPatch): Promise<OpsStop> {
    return this.deps.db.transaction(async (tx) => {
      const repository = new NetworkAdminRepository(tx);
      const found = await repository.stop(id, true);
      if (!found) throw notFound('Stop not found');
      const before = toStop(found);
      if (patch.city_id !== undefined) await this.assertCity(repository, patch.city_id);
      if (patch.active === false && before.active) {
        const routeCodes = await repository.activeRoutesThrough(id);
        if (routeCodes.length > 0) {
          throw inUse(
            `${before.name} is on active routes (${routeCodes.join(', ')}); take it off those routes or deactivate them first.`,
          );
        }
        const uses = await this.runs.upcomingRideUses({ stopId: id }, tx);
        if (uses.length > 0) {
          throw inUse(
            `${before.name} has ${ridesPhrase(uses)}; it cannot be deactivated until they have run.`,
          );
        }
      }
      await repository.updateStop(
        id,
        {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.location !== undefined ? { location: patch.location } : {}),
          ...(patch.latitude !== undefined ? { latitude: patch.latitude } : {}),
          ...(patch.longitude !== undefined ? { longitude: patch.longitude } : {}),
          ...(patch.city_id !== undefined ? { cityId: patch.city_id } : {}),
          ...(patch.active !== undefined ? { active: patch.active } : {}),
        },
        this.deps.clock.now(),
      );
      const after = await this.stopIn(repository, id);
      await this.auditLog.record(tx, actor, {
        action: 'stop.update',
        entity: 'bus_stop',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  private async stopIn(repository: NetworkAdminRepository, id: number): Promise<OpsStop> {
    const row = await repository.stop(id);
    if (!row) throw notFound('Stop not found');
    return toStop(row);
  }

  private async assertCity(repository: NetworkAdminRepository, cityId: number): Promise<void> {
    if (!(await repository.cityExists(cityId))) throw invalid('Choose a city we serve.');
  }

  /* Routes */

  async listRoutes(query: OpsRouteListQuery): Promise<OpsRouteList> {
    const repository = new NetworkAdminRepository(this.deps.db);
    const { rows, total } = await repository.routePage({
      page: query.page,
      limit: query.limit,
      ...(query.q ? { q: query.q } : {}),
      ...(query.active ? { active: query.active === 'true' } : {}),
    });
    const stops = await repository.routeStopsOf(rows.map((row) => row.route.id));
    return {
      data: rows.map((row) => toRoute(row, stops)),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  async getRoute(id: number): Promise<OpsRoute> {
    return this.routeIn(new NetworkAdminRepository(this.deps.db), id);
  }

  async createRoute(actor: Actor, input: OpsRouteInput): Promise<OpsRoute> {
    return this.deps.db.transaction(async (tx) => {
      const repository = new NetworkAdminRepository(tx);
      await this.assertCity(repository, input.city_id);
      await this.assertCodeFree(repository, input.code, null);
      const corporateId = input.visibility === 'private' ? (input.corporate_id ?? null) : null;
      if (corporateId !== null && !(await repository.corporateExists(corporateId))) {
        throw invalid('That company does not exist.');
      }
      const stops = await this.checkedStops(repository, input.stops);
      const id = await repository.insertRoute(
        {
          code: input.code,
          name: input.name,
          cityId: input.city_id,
          visibility: input.visibility,
          corporateId,
          active: input.active ?? true,
        },
        this.deps.clock.now(),
      );
      await repository.replaceRouteStops(id, stops);
      const route = await this.routeIn(repository, id);
      await this.auditLog.record(tx, actor, {
        action: 'route.create',
        entity: 'route',
        entityId: id,
        after: route,
      });
      return route;
    });
  }

  async updateRoute(actor: Actor, id: number, patch: OpsRoutePatch): Promise<OpsRoute> {
    return this.deps.db.transaction(async (tx) => {
      const repository = new NetworkAdminRepository(tx);
      if (!(await repository.route(id, true))) throw notFound('Route not found');
      const before = await this.routeIn(repository, id);
      const visibility = patch.visibility ?? before.visibility;
      const corporateId =
        visibility === 'public'
          ? null
          : patch.corporate_id !== undefined
            ? patch.corporate_id
            : before.corporate_id;
      if (visibility === 'private' && corporateId === null) throw invalid(OPS_MESSAGES.privateNeedsCorporate);
      if (patch.visibility === 'public' && patch.corporate_id)
        throw invalid(OPS_MESSAGES.publicHasNoCorporate);
      if (corporateId !== null && !(await repository.corporateExists(corporateId))) {
        throw invalid('That company does not exist.');
      }
      if (patch.city_id !== undefined) await this.assertCity(repository, patch.city_id);
      if (patch.code !== undefined) await this.assertCodeFree(repository, patch.code, id);

      const stopsChange = patch.stops !== undefined;
      const deactivates = patch.active === false && before.active;
      if (stopsChange || deactivates) {
        const uses = await this.runs.upcomingRideUses({ routeId: id }, tx);
        if (deactivates && uses.length > 0) {
          throw inUse(
            `${before.code} has ${ridesPhrase(uses)}; cancel those runs before deactivating the route.`,
          );
        }
        if (patch.stops) this.assertNoRideStranded(before, patch.stops, uses);
      }
      await repository.updateRoute(
        id,
        {
          ...(patch.code !== undefined ? { code: patch.code } : {}),
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.city_id !== undefined ? { cityId: patch.city_id } : {}),
          ...(patch.active !== undefined ? { active: patch.active } : {}),
          visibility,
          corporateId,
        },
        this.deps.clock.now(),
      );
      if (patch.stops) {
        await repository.replaceRouteStops(id, await this.checkedStops(repository, patch.stops));
        await repository.pruneFares(id);
      }
      const after = await this.routeIn(repository, id);
      await this.auditLog.record(tx, actor, {
        action: 'route.update',
        entity: 'route',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  /**
   * A booked ride keeps its pick-up before its drop-off, both still served with the right
   * flag; otherwise the new order would strand it (409 naming the stop and the date).
   */
  private assertNoRideStranded(
    route: OpsRoute,
    stops: OpsRouteInput['stops'],
    uses: UpcomingRideUse[],
  ): void {
    const positionOf = new Map(stops.map((stop, index) => [stop.stop_id, { index, stop }]));
    const nameOf = new Map(route.stops.map((stop) => [stop.stop_id, stop.name]));
    for (const use of uses) {
      const pickup = positionOf.get(use.pickupId);
      const destination = positionOf.get(use.destinationId);
      const served =
        pickup?.stop.pickup === true &&
        destination?.stop.dropoff === true &&
        pickup.index < destination.index;
      if (!served) {
        throw inUse(
          `Riders are booked from ${nameOf.get(use.pickupId) ?? `stop ${use.pickupId}`} to ${
            nameOf.get(use.destinationId) ?? `stop ${use.destinationId}`
          } on ${formatRideDate(use.tripDate)}; keep both stops, in that order, with pick-up and drop-off allowed.`,
        );
      }
    }
  }

  private async assertCodeFree(repository: NetworkAdminRepository, code: string, routeId: number | null) {
    const holder = await repository.routeIdByCode(code);
    if (holder !== undefined && holder !== routeId) {
      throw new AppError('CONFLICT', `Another route already has the code ${code}.`);
    }
  }

  /** The stops of a route must exist and be in service. */
  private async checkedStops(
    repository: NetworkAdminRepository,
    stops: OpsRouteInput['stops'],
  ): Promise<RouteStopValues[]> {
    const found = new Map(
      (await repository.stopsByIds(stops.map((stop) => stop.stop_id))).map((row) => [row.id, row]),
    );
    for (const stop of stops) {
      const row = found.get(stop.stop_id);
      if (!row) throw invalid(`Stop ${stop.stop_id} does not exist.`);
      if (!row.active) throw invalid(`${row.name} is not in service; activate it first.`);
    }
    return stops.map((stop) => ({
      stopId: stop.stop_id,
      minutesFromStart: stop.minutes_from_start,
      canPickUp: stop.pickup,
      canDropOff: stop.dropoff,
    }));
  }

  private async routeIn(repository: NetworkAdminRepository, id: number): Promise<OpsRoute> {
    const row = await repository.route(id);
    if (!row) throw notFound('Route not found');
    return toRoute(row, await repository.routeStopsOf([id]));
  }

  /* Itineraries */

  async listItineraries(routeId: number): Promise<OpsItineraryList> {
    const repository = new NetworkAdminRepository(this.deps.db);
    if (!(await repository.route(routeId))) throw notFound('Route not found');
    return unpagedList((await repository.itinerariesOf(routeId)).map(toItinerary));
  }

  async createItinerary(actor: Actor, routeId: number, input: OpsItineraryInput): Promise<OpsItinerary> {
    // Without a start date the departure starts today: an end before it is the operator's mistake.
    const startsOn = input.starts_on ?? this.today();
    if (input.ends_on && input.ends_on < startsOn)
      throw invalidField('ends_on', OPS_MESSAGES.endsBeforeStart);
    return this.deps.db.transaction(async (tx) => {
      const repository = new NetworkAdminRepository(tx);
      if (!(await repository.route(routeId, true))) throw notFound('Route not found');
      const row = await repository.insertItinerary(
        routeId,
        {
          departureTime: input.departure_time,
          daysOfWeek: [...input.days].sort((a, b) => a - b),
          capacity: input.capacity,
          activeFrom: startsOn,
          activeUntil: input.ends_on ?? null,
          active: input.active ?? true,
        },
        this.deps.clock.now(),
      );
      const itinerary = toItinerary(row);
      await this.auditLog.record(tx, actor, {
        action: 'itinerary.create',
        entity: 'itinerary',
        entityId: row.id,
        after: itinerary,
      });
      return itinerary;
    });
  }

  async updateItinerary(actor: Actor, id: number, patch: OpsItineraryPatch): Promise<OpsItinerary> {
    return this.deps.db.transaction(async (tx) => {
      const repository = new NetworkAdminRepository(tx);
      const row = await repository.itinerary(id, true);
      if (!row) throw notFound('Departure not found');
      const before = toItinerary(row);
      const next = {
        departure_time: patch.departure_time ?? before.departure_time,
        days: patch.days ? [...patch.days].sort((a, b) => a - b) : before.days,
        starts_on: patch.starts_on ?? before.starts_on,
        ends_on: patch.ends_on !== undefined ? patch.ends_on : before.ends_on,
        active: patch.active ?? before.active,
      };
      if (next.ends_on !== null && next.ends_on < next.starts_on) {
        throw invalidField('ends_on', OPS_MESSAGES.endsBeforeStart);
      }
      const uses = await this.runs.upcomingRideUses({ itineraryId: id }, tx);
      const stranded = uses.filter(
        (use) =>
          !next.active ||
          next.departure_time !== before.departure_time ||
          !next.days.includes(tripDayNumber(use.tripDate)) ||
          use.tripDate < next.starts_on ||
          (next.ends_on !== null && use.tripDate > next.ends_on),
      );
      if (stranded.length > 0) {
        throw inUse(
          `The ${before.departure_time} departure has ${ridesPhrase(stranded)} that this change would strand; cancel those runs first or add a new departure.`,
        );
      }
      const updated = await repository.updateItinerary(
        id,
        {
          departureTime: next.departure_time,
          daysOfWeek: next.days,
          activeFrom: next.starts_on,
          activeUntil: next.ends_on,
          active: next.active,
          ...(patch.capacity !== undefined ? { capacity: patch.capacity } : {}),
        },
        this.deps.clock.now(),
      );
      if (!updated) throw notFound('Departure not found');
      const after = toItinerary(updated);
      await this.auditLog.record(tx, actor, {
        action: 'itinerary.update',
        entity: 'itinerary',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  /* Fares */

  async getFares(routeId: number, itineraryId: number | null): Promise<FareTable> {
    const repository = new NetworkAdminRepository(this.deps.db);
    await this.assertFareScope(repository, routeId, itineraryId);
    return fareTableOf(itineraryId, await repository.fares(scopeOf(routeId, itineraryId)));
  }

  /** Replaces a whole fare table; bookings keep the fares they were sold at (ADR 150). */
  async putFares(actor: Actor, routeId: number, table: FareTable): Promise<FareTable> {
    return this.deps.db.transaction(async (tx) => {
      const repository = new NetworkAdminRepository(tx);
      if (!(await repository.route(routeId, true))) throw notFound('Route not found');
      await this.assertFareScope(repository, routeId, table.itinerary_id);
      const route = await this.routeIn(repository, routeId);
      this.assertFaresServed(route, table);
      const scope = scopeOf(routeId, table.itinerary_id);
      const before = fareTableOf(table.itinerary_id, await repository.fares(scope));
      await repository.replaceFares(
        scope,
        table.fares.map((fare) => ({
          pickupStopId: fare.pickup_id,
          dropoffStopId: fare.destination_id,
          fareKobo: fare.fare_kobo,
        })),
      );
      const after = fareTableOf(table.itinerary_id, await repository.fares(scope));
      await this.auditLog.record(tx, actor, {
        action: 'fares.replace',
        entity: table.itinerary_id === null ? 'route_fares' : 'itinerary_fares',
        entityId: table.itinerary_id ?? routeId,
        before,
        after,
      });
      return after;
    });
  }

  private async assertFareScope(
    repository: NetworkAdminRepository,
    routeId: number,
    itineraryId: number | null,
  ) {
    if (!(await repository.route(routeId))) throw notFound('Route not found');
    if (itineraryId === null) return;
    const itinerary = await repository.itinerary(itineraryId);
    if (!itinerary || itinerary.routeId !== routeId) throw notFound('That departure is not on this route.');
  }

  private assertFaresServed(route: OpsRoute, table: FareTable): void {
    const stopOf = new Map(route.stops.map((stop) => [stop.stop_id, stop]));
    table.fares.forEach((fare, index) => {
      const pickup = stopOf.get(fare.pickup_id);
      const destination = stopOf.get(fare.destination_id);
      if (!pickup?.pickup || !destination?.dropoff || pickup.position >= destination.position) {
        throw invalid(
          `Fare ${index + 1}: ${route.code} does not carry riders from ${pickup?.name ?? `stop ${fare.pickup_id}`} to ${
            destination?.name ?? `stop ${fare.destination_id}`
          }.`,
        );
      }
    });
  }
}

const scopeOf = (routeId: number, itineraryId: number | null) =>
  itineraryId === null ? { routeId } : { itineraryId };

function fareTableOf(
  itineraryId: number | null,
  fares: { pickupStopId: number; dropoffStopId: number; fareKobo: number }[],
): FareTable {
  return {
    itinerary_id: itineraryId,
    fares: fares.map((fare) => ({
      pickup_id: fare.pickupStopId,
      destination_id: fare.dropoffStopId,
      fare_kobo: Number(fare.fareKobo),
    })),
  };
}

function toStop(row: {
  stop: {
    id: number;
    name: string;
    location: string;
    latitude: number;
    longitude: number;
    cityId: number;
    active: boolean;
  };
  routeCount: number;
}): OpsStop {
  return {
    id: row.stop.id,
    name: row.stop.name,
    location: row.stop.location,
    latitude: row.stop.latitude,
    longitude: row.stop.longitude,
    city_id: row.stop.cityId,
    active: row.stop.active,
    route_count: Number(row.routeCount),
  };
}

function toRoute(
  row: {
    route: {
      id: number;
      code: string;
      name: string;
      cityId: number;
      visibility: 'public' | 'private';
      corporateId: number | null;
      active: boolean;
    };
    itineraryCount: number;
  },
  stops: Awaited<ReturnType<NetworkAdminRepository['routeStopsOf']>>,
): OpsRoute {
  return {
    id: row.route.id,
    code: row.route.code,
    name: row.route.name,
    city_id: row.route.cityId,
    visibility: row.route.visibility,
    corporate_id: row.route.corporateId,
    active: row.route.active,
    stops: stops
      .filter((stop) => stop.routeId === row.route.id)
      .map((stop) => ({
        stop_id: stop.stopId,
        name: stop.name,
        location: stop.location,
        lat: stop.latitude,
        lon: stop.longitude,
        position: stop.position,
        minutes_from_start: stop.minutesFromStart,
        pickup: stop.canPickUp,
        dropoff: stop.canDropOff,
      })),
    itinerary_count: Number(row.itineraryCount),
  };
}

function toItinerary(row: ItineraryRow): OpsItinerary {
  return {
    id: row.id,
    route_id: row.routeId,
    departure_time: row.departureTime.slice(0, 5),
    days: row.daysOfWeek.map(Number),
    capacity: row.capacity,
    starts_on: row.activeFrom,
    ends_on: row.activeUntil,
    active: row.active,
  };
}
