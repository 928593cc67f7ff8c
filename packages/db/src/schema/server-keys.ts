import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Session-token signing keys, shared by every API process on the database (docs/decisions/111). */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  generation: integer('generation').notNull().unique(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type SigningKey = typeof signingKeys.$inferSelect;

/** Secrets that never rotate, one per purpose. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
