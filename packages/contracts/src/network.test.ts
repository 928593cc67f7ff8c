import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  decodeSearchOptions,
  type RouteSearchOptions,
  type RouteSearchValues,
  routeSearchInput,
} from './network.ts';
import { encodeSearchOptions } from './search-options.ts';

const options: RouteSearchOptions = {
  source_route: { id: 9, label: 'Ikorodu Garage, by the Sagamu Road roundabout' },
  destination_route: { id: 76, label: 'Obalende -- the motor park' },
  departure_date: '2026-11-23',
  route_type: 'one-way',
  walletSource: 'Personal',
  luggage: false,
};

describe('the options query parameter', () => {
  it('writes stops as label--id and reads them back, even with "--" in a label', () => {
    const encoded = encodeSearchOptions(options);
    expect(JSON.parse(encoded)).toMatchObject({
      source_route: 'Ikorodu Garage, by the Sagamu Road roundabout--9',
      destination_route: 'Obalende -- the motor park--76',
    });
    expect(decodeSearchOptions(encoded)).toEqual(options);
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    '{"source_route":"Ikorodu--abc","destination_route":"Obalende--76","departure_date":"2026-11-23","route_type":"one-way"}',
    '{"source_route":"Ikorodu--9","destination_route":"Obalende--76","departure_date":"2026-11-23","route_type":"charter"}',
    '{"source_route":"Ikorodu--9","destination_route":"Obalende--76","departure_date":"23/11/2026","route_type":"one-way"}',
  ])('reads %j as no options', (value) => {
    expect(decodeSearchOptions(value)).toBeNull();
  });
});

describe('the search form rules', () => {
  const values = (overrides: Partial<RouteSearchValues> = {}): RouteSearchValues => ({
    source_route: options.source_route,
    destination_route: options.destination_route,
    route_type: 'one-way',
    departure_date: '2026-11-23',
    return_date: '',
    subscription_route_type: 'one-way',
    trip_days: [],
    subscription_duration: '',
    walletSource: 'Personal',
    luggage: false,
    luggage_quantity: 1,
    ...overrides,
  });
  const messages = (input: RouteSearchValues) => {
    const result = routeSearchInput('2026-11-21').safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  const missing = (field: string) => `${field}: ${MESSAGES.missingRequiredFields}`;

  it('gives the options a search carries, dropping fields that do not apply', () => {
    const result = routeSearchInput('2026-11-21').parse(
      values({ return_date: '2026-11-30', trip_days: [3] }),
    );
    expect(result).toEqual(options);
  });

  it.each([
    [{ source_route: null }, 'source_route'],
    [{ destination_route: null }, 'destination_route'],
    [{ route_type: null }, 'route_type'],
    [{ route_type: '' as const }, 'route_type'],
    [{ departure_date: '' }, 'departure_date'],
    [{ route_type: 'return' as const }, 'return_date'],
    [{ route_type: 'subscription' as const, trip_days: [2] }, 'subscription_duration'],
    [{ route_type: 'subscription' as const, subscription_duration: '2' as const }, 'trip_days'],
  ])('needs every required field: %j misses %s', (overrides, field) => {
    expect(messages(values(overrides))).toContain(missing(field));
  });

  it('refuses dates before today and a return before the departure', () => {
    expect(messages(values({ departure_date: '2026-11-20' }))).toEqual([
      `departure_date: ${MESSAGES.dateBeforeToday}`,
    ]);
    expect(messages(values({ route_type: 'return', return_date: '2026-11-22' }))).toEqual([
      `return_date: ${MESSAGES.returnBeforeDeparture}`,
    ]);
  });

  it('keeps luggage between 1 and 10 and trip days between 1 and 7', () => {
    expect(messages(values({ luggage: true, luggage_quantity: 11 }))).toHaveLength(1);
    expect(messages(values({ luggage: true, luggage_quantity: 0 }))).toHaveLength(1);
    expect(
      messages(values({ route_type: 'subscription', subscription_duration: '1', trip_days: [8] })),
    ).toHaveLength(1);
  });
});
