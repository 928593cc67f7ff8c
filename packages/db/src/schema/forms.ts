import { INBOX_KINDS, INBOX_STATUSES } from '@shuttle/contracts';
import { bigint, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** The public forms' tables (migration 0400_public_forms.sql). */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Where an item stands in the operators' inbox (migration 0740_inboxes.sql). */
export const inboxColumns = () => ({
  status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
  assigneeId: integer('assignee_id').references(() => users.id),
});

const person = {
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  email: text('email').notNull(),
};

export const charterRequests = pgTable('charter_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').references(() => users.id),
  ...person,
  phone: text('phone').notNull(),
  pickupAddress: text('pickup_address').notNull(),
  dropoffAddress: text('dropoff_address').notNull(),
  pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
  pickupTime: text('pickup_time').notNull(),
  returnDate: date('return_date', { mode: 'string' }),
  returnTime: text('return_time'),
  returnAddress: text('return_address'),
  passengers: integer('passengers').notNull(),
  vehicles: text('vehicles', { enum: ['Shuttle', 'Car'] }).notNull(),
  ...inboxColumns(),
  quoteKobo: bigint('quote_kobo', { mode: 'number' }),
  ...timestamps,
});
export type CharterRequest = typeof charterRequests.$inferSelect;

export const driverApplications = pgTable('driver_applications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  ...person,
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  ...inboxColumns(),
  accountId: integer('account_id').references(() => users.id),
  ...timestamps,
});
export type DriverApplication = typeof driverApplications.$inferSelect;

export const partnerApplications = pgTable('partner_applications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  ...person,
  phone: text('phone').notNull(),
  companyName: text('company_name').notNull(),
  vehicleBrand: text('vehicle_brand').notNull(),
  vehicleCount: integer('vehicle_count').notNull(),
  vehicleType: text('vehicle_type').notNull(),
  amenities: text('amenities').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull(),
  ...inboxColumns(),
  accountId: integer('account_id').references(() => users.id),
  ...timestamps,
});
export type PartnerApplication = typeof partnerApplications.$inferSelect;

export const UPLOAD_PURPOSES = ['driver_licence'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  storedName: text('stored_name').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type Upload = typeof uploads.$inferSelect;

export const programmeApplications = pgTable('programme_applications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  surveyType: text('survey_type', { enum: ['she_moves'] }).notNull(),
  scope: text('scope', { enum: ['participant', 'mentor', 'driver'] }).notNull(),
  ...person,
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  licenceUploadId: uuid('licence_upload_id').references(() => uploads.id),
  ...inboxColumns(),
  ...timestamps,
});
export type ProgrammeApplication = typeof programmeApplications.$inferSelect;

export const feedback = pgTable('feedback', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  ...person,
  comment: text('comment').notNull(),
  ...inboxColumns(),
  ...timestamps,
});
export type Feedback = typeof feedback.$inferSelect;

export const formSubmissionKeys = pgTable('form_submission_keys', {
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  recordId: integer('record_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The history of an inbox item: one row per operator change. */
export const inboxEvents = pgTable('inbox_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  kind: text('kind', { enum: INBOX_KINDS }).notNull(),
  itemId: integer('item_id').notNull(),
  actorId: integer('actor_id')
    .notNull()
    .references(() => users.id),
  statusBefore: text('status_before', { enum: INBOX_STATUSES }).notNull(),
  statusAfter: text('status_after', { enum: INBOX_STATUSES }).notNull(),
  assigneeBefore: integer('assignee_before').references(() => users.id),
  assigneeAfter: integer('assignee_after').references(() => users.id),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type InboxEvent = typeof inboxEvents.$inferSelect;
