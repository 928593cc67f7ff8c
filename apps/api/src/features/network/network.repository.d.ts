import { type Executor, type TripDay } from '@shuttle/db';
/** Trip days in these states still take riders; the others are under way, over or called off. */
export declare const BOOKABLE_TRIP_DAY_STATUSES: readonly ['scheduled', 'boarding'];
export interface DiscoveryFilter {
  sourceId: number;
  destinationId: number;
  tripDate: string;
  /** Spec numbering, Sunday=1 ... Saturday=7. */
  weekday: number;
  /** Only rides picking up after this minute of the day (today's departed rides are gone). */
  pickupAfterMinute: number | null;
}
/**
 * Every ride of an active public route that picks up at the source and later drops off at the
 * destination on that date, in one statement; exported so that the benchmark runs the very same
 * SQL directly (bench/discovery.bench.ts).
 */
export declare function discoveryQuery(
  db: Executor,
  filter: DiscoveryFilter,
): Omit<
  import('drizzle-orm/pg-core').PgSelectBase<
    any,
    {
      routeId: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'id';
          tableName: 'routes';
          dataType: 'number';
          columnType: 'PgInteger';
          data: number;
          driverParam: string | number;
          notNull: true;
          hasDefault: true;
          isPrimaryKey: true;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: undefined;
          baseColumn: never;
          identity: 'byDefault';
          generated: undefined;
        },
        {},
        {}
      >;
      routeCode: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'code';
          tableName: 'routes';
          dataType: 'string';
          columnType: 'PgText';
          data: string;
          driverParam: string;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: [string, ...string[]];
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
      routeName: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'name';
          tableName: 'routes';
          dataType: 'string';
          columnType: 'PgText';
          data: string;
          driverParam: string;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: [string, ...string[]];
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
      itineraryId: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'id';
          tableName: 'itineraries';
          dataType: 'number';
          columnType: 'PgInteger';
          data: number;
          driverParam: string | number;
          notNull: true;
          hasDefault: true;
          isPrimaryKey: true;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: undefined;
          baseColumn: never;
          identity: 'byDefault';
          generated: undefined;
        },
        {},
        {}
      >;
      departureMinute: import('drizzle-orm').SQL<number>;
      pickupMinute: import('drizzle-orm').SQL<number>;
      arrivalMinute: import('drizzle-orm').SQL<number>;
      pickupStop: {
        id: any;
        name: any;
        location: any;
      };
      dropoffStop: {
        id: any;
        name: any;
        location: any;
      };
      fareKobo: import('drizzle-orm').SQL<number>;
      capacity: import('drizzle-orm').SQL<number>;
      seatsAvailable: import('drizzle-orm').SQL<number>;
    },
    'partial',
    any,
    false,
    'where' | 'orderBy',
    any[],
    {
      routeId: any;
      routeCode: any;
      routeName: any;
      itineraryId: any;
      departureMinute: import('drizzle-orm').DrizzleTypeError<'You cannot reference this field without assigning it an alias first - use `.as(<alias>)`'>;
      pickupMinute: import('drizzle-orm').DrizzleTypeError<'You cannot reference this field without assigning it an alias first - use `.as(<alias>)`'>;
      arrivalMinute: import('drizzle-orm').DrizzleTypeError<'You cannot reference this field without assigning it an alias first - use `.as(<alias>)`'>;
      pickupStop: {
        id: any;
        name: any;
        location: any;
      };
      dropoffStop: {
        id: any;
        name: any;
        location: any;
      };
      fareKobo: import('drizzle-orm').DrizzleTypeError<'You cannot reference this field without assigning it an alias first - use `.as(<alias>)`'>;
      capacity: import('drizzle-orm').DrizzleTypeError<'You cannot reference this field without assigning it an alias first - use `.as(<alias>)`'>;
      seatsAvailable: import('drizzle-orm').DrizzleTypeError<'You cannot reference this field without assigning it an alias first - use `.as(<alias>)`'>;
    }
  >,
  'where' | 'orderBy'
