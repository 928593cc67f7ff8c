import type { CallAddress } from '../call.ts';

/** Where each call of `network.ts` is answered, without its schemas (docs/decisions/287). */

export const getBusStopsAddress = 'GET /bus-stops' satisfies CallAddress;
export const discoverRoutesAddress =
  'GET /route-discovery/from/:sourceId/to/:destinationId' satisfies CallAddress;
export const getRouteCatalogueAddress = 'GET /routes/catalogue' satisfies CallAddress;
