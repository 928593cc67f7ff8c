import type { Database, TripDayStatus } from '@shuttle/db';
import { eq, tripDays, vehicles } from '@shuttle/db';
import type { FastifyInstance } from 'fastify';
import { riderHeader } from './booking-factories.ts';
import { createRider as createBareUser } from './factories.ts';
import { createItinerary, createRoute, createStop } from './network-factories.ts';
import { createRider } from './wallet-factories.ts';

/**
 * Three stops along the Ikorodu Road, about 2.5 km apart, 10 and 25 minutes from the first.
 * The coordinates are real enough for the ETA model: the bus moves between them.
 */
export const CORRIDOR = [
  { latitude: 6.6018, longitude: 3.3515, minutes: 0 },
  { latitude: 6.5795, longitude: 3.3581, minutes: 10 },
  { latitude: 6.5568, longitude: 3.3665, minutes: 25 },
] as const;

export interface TrackedLine {
  stops: [number, number, number];
  stopNames: [string, string, string];
  itineraryId: number;
  tripDayId: number;
  vehicleId: number;
  deviceId: string;
  driver: { id: number; headers: { authorization: string } };
  rider: { id: number; headers: { authorization: string } };
}

let sequence = 0;

/**
 * A run on `date` departing at `departure` (Lagos) along the corridor, with a vehicle and its
 * tracker, an assigned driver and a rider booked from the first stop to the last.
 */
export async function createTrackedLine(
  app: FastifyInstance,
  date: string,
  departure = '07:00',
): Promise<TrackedLine> {
  const db = app.deps.db as Database;
  sequence += 1;
  const stops = [];
  for (const [index, point] of CORRIDOR.entries()) {
    stops.push(
      await createStop(db, {
        name: `Corridor ${sequence}-${index + 1}`,
        latitude: point.latitude,
        longitude: point.longitude,
      }),
    );
  }
  const route = await createRoute(
    db,
    stops.map((stop) => stop.id),
    { minutes: CORRIDOR.map((point) => point.minutes) },
  );
  const itinerary = await createItinerary(db, route.id, {
    departureTime: departure,
    days: [1, 2, 3, 4, 5, 6, 7],
  });
  const rider = await createRider(db, { balanceKobo: 1_000_000 });
  const riderHeaders = await riderHeader(app, rider);
  const booked = await app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/routes`,
    headers: riderHeaders,
    payload: {
      route_type: 'one-way',
      itinerary_id: itinerary.id,
      pickup_id: stops[0]?.id,
      destination_id: stops[2]?.id,
      departure_date: date,
      walletSource: 'Personal',
    },
  });
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      registrationNumber: `LND ${100 + sequence} TR ${process.pid % 1000}`,
      brand: 'Toyota',
      model: 'Hiace',
      capacity: 14,
      costOfSupplyKobo: 0,
    })
    .returning();
  if (!vehicle) throw new Error('no vehicle');
  const { device_id: deviceId } = await app.services.vehicles.issueTracker({ id: rider.id }, vehicle.id);
  const driver = await createBareUser(db, { role: 'driver', fname: 'Tunde' });
  const [run] = await db
    .update(tripDays)
    .set({ vehicleId: vehicle.id, driverId: driver.id })
    .where(eq(tripDays.itineraryId, itinerary.id))
    .returning();
  if (!run) throw new Error('no run');
  return {
    stops: stops.map((stop) => stop.id) as [number, number, number],
    stopNames: stops.map((stop) => stop.name) as [string, string, string],
    itineraryId: itinerary.id,
    tripDayId: run.id,
    vehicleId: vehicle.id,
    deviceId,
    driver: { id: driver.id, headers: await riderHeader(app, driver) },
    rider: { id: rider.id, headers: riderHeaders },
  };
}

/**
 * Puts a run in a state directly (the runs feature's start and finish have their own tests):
 * positions reach riders only while it is in progress.
 */
export async function setRunStatus(app: FastifyInstance, tripDayId: number, status: TripDayStatus) {
  await (app.deps.db as Database).update(tripDays).set({ status }).where(eq(tripDays.id, tripDayId));
}

/** A point `fraction` of the way from corridor stop `from` to the next. */
export function between(from: 0 | 1, fraction: number) {
  const a = CORRIDOR[from];
  const b = CORRIDOR[from + 1] as (typeof CORRIDOR)[number];
  return {
    lat: a.latitude + (b.latitude - a.latitude) * fraction,
    lon: a.longitude + (b.longitude - a.longitude) * fraction,
  };
}

export interface StreamEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * Reads a Server-Sent Events answer as events, as a fetch-based client does: `next()` waits
 * for the next event (heartbeat comments skipped).
 */
export function readEvents(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: StreamEvent[] = [];
  async function next(): Promise<StreamEvent> {
    while (queue.length === 0) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        let id: string | null = null;
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('id: ')) id = line.slice(4);
          else if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data.push(line.slice(6));
        }
        if (data.length > 0) queue.push({ id, event, data: JSON.parse(data.join('\n')) });
      }
    }
    return queue.shift() as StreamEvent;
  }
  return { next, cancel: () => reader.cancel() };
}
