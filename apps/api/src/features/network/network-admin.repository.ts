import {
  and,
  asc,
  busStops,
  cities,
  corporates,
  count,
  type Executor,
  eq,
  ilike,
  inArray,
  itineraries,
  itineraryFares,
  or,
  routeFares,
  routeStops,
  routes,
  type SQL,
  sql,
} from '@shuttle/db';

export interface StopValues {
  name: string;
  location: string;
  latitude: number;
  longitude: number;
  cityId: number;
  active: boolean;
}

export interface RouteValues {
  code: string;
  name: string;
  cityId: number;
  visibility: 'public' | 'private';
  corporateId: number | null;
  active: boolean;
}

export interface RouteStopValues {
  stopId: number;
  minutesFromStart: number;
  canPickUp: boolean;
  canDropOff: boolean;
}

export interface ItineraryValues {
  departureTime: string;
  daysOfWeek: number[];
  capacity: number;
  activeFrom: string;
  activeUntil: string | null;
  active: boolean;
}

export interface FareValues {
  pickupStopId: number;
  dropoffStopId: number;
  fareKobo: number;
}

// Written out in full: inside a subquery drizzle would print the bare column name.
const routeCount = sql<number>`(SELECT count(*) FROM route_stops rs WHERE rs.stop_id = bus_stops.id)::int`;
const itineraryCount = sql<number>`(SELECT count(*) FROM itineraries i WHERE i.route_id = routes.id)::int`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (found) => `\\${found}`);

/** The SQL behind the operators' network edits: stops, routes, departures and fare tables. */
export class NetworkAdminRepository {
  constructor(private readonly db: Executor) {}

