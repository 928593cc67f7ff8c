import type { CallAddress } from '../call.ts';

/** Where each call of `operations.ts` is answered, without its schemas (docs/decisions/287). */

export const getOpsStopsAddress = 'GET /ops/stops' satisfies CallAddress;
export const createStopAddress = 'POST /ops/stops' satisfies CallAddress;
export const updateStopAddress = 'PATCH /ops/stops/:id' satisfies CallAddress;
export const getOpsRoutesAddress = 'GET /ops/routes' satisfies CallAddress;
export const getOpsRouteAddress = 'GET /ops/routes/:id' satisfies CallAddress;
export const createRouteAddress = 'POST /ops/routes' satisfies CallAddress;
export const updateRouteAddress = 'PATCH /ops/routes/:id' satisfies CallAddress;
export const getItinerariesAddress = 'GET /ops/routes/:id/itineraries' satisfies CallAddress;
export const createItineraryAddress = 'POST /ops/routes/:id/itineraries' satisfies CallAddress;
export const updateItineraryAddress = 'PATCH /ops/itineraries/:id' satisfies CallAddress;
export const getFaresAddress = 'GET /ops/routes/:id/fares' satisfies CallAddress;
export const saveFaresAddress = 'PUT /ops/routes/:id/fares' satisfies CallAddress;
export const getRunsAddress = 'GET /ops/trip-days' satisfies CallAddress;
export const getRunAddress = 'GET /ops/trip-days/:id' satisfies CallAddress;
export const updateRunAddress = 'PATCH /ops/trip-days/:id' satisfies CallAddress;
export const cancelRunAddress = 'POST /ops/trip-days/:id/cancel' satisfies CallAddress;
export const getManifestAddress = 'GET /ops/trip-days/:id/manifest' satisfies CallAddress;
export const rosterDepartureAddress = 'POST /ops/itineraries/:id/roster' satisfies CallAddress;
export const getRosterWeekAddress = 'GET /ops/rosters/week' satisfies CallAddress;
export const getUnassignedRunsAddress = 'GET /ops/rosters/unassigned' satisfies CallAddress;
export const getRunNoticeAudienceAddress = 'GET /ops/trip-days/:id/notices/audience' satisfies CallAddress;
export const sendRunNoticeAddress = 'POST /ops/trip-days/:id/notices' satisfies CallAddress;
export const getOpsUsersAddress = 'GET /ops/users' satisfies CallAddress;
export const getOpsUserAddress = 'GET /ops/users/:userId' satisfies CallAddress;
export const adjustWalletAddress = 'POST /ops/users/:userId/wallet-adjustments' satisfies CallAddress;
export const getWalletAdjustmentsAddress = 'GET /ops/wallet-adjustments' satisfies CallAddress;
export const approveWalletAdjustmentAddress =
  'POST /ops/wallet-adjustments/:id/approve' satisfies CallAddress;
export const rejectWalletAdjustmentAddress = 'POST /ops/wallet-adjustments/:id/reject' satisfies CallAddress;
export const getStaffAddress = 'GET /ops/staff' satisfies CallAddress;
export const inviteStaffAddress = 'POST /ops/staff' satisfies CallAddress;
export const updateStaffAddress = 'PATCH /ops/staff/:id' satisfies CallAddress;
export const getAuditLogAddress = 'GET /ops/audit-log' satisfies CallAddress;
export const getDeadJobsAddress = 'GET /ops/jobs/dead' satisfies CallAddress;
export const retryJobAddress = 'POST /ops/jobs/dead/:jobId/retry' satisfies CallAddress;
export const setPasswordAddress = 'POST /set-password' satisfies CallAddress;
export const getDriversAddress = 'GET /ops/drivers' satisfies CallAddress;
export const updateDriverAddress = 'PATCH /ops/drivers/:id' satisfies CallAddress;
export const getVehiclesAddress = 'GET /ops/vehicles' satisfies CallAddress;
export const getVehicleOwnersAddress = 'GET /ops/vehicle-owners' satisfies CallAddress;
export const createVehicleAddress = 'POST /ops/vehicles' satisfies CallAddress;
export const updateVehicleAddress = 'PATCH /ops/vehicles/:id' satisfies CallAddress;
export const issueTrackerAddress = 'POST /ops/vehicles/:id/tracker' satisfies CallAddress;
