import {
  and,
  asc,
  bookingRides,
  bookings,
  busStops,
  desc,
  type Executor,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  type PositionSource,
  pushSubscriptions,
  rideArrivalAlerts,
  routeStops,
  sessions,
  type TripDayStatus,
  type UserRole,
  users,
  type VehiclePositionRow,
  vehiclePositions,
} from '@shuttle/db';

export interface RunStop {
  stopId: number;
  name: string;
  lat: number;
  lon: number;
  minutesFromStart: number;
}

export interface TrackedRun {
  id: number;
  tripDate: string;
  departureTime: string;
  status: TripDayStatus;
  driverId: number | null;
  vehicleId: number | null;
  vehicle: string | null;
  routeCode: string;
  routeName: string;
  stops: RunStop[];
}

export interface NewPosition {
  tripDayId: number;
  vehicleId: number | null;
  source: PositionSource;
  latitude: number;
  longitude: number;
  speedMps: number | null;
  heading: number | null;
  accuracyM: number | null;
  recordedAt: Date;
  receivedAt: Date;
}

/**
 * The SQL of live tracking: positions, arrival alerts and push subscriptions. It reads the
 * routes' stops and the rides booked on a run (who may watch it, who is told it is coming) by
 * the run's id: reads only; every write to those tables stays with its own feature. The runs
 * themselves come from `RunsService`.
 */
export class TrackingRepository {
  constructor(private readonly db: Executor) {}

  async deleteSubscriptionsOf(userId: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  }

  /** The stops of these routes in order, per route (a run's ETAs are computed along them). */
  async stopsOfRoutes(routeIds: number[]): Promise<Map<number, RunStop[]>> {
    const found = new Map<number, RunStop[]>();
    if (routeIds.length === 0) return found;
    const rows = await this.db
      .select({
        routeId: routeStops.routeId,
        stopId: routeStops.stopId,
        name: busStops.name,
        lat: busStops.latitude,
        lon: busStops.longitude,
        minutesFromStart: routeStops.minutesFromStart,
      })
      .from(routeStops)
      .innerJoin(busStops, eq(busStops.id, routeStops.stopId))
      .where(inArray(routeStops.routeId, routeIds))
      .orderBy(asc(routeStops.routeId), asc(routeStops.position));
    for (const { routeId, ...stop } of rows) found.set(routeId, [...(found.get(routeId) ?? []), stop]);
    return found;
  }

  async insertPositions(rows: NewPosition[]): Promise<number[]> {
    const inserted = await this.db
      .insert(vehiclePositions)
      .values(rows)
      .returning({ id: vehiclePositions.id });
    return inserted.map((row) => row.id);
  }

