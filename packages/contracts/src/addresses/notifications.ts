import type { CallAddress } from '../call.ts';

/** Where each call of `notifications.ts` is answered, without its schemas (docs/decisions/287). */

export const getNotificationPreferencesAddress =
  'GET /users/:userId/notification-preferences' satisfies CallAddress;
export const saveNotificationPreferencesAddress =
  'PUT /users/:userId/notification-preferences' satisfies CallAddress;
export const getNotificationsAddress = 'GET /users/:userId/notifications' satisfies CallAddress;
export const markNotificationReadAddress =
  'PATCH /users/:userId/notifications/:notificationId' satisfies CallAddress;
export const markAllNotificationsReadAddress =
  'POST /users/:userId/notifications/read-all' satisfies CallAddress;
export const getUnreadNotificationsCountAddress =
  'GET /users/:userId/unread-notifications-count' satisfies CallAddress;
