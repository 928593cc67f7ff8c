/**
 * The route search's choices and what carries a search from page to page
 * (docs/product.md#route-search), apart from its schemas in `network.ts`: the search form draws its
 * fields and writes the address's `options` with these, and loads zod only when it checks what was
 * entered or reads options from an address (docs/decisions/204). It imports nothing, not even
 * network.ts's types (which import these choices): the shapes below are what it reads of them.
 */

export const ROUTE_TYPES = ['one-way', 'return', 'subscription'] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];
export const SUBSCRIPTION_ROUTE_TYPES = ['one-way', 'return'] as const;
export type SubscriptionRouteType = (typeof SUBSCRIPTION_ROUTE_TYPES)[number];
export const SUBSCRIPTION_DURATIONS = ['1', '2', '3', '4'] as const;
export const LUGGAGE_MIN = 1;
export const LUGGAGE_MAX = 10;
/**
 * Which wallet pays for the search's rides. Here rather than in wallet.ts, whose schemas (and the
 * accounts' with them) would otherwise load with the list of stops' definition (docs/decisions/291).
 */
export const WALLET_SOURCES = ['Personal', 'Company'] as const;

/** Whether the options ask for a second trip back (route type return, or a return subscription). */
export function hasReturnTrip(options: {
  route_type: RouteType;
  subscription_route_type?: SubscriptionRouteType | undefined;
}) {
  return (
    options.route_type === 'return' ||
    (options.route_type === 'subscription' && options.subscription_route_type === 'return')
  );
}

/* The `options` query parameter: the options as JSON, each stop written as label--id (docs/product.md#route-search). */

/** A stop as a search holds it (`StopChoice` in network.ts). */
interface ChosenStop {
  label: string;
  id: number;
}

export function stopToAddress(stop: ChosenStop): string {
  return `${stop.label}--${stop.id}`;
}

/** Any search's options (`RouteSearchOptions` in network.ts): the stops written as above, the rest as they are. */
export function encodeSearchOptions(options: {
  source_route: ChosenStop;
  destination_route: ChosenStop;
}): string {
  return JSON.stringify({
    ...options,
    source_route: stopToAddress(options.source_route),
    destination_route: stopToAddress(options.destination_route),
  });
}
