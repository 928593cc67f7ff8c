import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** The rows of a raw `sql` statement, whichever the database. */
export async function rowsOf<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  return rowsOfResult<Row>(await db.execute(statement));
}

/** node-postgres answers a raw statement with a result holding `rows`, PGlite with the rows. */
function rowsOfResult<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}

/**
 * A statement Postgres parses and plans once per connection instead of on every run, for the
 * few statements nearly every request runs (docs/decisions/215-prepared-statements-for-hot-reads.md).
 * Drizzle's `execute` builds a statement's text again on every call and sends it unnamed, so
 * Postgres parses and plans it again too; here the text is built once, and node-postgres sends it
 * under `name` the first time a connection runs it and by name after that. Its values are
 * `sql.placeholder(key)` in `statement`, given per run; the text must not change between runs,
 * so a list goes in as one array value (`= ANY(${sql.placeholder('ids')}::int[])`). On PGlite it
 * runs like any other statement. Runs on the database or inside a transaction alike.
 */
export function preparedStatement<Row>(
  name: string,
  statement: SQL,
): (db: Executor, values: Record<string, unknown>) => Promise<Row[]> {
  const query = new PgDialect().sqlToQuery(statement);
  return async (db, values) =>
    rowsOfResult<Row>(await db._.session.prepareQuery(query, undefined, name, false).execute(values));
}

/** `{1,2,3}`: a list of whole numbers as one Postgres array value, for `= ANY($n::int[])`. */
export function integerArray(values: readonly number[]): string {
  for (const value of values)
    if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return `{${values.join(',')}}`;
}
