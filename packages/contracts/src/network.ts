import { z } from 'zod';
import { discoverRoutesAddress, getBusStopsAddress, getRouteCatalogueAddress } from './addresses/network.ts';
import { BusStop } from './bus-stop.ts';
import { defineCall } from './call.ts';
import { bookingHorizonMessage, DEFAULT_BOOKING_HORIZON_DAYS, lastBookableDate } from './dates.ts';
import { dateField, idParam, rowId, text } from './fields.ts';
import { UnpagedList } from './lists.ts';
import { MESSAGES } from './messages.ts';
import {
  hasReturnTrip,
  LUGGAGE_MAX,
  LUGGAGE_MIN,
  ROUTE_TYPES,
  type RouteType,
  SUBSCRIPTION_DURATIONS,
  SUBSCRIPTION_ROUTE_TYPES,
  WALLET_SOURCES,
} from './search-options.ts';

export const BusStopList = UnpagedList(BusStop);
export type BusStopList = z.infer<typeof BusStopList>;

const isoDate = z.iso.date();
/** HH:MM, 24-hour, Lagos wall-clock time (docs/api-conventions.md#dates). */
const clockTime = z.string().regex(/^\d{2}:\d{2}$/);

export const DiscoveryParams = z.strictObject({ sourceId: idParam, destinationId: idParam });
export const DiscoveryQuery = z.object({ tripDate: dateField() });

export const StopSummary = z.object({ id: z.number().int(), name: z.string(), location: z.string() });
export type StopSummary = z.infer<typeof StopSummary>;

/** One dated ride a rider can take between two stops (docs/api-conventions.md#calls). */
export const DiscoveredTrip = z.object({
  route: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  itinerary_id: z.number().int(),
  trip_date: isoDate,
  departure_time: clockTime,
  pickup: z.object({ stop: StopSummary, time: clockTime }),
  destination: z.object({ stop: StopSummary, time: clockTime }),
  fare_kobo: z.number().int(),
  seats_available: z.number().int(),
  capacity: z.number().int(),
});
export type DiscoveredTrip = z.infer<typeof DiscoveredTrip>;
export const DiscoveryAnswer = UnpagedList(DiscoveredTrip);
export type DiscoveryAnswer = z.infer<typeof DiscoveryAnswer>;

/** A route of the booking catalogue: its stops in order, departures and fares from the first stop. */
export const CatalogueRoute = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  stops: z.array(
    StopSummary.extend({
      minutes_from_start: z.number().int(),
      can_pick_up: z.boolean(),
      can_drop_off: z.boolean(),
      /** The route's default fare from its first stop to this one; null for the first stop. */
      fare_from_first_stop_kobo: z.number().int().nullable(),
    }),
  ),
  departures: z.array(
    z.object({
      itinerary_id: z.number().int(),
      departure_time: clockTime,
      days_of_week: z.array(z.number().int().min(1).max(7)),
      capacity: z.number().int(),
    }),
  ),
});
export type CatalogueRoute = z.infer<typeof CatalogueRoute>;
export const RouteCatalogue = UnpagedList(CatalogueRoute);
export type RouteCatalogue = z.infer<typeof RouteCatalogue>;

/* Route search options (docs/product.md#route-search). */

export const StopChoice = z.object({
  label: text().min(1).max(200),
  id: rowId(),
});
export type StopChoice = z.infer<typeof StopChoice>;

/** What a search carries from page to page: its field names (docs/product.md#route-search). */
export const RouteSearchOptions = z.object({
  source_route: StopChoice,
  destination_route: StopChoice,
  departure_date: isoDate,
  return_date: isoDate.optional(),
  route_type: z.enum(ROUTE_TYPES),
  subscription_route_type: z.enum(SUBSCRIPTION_ROUTE_TYPES).optional(),
  trip_days: z.array(z.number().int().min(1).max(7)).max(7).optional(),
  subscription_duration: z.enum(SUBSCRIPTION_DURATIONS).optional(),
  walletSource: z.enum(WALLET_SOURCES).default('Personal'),
  luggage: z.boolean().default(false),
  /** Kept apart from `luggage` (docs/product.md#route-search). */
  luggage_quantity: z.number().int().min(LUGGAGE_MIN).max(LUGGAGE_MAX).optional(),
});
export type RouteSearchOptions = z.infer<typeof RouteSearchOptions>;

/** The search form's fields, as the form holds them before they are checked. */
export const RouteSearchFields = z.object({
  source_route: StopChoice.nullable(),
  destination_route: StopChoice.nullable(),
  // An unchecked radio group reads as null.
  route_type: z.union([z.enum(ROUTE_TYPES), z.literal('')]).nullable(),
  departure_date: z.string(),
  return_date: z.string(),
  subscription_route_type: z.enum(SUBSCRIPTION_ROUTE_TYPES),
  trip_days: z.array(z.number().int().min(1).max(7)).max(7),
  subscription_duration: z.union([z.enum(SUBSCRIPTION_DURATIONS), z.literal('')]),
  walletSource: z.enum(WALLET_SOURCES),
  luggage: z.boolean(),
  luggage_quantity: z.number().int().min(LUGGAGE_MIN).max(LUGGAGE_MAX),
});
export type RouteSearchValues = z.input<typeof RouteSearchFields>;

