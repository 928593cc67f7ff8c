// The ORM comes through this package so that every workspace uses one copy of it.
export * from 'drizzle-orm';
export { alias, type PgTable } from 'drizzle-orm/pg-core';
export * from './client.ts';
export { DirectoryLockedError } from './directory-lock.ts';
export { migrate } from './migrate.ts';
export { type OpenDatabaseOptions, openDatabase } from './open-database.ts';
export * from './schema/index.ts';
export { integerArray, preparedStatement, rowsOf } from './statements.ts';
