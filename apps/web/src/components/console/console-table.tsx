import type { ReactNode } from 'react';
import { Pager } from '../ui/pager.tsx';

/** A list paginated on the server, as the console's lists answer: its page, size and total. */
export interface ConsolePager {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** The accessible name of the pager, naming the list. */
  label: string;
}

/**
 * A column's heading; a `hidden` one is for screen readers only (a column of buttons), and
 * `className` marks the column's heading (`no-print`).
 */
export type ConsoleColumn = string | { label: string; hidden?: boolean; className?: string };

interface ConsoleTableProps<Row> {
  columns: readonly ConsoleColumn[];
  caption?: ReactNode;
  rows: readonly Row[];
  /** One `<tr>` per row, keyed. */
  row: (row: Row) => ReactNode;
  /** What an empty list says, under the headings. */
  empty?: string;
  /** An empty list shows its message in the table's place, with no headings. */
  emptyReplacesTable?: boolean;
  /** The list's pages on the server; none for a list that comes whole. */
  pager?: ConsolePager;
  /** The accessible name of the scrolling box (the list's name); the caption's text, else "Table". */
  label?: string;
}

/**
 * The console's table: headings, rows, what an empty list says and the pager, in a box that
 * scrolls sideways on a narrow screen (ARCHITECTURE.md, "The operators' console").
 */
export function ConsoleTable<Row>({
  columns,
  caption,
  rows,
  row,
  empty,
  emptyReplacesTable = false,
  pager,
  label,
}: ConsoleTableProps<Row>) {
  const isEmpty = rows.length === 0;
  const emptyLine = isEmpty && empty ? <p className="muted">{empty}</p> : null;
  return (
    <>
      {isEmpty && emptyReplacesTable ? null : (
        // A box that scrolls must take focus so a keyboard can scroll it, and a focusable region
        // needs a name (axe's scrollable-region-focusable rule).
        <section
          className="table-scroll"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keys scroll the box only when it has focus.
          tabIndex={0}
          aria-label={label ?? (typeof caption === 'string' ? caption : 'Table')}
        >
          <table className="console-table">
            {caption ? <caption className="muted small">{caption}</caption> : null}
            <thead>
              <tr>
                {columns.map((column) =>
                  typeof column === 'string' ? (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ) : (
                    <th key={column.label} scope="col" className={column.className}>
                      {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>{rows.map(row)}</tbody>
          </table>
        </section>
      )}
      {emptyLine}
      {pager ? (
        <Pager
          page={pager.page}
          pages={Math.ceil(pager.total / pager.limit)}
          onPage={pager.onPage}
          label={pager.label}
        />
      ) : null}
    </>
  );
}
