import { z } from 'zod';
import {
  getNotificationPreferencesAddress,
  getNotificationsAddress,
  getUnreadNotificationsCountAddress,
  markAllNotificationsReadAddress,
  markNotificationReadAddress,
  saveNotificationPreferencesAddress,
} from './addresses/notifications.ts';
import { defineCall } from './call.ts';
import { idParam, UserIdParams } from './fields.ts';
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

/**
 * The kinds of notice a rider can route (docs/notices.md): each is always written in the app,
 * and by web push, email and SMS as the rider chooses.
 */
export const NOTICE_KINDS = [
  'booking',
  'cancellation',
  'refund',
  'run_notice',
  'reminder',
  'arrival',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ['push', 'email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** SMS costs per message, so it carries only what is worth a text: the ride's reminder and run notices. */
export const SMS_NOTICE_KINDS: readonly NoticeKind[] = ['reminder', 'run_notice'];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  booking: 'Booking confirmations',
  cancellation: 'Cancellations',
  refund: 'Refunds',
  run_notice: 'News about your ride (delays, changes of bus)',
  reminder: 'Reminders before pick-up',
  arrival: 'Your bus is near or at your stop',
};

/**
 * Whether a kind of notice can go by a channel (docs/notices.md): SMS only for the kinds above,
 * and no email for arrivals, which would come too late to help. A channel offered is on until
 * the rider turns it off.
 */
export function isChannelOffered(kind: NoticeKind, channel: NoticeChannel): boolean {
  if (channel === 'sms') return SMS_NOTICE_KINDS.includes(kind);
  if (channel === 'email') return kind !== 'arrival';
  return true;
}

export const NOTICE_PREFERENCE_MESSAGES = {
  notOffered: 'Text messages go only for reminders and news about your ride, and arrivals never by email.',
  kindTwice: 'Each kind of notice appears once.',
} as const;

/** One kind of notice and where it goes besides the app; a channel not offered is always false. */
export const NoticePreference = z.strictObject({
  kind: z.enum(NOTICE_KINDS),
  push: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});
export type NoticePreference = z.infer<typeof NoticePreference>;

/**
 * GET /users/{userId}/notification-preferences: every kind, in NOTICE_KINDS order, as one
 * unpaged list (docs/decisions/131).
 */
export const NotificationPreferences = z.object({
  data: z.array(NoticePreference),
  meta: PageMeta,
  /** False where this deployment sends no text messages: the SMS choices are then not shown. */
  sms_offered: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** PUT /users/{userId}/notification-preferences: the kinds to change; the others stay as they are. */
export const UpdateNotificationPreferencesInput = z.strictObject({
  data: z
    .array(NoticePreference)
    .min(1)
    .max(NOTICE_KINDS.length)
    .refine((rows) => new Set(rows.map((row) => row.kind)).size === rows.length, {
      message: NOTICE_PREFERENCE_MESSAGES.kindTwice,
    })
    .refine(
      (rows) =>
        rows.every((row) =>
          NOTICE_CHANNELS.every((channel) => !row[channel] || isChannelOffered(row.kind, channel)),
        ),
      { message: NOTICE_PREFERENCE_MESSAGES.notOffered },
    ),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof UpdateNotificationPreferencesInput>;

/** The one-click unsubscribe link's token: `{userId}.{kind}.{signature}` (ADR 257). */
export const UnsubscribeParams = z.strictObject({ token: z.string().min(10).max(200) });

/** The rider's choice of notices per kind and channel. */
export const getNotificationPreferencesCall = defineCall(getNotificationPreferencesAddress, {
  params: UserIdParams,
  answers: { 200: NotificationPreferences },
});

export const saveNotificationPreferencesCall = defineCall(saveNotificationPreferencesAddress, {
  params: UserIdParams,
  body: UpdateNotificationPreferencesInput,
  answers: { 200: NotificationPreferences },
});

/** The in-app notices, newest first, a page at a time. */
export const getNotificationsCall = defineCall(getNotificationsAddress, {
  params: UserIdParams,
  query: NotificationsQuery,
  answers: { 200: NotificationList },
});

export const markNotificationReadCall = defineCall(markNotificationReadAddress, {
  params: NotificationParams,
  body: UpdateNotificationInput,
  answers: { 200: Notification },
});

export const markAllNotificationsReadCall = defineCall(markAllNotificationsReadAddress, {
  params: UserIdParams,
  answers: { 200: UnreadCount },
});

/** The bell's count. */
export const getUnreadNotificationsCountCall = defineCall(getUnreadNotificationsCountAddress, {
  params: UserIdParams,
  answers: { 200: UnreadCount },
});
