import { randomUUID } from 'node:crypto';
import type { BookingRequest } from '@shuttle/contracts';
import { type Executor, sessions, type User } from '@shuttle/db';
import type { FastifyInstance } from 'fastify';
import { createItinerary, createRoute, createStops, type ItineraryOptions } from './network-factories.ts';

export interface BookableLine {
  stops: [number, number, number];
  itineraryId: number;
  returnItineraryId: number;
  routeCode: string;
}

/**
 * A line of three stops both ways with one departure each way: N1,000 from the first stop to the
 * last (route fares of the network factory), 14 seats, weekdays unless told otherwise.
 */
export async function createBookableLine(
  db: Executor,
  options: { outbound?: ItineraryOptions; back?: ItineraryOptions } = {},
): Promise<BookableLine> {
  const stops = (await createStops(db, 3)).map((stop) => stop.id) as [number, number, number];
  const route = await createRoute(db, stops, { minutes: [0, 20, 40] });
  const returnRoute = await createRoute(db, [...stops].reverse(), { minutes: [0, 20, 40] });
  const itinerary = await createItinerary(db, route.id, { departureTime: '06:30', ...options.outbound });
  const back = await createItinerary(db, returnRoute.id, { departureTime: '17:30', ...options.back });
  return { stops, itineraryId: itinerary.id, returnItineraryId: back.id, routeCode: route.code };
}

/** N500 plus N250 per stop travelled (network factory): the first to the last stop is two stops. */
export const LINE_FARE_KOBO = 100_000;

export function oneWayBody(
  line: Pick<BookableLine, 'stops' | 'itineraryId'>,
  date: string,
  extra: Partial<BookingRequest> = {},
) {
  return {
    route_type: 'one-way',
    itinerary_id: line.itineraryId,
    pickup_id: line.stops[0],
    destination_id: line.stops[2],
    departure_date: date,
    walletSource: 'Personal',
    ...extra,
  } satisfies BookingRequest;
}

export function returnBody(line: BookableLine, date: string, returnDate: string) {
  return {
    ...oneWayBody(line, date),
    route_type: 'return',
    return_itinerary_id: line.returnItineraryId,
    return_date: returnDate,
  } satisfies BookingRequest;
}

export function subscriptionBody(
  line: BookableLine,
  date: string,
  options: { days: number[]; weeks: number; withReturn: boolean },
) {
  return {
    ...oneWayBody(line, date),
    route_type: 'subscription',
    subscription_route_type: options.withReturn ? 'return' : 'one-way',
    trip_days: options.days,
    subscription_duration: String(options.weeks) as '1' | '2' | '3' | '4',
    ...(options.withReturn ? { return_itinerary_id: line.returnItineraryId, return_date: date } : {}),
  } satisfies BookingRequest;
}

/** A bearer header whose session lasts 60 days from the app's clock (tests move the clock). */
export async function riderHeader(app: FastifyInstance, user: Pick<User, 'id'>) {
  const sessionId = randomUUID();
  const expiresAt = new Date(app.deps.clock.now().getTime() + 60 * 24 * 3600_000);
  await app.deps.db.insert(sessions).values({ id: sessionId, userId: user.id, expiresAt });
  return { authorization: `Bearer ${await app.tokens.sign(user, sessionId, expiresAt)}` };
}

/**
 * Books as the rider, the way the app does (`POST /v1/users/{id}/routes` with a session of
 * their own), with an Idempotency-Key when given; the answer, for the test to check.
 */
export async function bookAs(
  app: FastifyInstance,
  rider: Pick<User, 'id'>,
  body: object,
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/routes`,
    headers: {
      ...(await riderHeader(app, rider)),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: body,
  });
}