>;
export type DiscoveredRow = Awaited<ReturnType<typeof discoveryQuery>>[number];
export interface RideKey {
  itineraryId: number;
  pickupId: number;
  destinationId: number;
  tripDate: string;
}
/** Everything needed to say whether one ride can be sold, and why not. */
export declare function findRideFacts(db: Executor, key: RideKey): Promise<any>;
export declare function listStops(db: Executor): Omit<
  import('drizzle-orm/pg-core').PgSelectBase<
    'bus_stops',
    {
      id: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'id';
          tableName: 'bus_stops';
          dataType: 'number';
          columnType: 'PgInteger';
          data: number;
          driverParam: string | number;
          notNull: true;
          hasDefault: true;
          isPrimaryKey: true;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: undefined;
          baseColumn: never;
          identity: 'byDefault';
          generated: undefined;
        },
        {},
        {}
      >;
      name: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'name';
          tableName: 'bus_stops';
          dataType: 'string';
          columnType: 'PgText';
          data: string;
          driverParam: string;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: [string, ...string[]];
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
      location: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'location';
          tableName: 'bus_stops';
          dataType: 'string';
          columnType: 'PgText';
          data: string;
          driverParam: string;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: [string, ...string[]];
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
      latitude: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'latitude';
          tableName: 'bus_stops';
          dataType: 'number';
          columnType: 'PgDoublePrecision';
          data: number;
          driverParam: string | number;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: undefined;
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
      longitude: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'longitude';
          tableName: 'bus_stops';
          dataType: 'number';
          columnType: 'PgDoublePrecision';
          data: number;
          driverParam: string | number;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: undefined;
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
      city_id: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'city_id';
          tableName: 'bus_stops';
          dataType: 'number';
          columnType: 'PgInteger';
          data: number;
          driverParam: string | number;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: undefined;
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
    },
    'partial',
    Record<'bus_stops', 'not-null'>,
    false,
    'orderBy',
    {
      id: number;
      name: string;
      location: string;
      latitude: number;
      longitude: number;
      city_id: number;
    }[],
    {
      id: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'id';
          tableName: 'bus_stops';
          dataType: 'number';
          columnType: 'PgInteger';
          data: number;
          driverParam: string | number;
          notNull: true;
          hasDefault: true;
          isPrimaryKey: true;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: undefined;
          baseColumn: never;
          identity: 'byDefault';
          generated: undefined;
        },
        {},
        {}
      >;
      name: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'name';
          tableName: 'bus_stops';
          dataType: 'string';
          columnType: 'PgText';
          data: string;
          driverParam: string;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: [string, ...string[]];
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
      location: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'location';
          tableName: 'bus_stops';
          dataType: 'string';
          columnType: 'PgText';
          data: string;
          driverParam: string;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: [string, ...string[]];
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
      latitude: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'latitude';
          tableName: 'bus_stops';
          dataType: 'number';
          columnType: 'PgDoublePrecision';
          data: number;
          driverParam: string | number;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: undefined;
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
      longitude: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'longitude';
          tableName: 'bus_stops';
          dataType: 'number';
          columnType: 'PgDoublePrecision';
          data: number;
          driverParam: string | number;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: undefined;
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
      city_id: import('drizzle-orm/pg-core').PgColumn<
        {
          name: 'city_id';
          tableName: 'bus_stops';
          dataType: 'number';
          columnType: 'PgInteger';
          data: number;
          driverParam: string | number;
          notNull: true;
          hasDefault: false;
          isPrimaryKey: false;
          isAutoincrement: false;
          hasRuntimeDefault: false;
          enumValues: undefined;
          baseColumn: never;
          identity: undefined;
          generated: undefined;
        },
        {},
        {}
      >;
    }
  >,
  'orderBy'
>;
/** The active public routes with their stops, departures and default fares from the first stop. */
export declare function loadCatalogue(
  db: Executor,
  today: string,
): Promise<{
  routeRows: {
    id: number;
    code: string;
    name: string;
  }[];
  stopRows: {
    routeId: number;
    position: number;
    id: number;
    name: string;
    location: string;
    minutesFromStart: number;
    canPickUp: boolean;
    canDropOff: boolean;
  }[];
  departureRows: {
    routeId: number;
    id: number;
    departureTime: string;
    daysOfWeek: number[];
    capacity: number;
  }[];
  fareRows: {
    routeId: number;
    dropoffStopId: number;
    fareKobo: number;
  }[];
}>;
/** Creates the dated run on first need; a run that exists already is left as it is. */
export declare function ensureTripDay(
  tx: Executor,
  itineraryId: number,
  tripDate: string,
): Promise<TripDay | null>;
/** Takes seats only if they are there, in one conditional UPDATE (QUALITY.md section 1). */
export declare function takeSeats(tx: Executor, tripDayId: number, seats: number): Promise<TripDay | null>;
export declare function releaseSeats(tx: Executor, tripDayId: number, seats: number): Promise<TripDay | null>;
