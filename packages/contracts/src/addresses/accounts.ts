import type { CallAddress } from '../call.ts';

/** Where each call of `accounts.ts` is answered, without its schemas (docs/decisions/287). */

export const getCitiesAddress = 'GET /city' satisfies CallAddress;
export const registerAddress = 'POST /users' satisfies CallAddress;
export const loginAddress = 'POST /login' satisfies CallAddress;
export const logoutAddress = 'POST /logout' satisfies CallAddress;
export const updateProfileAddress = 'PATCH /users/:userId' satisfies CallAddress;
export const undoEmailChangeAddress = 'POST /email-changes/undo' satisfies CallAddress;
export const verifyAccountAddress = 'POST /users/:userId/verify' satisfies CallAddress;
export const resendVerificationCodeAddress = 'POST /users/:userId/verify/resend' satisfies CallAddress;
export const requestPasswordResetAddress = 'POST /password' satisfies CallAddress;
export const resetPasswordAddress = 'POST /password/change' satisfies CallAddress;
export const getMeAddress = 'GET /me' satisfies CallAddress;