  /** The newest stored fix of the vehicle, whatever run it was on (else of the run). */
  async previousFix(vehicleId: number | null, tripDayId: number): Promise<VehiclePositionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(vehiclePositions)
      .where(
        vehicleId === null
          ? eq(vehiclePositions.tripDayId, tripDayId)
          : eq(vehiclePositions.vehicleId, vehicleId),
      )
      .orderBy(desc(vehiclePositions.recordedAt), desc(vehiclePositions.id))
      .limit(1);
    return row;
  }

  // ---- what the live streams' heartbeat re-checks (a few queries for all of a process's streams) ----

  /** Of these sessions, those still live (not revoked or expired, account not disabled), with their role. */
  async liveSessions(
    sessionIds: string[],
    now: Date,
  ): Promise<{ sessionId: string; userId: number; role: UserRole }[]> {
    if (sessionIds.length === 0) return [];
    return this.db
      .select({ sessionId: sessions.id, userId: sessions.userId, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, sessionIds),
          isNull(sessions.revokedAt),
          isNull(users.disabledAt),
          gt(sessions.expiresAt, now),
        ),
      );
  }

  /** Which of these riders still hold a booked or boarded ride on which of these runs. */
  async ridesHeld(tripDayIds: number[], userIds: number[]): Promise<{ tripDayId: number; userId: number }[]> {
    if (tripDayIds.length === 0 || userIds.length === 0) return [];
    return this.db
      .selectDistinct({ tripDayId: bookingRides.tripDayId, userId: bookings.userId })
      .from(bookingRides)
      .innerJoin(bookings, eq(bookings.id, bookingRides.bookingId))
      .where(
        and(
          inArray(bookingRides.tripDayId, tripDayIds),
          inArray(bookings.userId, userIds),
          inArray(bookingRides.status, ['booked', 'boarded']),
        ),
      );
  }

  async latest(tripDayId: number): Promise<VehiclePositionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(vehiclePositions)
      .where(eq(vehiclePositions.tripDayId, tripDayId))
      .orderBy(desc(vehiclePositions.recordedAt), desc(vehiclePositions.id))
      .limit(1);
    return row;
  }

  /** The latest two positions of each run, newest first (the second gives a speed). */
  async latestOfRuns(tripDayIds: number[], since: Date): Promise<Map<number, VehiclePositionRow[]>> {
    const found = new Map<number, VehiclePositionRow[]>();
    if (tripDayIds.length === 0) return found;
    const rows = await this.db
      .select()
      .from(vehiclePositions)
      .where(and(inArray(vehiclePositions.tripDayId, tripDayIds), gt(vehiclePositions.recordedAt, since)))
      .orderBy(asc(vehiclePositions.tripDayId), desc(vehiclePositions.recordedAt), desc(vehiclePositions.id));
    for (const row of rows) {
      const list = found.get(row.tripDayId) ?? [];
      if (list.length < 2) list.push(row);
      found.set(row.tripDayId, list);
    }
    return found;
  }

  /** Positions stored after the one a watcher saw last, oldest first. */
  after(tripDayId: number, lastId: number, limit: number): Promise<VehiclePositionRow[]> {
    return this.db
      .select()
      .from(vehiclePositions)
      .where(and(eq(vehiclePositions.tripDayId, tripDayId), gt(vehiclePositions.id, lastId)))
      .orderBy(asc(vehiclePositions.id))
      .limit(limit);
  }

  /** The position before `id` on its run (for a speed when the device reports none). */
  async before(tripDayId: number, id: number): Promise<VehiclePositionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(vehiclePositions)
      .where(and(eq(vehiclePositions.tripDayId, tripDayId), lt(vehiclePositions.id, id)))
      .orderBy(desc(vehiclePositions.id))
      .limit(1);
    return row;
  }

  /** Each vehicle's latest position, whatever run it was on. */
  async latestOfVehicles(vehicleIds: number[]): Promise<VehiclePositionRow[]> {
    if (vehicleIds.length === 0) return [];
    return this.db
      .selectDistinctOn([vehiclePositions.vehicleId])
      .from(vehiclePositions)
      .where(inArray(vehiclePositions.vehicleId, vehicleIds))
      .orderBy(vehiclePositions.vehicleId, desc(vehiclePositions.recordedAt), desc(vehiclePositions.id));
  }

  async deleteReceivedBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .delete(vehiclePositions)
      .where(lt(vehiclePositions.receivedAt, cutoff))
      .returning({ id: vehiclePositions.id });
    return deleted.length;
  }

  /** Whether the user has a ride on the run that is booked or boarded. */
  async hasRideOn(userId: number, tripDayId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: bookingRides.id })
      .from(bookingRides)
      .innerJoin(bookings, eq(bookings.id, bookingRides.bookingId))
      .where(
        and(
          eq(bookingRides.tripDayId, tripDayId),
          eq(bookings.userId, userId),
          inArray(bookingRides.status, ['booked', 'boarded']),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The rides still waiting to be picked up on a run, with their rider and pick-up stop. */
  waitingRides(tripDayId: number) {
    return this.db
      .select({ rideId: bookingRides.id, userId: bookings.userId, pickupId: bookingRides.pickupId })
      .from(bookingRides)
      .innerJoin(bookings, eq(bookings.id, bookingRides.bookingId))
      .where(and(eq(bookingRides.tripDayId, tripDayId), eq(bookingRides.status, 'booked')));
  }

  /** Records that a ride was sent an alert; false when it had been already. */
  async claimAlert(rideId: number, kind: 'approaching' | 'arrived', now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(rideArrivalAlerts)
      .values({ bookingRideId: rideId, kind, sentAt: now })
      .onConflictDoNothing()
      .returning({ rideId: rideArrivalAlerts.bookingRideId });
    return rows.length > 0;
  }

  async saveSubscription(userId: number, endpoint: string, p256dh: string, auth: string, now: Date) {
    await this.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh, auth, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh, auth, createdAt: now },
      });
  }

  subscriptionsOf(userIds: number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
  }

  async removeSubscription(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }
}