/**
 * The search form's rules (docs/product.md#route-search), checked against `today` in Lagos so that they do
 * not depend on the device's time zone; the output is the options a search carries.
 */
export const routeSearchInput = (today: string, horizonDays = DEFAULT_BOOKING_HORIZON_DAYS) =>
  RouteSearchFields.superRefine((input, context) => {
    const lastDate = lastBookableDate(today, horizonDays);
    const missing = (path: string) =>
      context.addIssue({ code: 'custom', path: [path], message: MESSAGES.missingRequiredFields });
    // docs/product.md#route-search: source, destination, route type and departure date are required, and a
    // subscription needs a duration. A return needs its second date and a subscription its days
    // (docs/decisions/022-route-search-options.md).
    if (!input.source_route) missing('source_route');
    if (!input.destination_route) missing('destination_route');
    if (!input.route_type) missing('route_type');
    if (!input.departure_date) missing('departure_date');
    else if (!isoDate.safeParse(input.departure_date).success || input.departure_date < today) {
      context.addIssue({ code: 'custom', path: ['departure_date'], message: MESSAGES.dateBeforeToday });
    } else if (input.departure_date > lastDate) {
      context.addIssue({
        code: 'custom',
        path: ['departure_date'],
        message: bookingHorizonMessage(horizonDays),
      });
    }
    if (input.route_type === 'subscription') {
      if (!input.subscription_duration) missing('subscription_duration');
      if (input.trip_days.length === 0) missing('trip_days');
    }
    if (input.route_type && hasReturnTrip({ ...input, route_type: input.route_type })) {
      if (!input.return_date) missing('return_date');
      else if (!isoDate.safeParse(input.return_date).success || input.return_date < today) {
        context.addIssue({ code: 'custom', path: ['return_date'], message: MESSAGES.dateBeforeToday });
      } else if (input.departure_date && input.return_date < input.departure_date) {
        context.addIssue({ code: 'custom', path: ['return_date'], message: MESSAGES.returnBeforeDeparture });
      } else if (input.return_date > lastDate) {
        context.addIssue({
          code: 'custom',
          path: ['return_date'],
          message: bookingHorizonMessage(horizonDays),
        });
      }
    }
  }).transform((input): RouteSearchOptions => {
    const routeType = input.route_type as RouteType;
    const isSubscription = routeType === 'subscription';
    const wantsReturn = hasReturnTrip({
      route_type: routeType,
      subscription_route_type: input.subscription_route_type,
    });
    return {
      source_route: input.source_route as StopChoice,
      destination_route: input.destination_route as StopChoice,
      departure_date: input.departure_date,
      ...(wantsReturn ? { return_date: input.return_date } : {}),
      route_type: routeType,
      ...(isSubscription
        ? {
            subscription_route_type: input.subscription_route_type,
            trip_days: [...input.trip_days].sort((a, b) => a - b),
            subscription_duration: input.subscription_duration as RouteSearchOptions['subscription_duration'],
          }
        : {}),
      walletSource: input.walletSource,
      luggage: input.luggage,
      ...(input.luggage ? { luggage_quantity: input.luggage_quantity } : {}),
    };
  });

/* Reading the `options` query parameter back (written by `encodeSearchOptions` in search-options.ts). */

const STOP_IN_ADDRESS = /^(.*)--(\d{1,10})$/s;

export function stopFromAddress(value: unknown): StopChoice | null {
  if (typeof value !== 'string') return null;
  const match = STOP_IN_ADDRESS.exec(value);
  const parsed = StopChoice.safeParse({ label: match?.[1], id: Number(match?.[2]) });
  return parsed.success ? parsed.data : null;
}

/** The options of an address, or null when it carries none or they are not valid. */
export function decodeSearchOptions(value: string | null | undefined): RouteSearchOptions | null {
  if (!value) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const fields = raw as Record<string, unknown>;
  const parsed = RouteSearchOptions.safeParse({
    ...fields,
    source_route: stopFromAddress(fields.source_route),
    destination_route: stopFromAddress(fields.destination_route),
  });
  return parsed.success ? parsed.data : null;
}

/* The public network's calls: stops, the search's trips and the routes' catalogue (ADR 106's limit) */

export const getBusStopsCall = defineCall(getBusStopsAddress, {
  answers: { 200: BusStopList },
});
export const discoverRoutesCall = defineCall(discoverRoutesAddress, {
  params: DiscoveryParams,
  query: DiscoveryQuery,
  answers: { 200: DiscoveryAnswer },
});
export const getRouteCatalogueCall = defineCall(getRouteCatalogueAddress, {
  answers: { 200: RouteCatalogue },
});
