import type { CallAddress } from '../call.ts';

/** Where each call of `bus-partner.ts` is answered, without its schemas (docs/decisions/287). */

export const getBusPartnerProfileAddress = 'GET /bus-partner/me' satisfies CallAddress;
export const getBusPartnerVehiclesAddress = 'GET /bus-partner/vehicles' satisfies CallAddress;
export const getBusPartnerLiveAddress = 'GET /bus-partner/live' satisfies CallAddress;
export const getBusPartnerDriversAddress = 'GET /bus-partner/drivers' satisfies CallAddress;
export const getBusPartnerRunsAddress = 'GET /bus-partner/runs' satisfies CallAddress;
export const getBusPartnerEarningsAddress = 'GET /bus-partner/earnings' satisfies CallAddress;
export const downloadBusPartnerStatementAddress = 'GET /bus-partner/statement' satisfies CallAddress;
