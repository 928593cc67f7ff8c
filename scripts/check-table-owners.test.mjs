import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTableOwners } from './check-table-owners.mjs';

const SCHEMA = `import { integer, pgTable, text } from 'drizzle-orm/pg-core';
export const bookings = pgTable('bookings', { id: integer('id'), status: text('status') });
export const ledgerEntries = pgTable('ledger_entries', { id: integer('id') });
`;
const MIGRATION = `CREATE TABLE bookings (id integer);
CREATE TABLE ledger_entries (id integer);
CREATE OR REPLACE FUNCTION book_seats(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$ BEGIN END $$;
`;
const ownersTable = (rows) =>
  [
    '# Architecture',
    '',
    '## Tables and their owners',
    '',
    '| tables and functions | owner | readers | written also by (exceptions) |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '## Next',
  ].join('\n');
const DECLARED = [
  '| `bookings`, `book_seats()` | booking | runs |  |',
  '| `ledger_entries` | wallet | — |  |',
];

const roots = [];
/** A repository in a temporary folder: the schema above, the given ownership rows and files. */
const repository = (rows, files) => {
  const root = mkdtempSync(join(tmpdir(), 'table-owners-'));
  roots.push(root);
  const all = {
    'ARCHITECTURE.md': ownersTable(rows),
    'packages/db/src/schema/tables.ts': SCHEMA,
    'packages/db/src/migrations/0001_tables.sql': MIGRATION,
    'apps/api/src/features/booking/bookings.repository.ts': `import { bookings, eq } from '@shuttle/db';
export const cancel = (db, id) => db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, id));
export const book = (db, p) => db.execute(sql\`SELECT book_seats(\${p})\`);`,
    'apps/api/src/features/runs/runs.repository.ts':
      'export const one = (db) => db.execute(sql`SELECT * FROM bookings`);',
    'apps/api/src/features/wallet/ledger.repository.ts':
      'export const add = (db) => db.execute(sql`INSERT INTO ledger_entries (id) VALUES (1)`);',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-table-owners', () => {
  it('passes owners writing their tables and declared readers reading them', () => {
    const root = repository(DECLARED, {
      'apps/api/src/features/runs/runs.repository.ts': `import { bookings } from '@shuttle/db';
export const list = (db) => db.select().from(bookings);
export const raw = (db) => db.execute(sql\`SELECT b.id FROM bookings b FOR UPDATE\`);
export const locked = (db, skip) => db.execute(sql\`SELECT id FROM bookings FOR UPDATE \${skip}\`);`,
    });
    expect(checkTableOwners(root)).toEqual([]);
  });

  it('fails a second writer of a table, in Drizzle or in raw SQL, with file:line and the table', () => {
    const root = repository(DECLARED, {
      'apps/api/src/features/runs/runs.repository.ts': `import { bookings as rides } from '@shuttle/db';
export const take = (db) => db.update(rides).set({ status: 'boarded' });
export const drop = (db) => db.execute(sql\`DELETE FROM bookings WHERE id = 1\`);`,
    });
    expect(checkTableOwners(root)).toEqual([
      'apps/api/src/features/runs/runs.repository.ts:2: runs writes bookings (.update()), which booking owns',
      'apps/api/src/features/runs/runs.repository.ts:3: runs writes bookings (DELETE FROM), which booking owns',
    ]);
  });

  it('fails a reader or a caller that is not declared', () => {
    const root = repository(DECLARED, {
      'apps/api/src/features/receipts/receipts.repository.ts': `import { ledgerEntries } from '@shuttle/db';
export const lines = (db) => db.select().from(ledgerEntries);
export const count = (db) => db.execute(sql\`SELECT count(*) FROM bookings JOIN ledger_entries l ON true\`);
export const again = (db) => db.execute(sql\`SELECT book_seats('{}')\`);`,
    });
    expect(checkTableOwners(root)).toEqual([
      'apps/api/src/features/receipts/receipts.repository.ts:2: receipts reads ledger_entries (Drizzle) but is not among its readers in ARCHITECTURE.md',
      'apps/api/src/features/receipts/receipts.repository.ts:3: receipts reads bookings (SQL) but is not among its readers in ARCHITECTURE.md',
      'apps/api/src/features/receipts/receipts.repository.ts:3: receipts reads ledger_entries (SQL) but is not among its readers in ARCHITECTURE.md',
      'apps/api/src/features/receipts/receipts.repository.ts:4: receipts reads book_seats() (call) but is not among its readers in ARCHITECTURE.md',
    ]);
  });

  it('lets the rest of the API, such as a command-line tool, touch no table', () => {
    const root = repository(DECLARED, {
      'apps/api/src/cli/tidy.cli.ts': 'db.execute(sql`SELECT id FROM bookings`);',
    });
    expect(checkTableOwners(root)).toEqual([
      'apps/api/src/cli/tidy.cli.ts:1: app reads bookings (SQL) but is not among its readers in ARCHITECTURE.md',
    ]);
  });

  it('refuses a raw write whose table is an expression, and leaves tests alone', () => {
    const root = repository(DECLARED, {
      'apps/api/src/features/booking/inbox.repository.ts':
        'export const set = (db, table) => db.execute(sql`UPDATE $' + '{sql.raw(table)} SET status = 1`);',
      'apps/api/src/features/runs/runs.test.ts': 'db.execute(sql`TRUNCATE ledger_entries`);',
    });
    expect(checkTableOwners(root)).toEqual([
      "apps/api/src/features/booking/inbox.repository.ts:1: UPDATE names its table in an expression; write each table's statement out",
    ]);
  });

  it('accepts an exception only in the file it names, and refuses one that no longer writes', () => {
    const rows = [
      '| `bookings`, `book_seats()` | booking | runs | runs: boarding.repository.ts |',
      '| `ledger_entries` | wallet | — | booking: bookings.repository.ts |',
    ];
    const root = repository(rows, {
      'apps/api/src/features/runs/boarding.repository.ts':
        "db.execute(sql`UPDATE bookings SET status = 'boarded'`);",
      'apps/api/src/features/runs/runs.repository.ts':
        "db.execute(sql`UPDATE bookings SET status = 'done'`);",
    });
    expect(checkTableOwners(root)).toEqual([
      'apps/api/src/features/runs/runs.repository.ts:1: runs writes bookings (UPDATE), which booking owns',
      'ARCHITECTURE.md:8: booking: bookings.repository.ts no longer writes ledger_entries; take the exception out',
    ]);
  });

  it('requires an owner for every table and function, and names only tables and features', () => {
    const root = repository(['| `bookings` | booking | nobody |  |', '| `payments` | wallet | — |  |'], {});
    expect(checkTableOwners(root)).toEqual([
      'ARCHITECTURE.md: ledger_entries has no owner in "Tables and their owners"',
      'ARCHITECTURE.md: book_seats() has no owner in "Tables and their owners"',
      'ARCHITECTURE.md:7: bookings names nobody, not a feature',
      'ARCHITECTURE.md:8: payments is neither a table nor a function of packages/db',
      'apps/api/src/features/runs/runs.repository.ts:1: runs reads bookings (SQL) but is not among its readers in ARCHITECTURE.md',
    ]);
  });
});
