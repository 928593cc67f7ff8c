import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle, PglitePreparedQuery } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, KEPT_AS_TEXT, wrapPglite } from './client.ts';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }).notNull(),
  localAt: timestamp('local_at').notNull(),
  day: date('day').notNull(),
  wait: interval('wait').notNull(),
  fare: numeric('fare').notNull(),
});

const CREATE = `CREATE TABLE moments (
  id int PRIMARY KEY, at timestamptz NOT NULL, at_text timestamptz NOT NULL, local_at timestamp NOT NULL,
  day date NOT NULL, wait interval NOT NULL, fare numeric NOT NULL)`;

const ROW = {
  id: 1,
  at: new Date('2026-11-27T06:15:30.123Z'),
  atText: '2026-11-27 06:15:30.123+00',
  localAt: new Date('2026-11-27T07:15:30.000Z'),
  day: '2026-11-27',
  wait: '00:45:00',
  fare: '1500.50',
};

/** A select of every kind the two clients must answer alike: typed columns, raw text, arrays. */
const RAW = sql`SELECT at, day, wait, ARRAY[fare] AS fares, ARRAY[at] AS ats, ARRAY[local_at] AS locals,
  ARRAY[day] AS days, ARRAY[wait] AS waits FROM moments`;

describe('the embedded database as drizzle sees it', () => {
  let ours: DatabaseHandle;
  let plainClient: PGlite;
  let plain: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    ours = wrapPglite(await PGlite.create());
    plainClient = await PGlite.create();
    plain = drizzle(plainClient);
    for (const db of [ours.db, plain]) {
      await db.execute(sql.raw(CREATE));
      await db.insert(moments).values(ROW);
    }
  });
  afterAll(async () => {
    await ours.close();
    await plainClient.close();
  });

  it('keeps as text exactly the types drizzle asks PGlite to keep as text', () => {
    const query = new PglitePreparedQuery(
      plainClient,
      'SELECT 1',
      [],
      { logQuery: () => undefined },
      undefined as never,
      undefined,
      undefined,
      undefined,
      undefined,
      false,
    );
    // drizzle keeps the two option sets it hands PGlite private.
    const configs = query as unknown as { queryConfig: QueryOptions; rawQueryConfig: QueryOptions };
    for (const config of [configs.queryConfig, configs.rawQueryConfig]) {
      const parsers = config.parsers ?? {};
      expect(Object.keys(parsers).map(Number).sort()).toEqual([...KEPT_AS_TEXT].sort());
      for (const parse of Object.values(parsers))
        expect(parse('2026-11-27 06:15:30+00', 0)).toBe('2026-11-27 06:15:30+00');
    }
  });

  it('answers typed selects, raw statements and transactions as drizzle on PGlite does', async () => {
    const typed = await ours.db.select().from(moments);
    expect(typed).toEqual([ROW]);
    expect(typed).toEqual(await plain.select().from(moments));

    const raw = await ours.db.execute(RAW);
    expect(raw).toEqual(await plain.execute(RAW));
    expect((raw as unknown as { rows: Record<string, unknown>[] }).rows[0]?.wait).toBe('00:45:00');

    const inTransaction = await ours.db.transaction(async (tx) => {
      await tx.update(moments).set({ fare: '1600.00' });
      return tx.select().from(moments);
    });
    expect(inTransaction).toEqual([{ ...ROW, fare: '1600.00' }]);
  });
});