  async cityExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
    return row !== undefined;
  }

  async corporateExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: corporates.id }).from(corporates).where(eq(corporates.id, id));
    return row !== undefined;
  }

  async stopPage(filter: { page: number; limit: number; q?: string; active?: boolean }) {
    const where = and(
      filter.q
        ? or(
            ilike(busStops.name, `%${escapeLike(filter.q)}%`),
            ilike(busStops.location, `%${escapeLike(filter.q)}%`),
          )
        : undefined,
      filter.active === undefined ? undefined : eq(busStops.active, filter.active),
    );
    const rows = await this.db
      .select({ stop: busStops, routeCount })
      .from(busStops)
      .where(where)
      .orderBy(asc(busStops.name), asc(busStops.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const [total] = await this.db.select({ value: count() }).from(busStops).where(where);
    return { rows, total: total?.value ?? 0 };
  }

  async stop(id: number, lock = false) {
    const query = this.db.select({ stop: busStops, routeCount }).from(busStops).where(eq(busStops.id, id));
    const [row] = lock ? await query.for('update', { of: busStops }) : await query;
    return row;
  }

  async stopsByIds(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db.select().from(busStops).where(inArray(busStops.id, ids));
  }

  async insertStop(values: StopValues, now: Date) {
    const [row] = await this.db
      .insert(busStops)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: busStops.id });
    if (!row) throw new Error('stop was not written');
    return row.id;
  }

  async updateStop(id: number, values: Partial<StopValues>, now: Date): Promise<void> {
    await this.db
      .update(busStops)
      .set({ ...values, updatedAt: now })
      .where(eq(busStops.id, id));
  }

  /** Active routes that call at the stop, by code. */
  async activeRoutesThrough(stopId: number): Promise<string[]> {
    const rows = await this.db
      .select({ code: routes.code })
      .from(routeStops)
      .innerJoin(routes, eq(routes.id, routeStops.routeId))
      .where(and(eq(routeStops.stopId, stopId), eq(routes.active, true)))
      .orderBy(asc(routes.code));
    return rows.map((row) => row.code);
  }

  async routePage(filter: { page: number; limit: number; q?: string; active?: boolean }) {
    const where = and(
      filter.q
        ? or(ilike(routes.code, `%${escapeLike(filter.q)}%`), ilike(routes.name, `%${escapeLike(filter.q)}%`))
        : undefined,
      filter.active === undefined ? undefined : eq(routes.active, filter.active),
    );
    const rows = await this.db
      .select({ route: routes, itineraryCount })
      .from(routes)
      .where(where)
      .orderBy(asc(routes.code))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const [total] = await this.db.select({ value: count() }).from(routes).where(where);
    return { rows, total: total?.value ?? 0 };
  }

  async route(id: number, lock = false) {
    const query = this.db.select({ route: routes, itineraryCount }).from(routes).where(eq(routes.id, id));
    const [row] = lock ? await query.for('update', { of: routes }) : await query;
    return row;
  }

  async routeIdByCode(code: string): Promise<number | undefined> {
    const [row] = await this.db.select({ id: routes.id }).from(routes).where(eq(routes.code, code));
    return row?.id;
  }

  /** The stops of these routes in travel order. */
  routeStopsOf(routeIds: number[]) {
    if (routeIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        routeId: routeStops.routeId,
        stopId: routeStops.stopId,
        name: busStops.name,
        location: busStops.location,
        latitude: busStops.latitude,
        longitude: busStops.longitude,
        position: routeStops.position,
        minutesFromStart: routeStops.minutesFromStart,
        canPickUp: routeStops.canPickUp,
        canDropOff: routeStops.canDropOff,
      })
      .from(routeStops)
      .innerJoin(busStops, eq(busStops.id, routeStops.stopId))
      .where(inArray(routeStops.routeId, routeIds))
      .orderBy(asc(routeStops.routeId), asc(routeStops.position));
  }

  async insertRoute(values: RouteValues, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(routes)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: routes.id });
    if (!row) throw new Error('route was not written');
    return row.id;
  }

  async updateRoute(id: number, values: Partial<RouteValues>, now: Date): Promise<void> {
    await this.db
      .update(routes)
      .set({ ...values, updatedAt: now })
      .where(eq(routes.id, id));
  }

  /** Replaces the route's stops with these, in travel order. */
  async replaceRouteStops(routeId: number, stops: RouteStopValues[]): Promise<void> {
    await this.db.delete(routeStops).where(eq(routeStops.routeId, routeId));
    await this.db
      .insert(routeStops)
      .values(stops.map((stop, index) => ({ ...stop, routeId, position: index + 1 })));
  }

  /**
   * Drops the fares of pairs the route no longer serves in that direction (a stop left the
   * route, or two stops swapped): a fare table only ever prices rides the route can give.
   */
  async pruneFares(routeId: number): Promise<number> {
    const stale = (table: 'route_fares' | 'itinerary_fares'): SQL =>
      sql`NOT EXISTS (
            SELECT 1 FROM route_stops p JOIN route_stops d ON d.route_id = p.route_id
            WHERE p.route_id = ${routeId} AND p.stop_id = ${sql.raw(table)}.pickup_stop_id
              AND d.stop_id = ${sql.raw(table)}.dropoff_stop_id AND d.position > p.position)`;
    const fromRoute = await this.db
      .delete(routeFares)
      .where(and(eq(routeFares.routeId, routeId), stale('route_fares')))
      .returning({ id: routeFares.routeId });
    const fromItineraries = await this.db
      .delete(itineraryFares)
      .where(
        and(
          inArray(
            itineraryFares.itineraryId,
            this.db.select({ id: itineraries.id }).from(itineraries).where(eq(itineraries.routeId, routeId)),
          ),
          stale('itinerary_fares'),
        ),
      )
      .returning({ id: itineraryFares.itineraryId });
    return fromRoute.length + fromItineraries.length;
  }

  itinerariesOf(routeId: number) {
    return this.db
      .select()
      .from(itineraries)
      .where(eq(itineraries.routeId, routeId))
      .orderBy(asc(itineraries.departureTime), asc(itineraries.id));
  }

  async itinerary(id: number, lock = false) {
    const query = this.db.select().from(itineraries).where(eq(itineraries.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async insertItinerary(routeId: number, values: ItineraryValues, now: Date) {
    const [row] = await this.db
      .insert(itineraries)
      .values({ ...values, routeId, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('itinerary was not written');
    return row;
  }

  async updateItinerary(id: number, values: Partial<ItineraryValues>, now: Date) {
    const [row] = await this.db
      .update(itineraries)
      .set({ ...values, updatedAt: now })
      .where(eq(itineraries.id, id))
      .returning();
    return row;
  }

  async fares(scope: { routeId: number } | { itineraryId: number }): Promise<FareValues[]> {
    if ('routeId' in scope) {
      return this.db
        .select({
          pickupStopId: routeFares.pickupStopId,
          dropoffStopId: routeFares.dropoffStopId,
          fareKobo: routeFares.fareKobo,
        })
        .from(routeFares)
        .where(eq(routeFares.routeId, scope.routeId))
        .orderBy(asc(routeFares.pickupStopId), asc(routeFares.dropoffStopId));
    }
    return this.db
      .select({
        pickupStopId: itineraryFares.pickupStopId,
        dropoffStopId: itineraryFares.dropoffStopId,
        fareKobo: itineraryFares.fareKobo,
      })
      .from(itineraryFares)
      .where(eq(itineraryFares.itineraryId, scope.itineraryId))
      .orderBy(asc(itineraryFares.pickupStopId), asc(itineraryFares.dropoffStopId));
  }

  /** Replaces a whole fare table; bookings keep the fare they were sold at (their own column). */
  async replaceFares(
    scope: { routeId: number } | { itineraryId: number },
    fares: FareValues[],
  ): Promise<void> {
    if ('routeId' in scope) {
      await this.db.delete(routeFares).where(eq(routeFares.routeId, scope.routeId));
      if (fares.length > 0)
        await this.db.insert(routeFares).values(fares.map((fare) => ({ ...fare, routeId: scope.routeId })));
      return;
    }
    await this.db.delete(itineraryFares).where(eq(itineraryFares.itineraryId, scope.itineraryId));
    if (fares.length > 0) {
      await this.db
        .insert(itineraryFares)
        .values(fares.map((fare) => ({ ...fare, itineraryId: scope.itineraryId })));
    }
  }
}
