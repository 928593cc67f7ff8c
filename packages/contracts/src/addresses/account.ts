import type { CallAddress } from '../call.ts';

/** Where each call of `account.ts` is answered, without its schemas (docs/decisions/287). */

export const uploadAvatarAddress = 'PATCH /user/avatar/:userId' satisfies CallAddress;
export const getAvatarAddress = 'GET /users/:userId/avatars/:fileId' satisfies CallAddress;
export const changePasswordAddress = 'POST /users/:userId/password' satisfies CallAddress;
export const getTripPreferencesAddress = 'GET /users/:userId/trip-preferences' satisfies CallAddress;
export const saveTripPreferencesAddress = 'PUT /users/:userId/trip-preferences' satisfies CallAddress;
export const suggestRouteAddress = 'POST /users/:userId/route-suggestions' satisfies CallAddress;
export const getRouteSuggestionsAddress = 'GET /users/:userId/route-suggestions' satisfies CallAddress;
