import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookingRides } from './bookings.ts';

export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  isRead: boolean('is_read').notNull().default(false),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type NotificationRow = typeof notifications.$inferSelect;

/** A rider's choice of a channel for a kind of notice; no row: the default (0776). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', {
      enum: ['booking', 'cancellation', 'refund', 'run_notice', 'reminder', 'arrival'],
    }).notNull(),
    channel: text('channel', { enum: ['push', 'email', 'sms'] }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.channel] })],
);
export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;

/** The claim of a ride's reminder: one row, one reminder, however often the job runs (0776). */
export const rideReminders = pgTable('ride_reminders', {
  rideId: integer('ride_id')
    .primaryKey()
    .references(() => bookingRides.id),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * Web pushes of rider notices, written with the notice and sent after its commit; the sender
 * deletes a row as it claims it, so a push goes at most once (0780, docs/decisions/263).
 */
export const outboxPushes = pgTable('outbox_pushes', {
  id: uuid('id').primaryKey(),
  userIds: integer('user_ids').array().notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type OutboxPush = typeof outboxPushes.$inferSelect;
