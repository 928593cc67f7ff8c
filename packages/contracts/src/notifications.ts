import { z } from 'zod';
import { idParam } from './fields.ts';
import { PageMeta } from './lists.ts';

export const NOTIFICATIONS_PAGE_LIMIT = 50;

/** A message to the rider (docs/product.md#notifications): spec fields id and is_read, and what it says. */
export const Notification = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** An address inside the app to open, such as /dashboard/wallet. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /users/{userId}/notifications: newest first. */
export const NotificationList = z.object({ data: z.array(Notification), meta: PageMeta });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_LIMIT).default(20),
  unread_only: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type NotificationsQuery = z.input<typeof NotificationsQuery>;

export const NotificationParams = z.strictObject({ userId: idParam, notificationId: idParam });

/** PATCH /users/{userId}/notifications/{notificationId} */
export const UpdateNotificationInput = z.strictObject({ is_read: z.boolean() });
export type UpdateNotificationInput = z.infer<typeof UpdateNotificationInput>;

/** GET /users/{userId}/unread-notifications-count, and the answer of marking all read. */
export const UnreadCount = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;
