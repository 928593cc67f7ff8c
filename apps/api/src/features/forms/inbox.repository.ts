import type { InboxKind, InboxStatus } from '@shuttle/contracts';
import {
  charterRequests,
  driverApplications,
  type Executor,
  eq,
  feedback,
  inboxEvents,
  partnerApplications,
  programmeApplications,
  rowsOf,
  type SQL,
  sql,
} from '@shuttle/db';

/**
 * How each inbox reads its table: the sender's name and email, a one-line summary, and the
 * columns a search looks in. Every fragment is a constant of this file, never caller input.
 */
interface KindSql {
  from: SQL;
  name: SQL;
  email: SQL;
  summary: SQL;
  search: SQL;
  /** Columns that are the inbox's own, not what the form sent. */
  hidden: string[];
}

const PERSON_NAME = sql.raw(`t.fname || ' ' || t.lname`);
const INBOX_COLUMNS = ['status', 'assignee_id', 'updated_at'];

const KINDS: Record<InboxKind, KindSql> = {
  'charter-requests': {
    from: sql.raw('charter_requests t'),
    name: PERSON_NAME,
    email: sql.raw('t.email'),
    summary: sql.raw(
      `t.pickup_address || ' → ' || t.dropoff_address || ', ' || to_char(t.pickup_date, 'YYYY-MM-DD') || ' ' || t.pickup_time || ', ' || t.passengers || ' passengers'`,
    ),
    search: sql.raw(
      `concat_ws(' ', t.fname, t.lname, t.email, t.phone, t.pickup_address, t.dropoff_address)`,
    ),
    hidden: [...INBOX_COLUMNS, 'quote_kobo'],
  },
  'driver-applications': {
    from: sql.raw('driver_applications t'),
    name: PERSON_NAME,
    email: sql.raw('t.email'),
    summary: sql.raw('t.phone'),
    search: sql.raw(`concat_ws(' ', t.fname, t.lname, t.email, t.phone)`),
    // The password hash never leaves the database.
    hidden: [...INBOX_COLUMNS, 'account_id', 'password_hash'],
  },
  'partner-applications': {
    from: sql.raw('partner_applications t'),
    name: PERSON_NAME,
    email: sql.raw('t.email'),
    summary: sql.raw(`t.company_name || ', ' || t.vehicle_count || ' × ' || t.vehicle_brand`),
    search: sql.raw(`concat_ws(' ', t.fname, t.lname, t.email, t.phone, t.company_name, t.vehicle_brand)`),
    hidden: [...INBOX_COLUMNS, 'account_id'],
  },
  'programme-applications': {
    from: sql.raw('programme_applications t'),
    name: PERSON_NAME,
    email: sql.raw('t.email'),
    summary: sql.raw(`'She Moves ' || t.scope`),
    search: sql.raw(`concat_ws(' ', t.fname, t.lname, t.email, t.scope)`),
    hidden: INBOX_COLUMNS,
  },
  feedback: {
    from: sql.raw('feedback t'),
    name: PERSON_NAME,
    email: sql.raw('t.email'),
    summary: sql.raw('left(t.comment, 120)'),
    search: sql.raw(`concat_ws(' ', t.fname, t.lname, t.email, t.comment)`),
    hidden: INBOX_COLUMNS,
  },
  // A suggestion is a signed-in rider's: the sender is that account.
  'route-suggestions': {
    from: sql.raw('route_suggestions t JOIN users s ON s.id = t.user_id'),
    name: sql.raw(`s.fname || ' ' || s.lname`),
    email: sql.raw('s.email'),
    summary: sql.raw(`t.from_place || ' → ' || t.to_place || ' at ' || t.departure_time`),
    search: sql.raw(`concat_ws(' ', s.fname, s.lname, s.email, t.from_place, t.to_place, t.note)`),
    hidden: INBOX_COLUMNS,
  },
};

/** Who sent the item, as an acceptance needs them (phone where the form has one). */
const PEOPLE: Record<InboxKind, SQL> = {
  'charter-requests': sql.raw('t.fname, t.lname, t.email, t.phone'),
  'driver-applications': sql.raw('t.fname, t.lname, t.email, t.phone'),
  'partner-applications': sql.raw('t.fname, t.lname, t.email, t.phone'),
  'programme-applications': sql.raw('t.fname, t.lname, t.email, NULL::text AS phone'),
  feedback: sql.raw('t.fname, t.lname, t.email, NULL::text AS phone'),
  'route-suggestions': sql.raw('s.fname, s.lname, s.email, s.phone'),
};

/** The kinds whose acceptance opens an account (docs/decisions/171). */
export const hasAccount = (kind: InboxKind): kind is 'driver-applications' | 'partner-applications' =>
  kind === 'driver-applications' || kind === 'partner-applications';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (found) => `\\${found}`);

export interface InboxFilter {
  status?: InboxStatus | undefined;
  q?: string | undefined;
}

export interface InboxRow {
  id: number;
  status: InboxStatus;
  name: string;
  email: string;
  summary: string;
  created_at: Date | string;
  assignee_id: number | null;
  assignee_fname: string | null;
  assignee_lname: string | null;
}

export interface InboxItemRow extends InboxRow {
  form: Record<string, unknown> | string;
  quote_kobo: string | number | null;
  account_id: number | null;
  has_licence: boolean;
}

/** The state an item's change starts from, read under its row lock. */
export interface LockedItem {
  status: InboxStatus;
  assigneeId: number | null;
  quoteKobo: number | null;
  accountId: number | null;
  fname: string;
  lname: string;
  email: string;
  phone: string | null;
  passwordHash: string | null;
}

export interface InboxEventRow {
  id: number | string;
  actor_id: number;
  actor_fname: string;
  actor_lname: string;
  status_before: InboxStatus;
  status_after: InboxStatus;
  assignee_before: number | null;
  before_fname: string | null;
  before_lname: string | null;
  assignee_after: number | null;
  after_fname: string | null;
  after_lname: string | null;
  note: string | null;
  created_at: Date | string;
}

/** The SQL of the operators' inboxes over the public forms' tables and route suggestions. */
export class InboxRepository {
  constructor(private readonly db: Executor) {}

  private where(kind: InboxKind, filter: InboxFilter): SQL {
    const parts: SQL[] = [sql`true`];
    if (filter.status) parts.push(sql`t.status = ${filter.status}`);
    if (filter.q) parts.push(sql`${KINDS[kind].search} ILIKE ${`%${escapeLike(filter.q)}%`}`);
    return sql.join(parts, sql` AND `);
  }

  private select(kind: InboxKind): SQL {
    const k = KINDS[kind];
    return sql`SELECT t.id, t.status, t.created_at, ${k.name} AS name, ${k.email} AS email,
      ${k.summary} AS summary, a.id AS assignee_id, a.fname AS assignee_fname, a.lname AS assignee_lname`;
  }

  /** Newest first; `limit` null reads every matching row (the CSV export). */
  async page(
    kind: InboxKind,
    filter: InboxFilter,
    page: number,
    limit: number | null,
  ): Promise<{ rows: InboxRow[]; total: number }> {
    const k = KINDS[kind];
    const where = this.where(kind, filter);
    const window = limit === null ? sql`` : sql` LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
    const rows = await rowsOf<InboxRow>(
      this.db,
      sql`${this.select(kind)} FROM ${k.from} LEFT JOIN users a ON a.id = t.assignee_id
        WHERE ${where} ORDER BY t.created_at DESC, t.id DESC${window}`,
    );
    const [counted] = await rowsOf<{ total: number | string }>(
      this.db,
      sql`SELECT count(*) AS total FROM ${k.from} WHERE ${where}`,
    );
    return { rows, total: Number(counted?.total ?? 0) };
  }

  async one(kind: InboxKind, id: number): Promise<InboxItemRow | undefined> {
    const k = KINDS[kind];
    const form = k.hidden.reduce<SQL>((json, column) => sql`${json} - ${column}::text`, sql`to_jsonb(t)`);
    const [row] = await rowsOf<InboxItemRow>(
      this.db,
      sql`${this.select(kind)}, ${form} AS form,
        ${kind === 'charter-requests' ? sql.raw('t.quote_kobo') : sql`NULL::bigint`} AS quote_kobo,
        ${hasAccount(kind) ? sql.raw('t.account_id') : sql`NULL::integer`} AS account_id,
        ${kind === 'programme-applications' ? sql.raw('t.licence_upload_id IS NOT NULL') : sql`false`} AS has_licence
        FROM ${k.from} LEFT JOIN users a ON a.id = t.assignee_id WHERE t.id = ${id}`,
    );
    return row;
  }

  /** Locks the item for its change; undefined when it does not exist. */
  async lock(kind: InboxKind, id: number): Promise<LockedItem | undefined> {
    const k = KINDS[kind];
    const [row] = await rowsOf<{
      status: InboxStatus;
      assignee_id: number | null;
      quote_kobo: string | number | null;
      account_id: number | null;
      fname: string;
      lname: string;
      email: string;
      phone: string | null;
      password_hash: string | null;
    }>(
      this.db,
      sql`SELECT t.status, t.assignee_id,
        ${kind === 'charter-requests' ? sql.raw('t.quote_kobo') : sql`NULL::bigint`} AS quote_kobo,
        ${hasAccount(kind) ? sql.raw('t.account_id') : sql`NULL::integer`} AS account_id,
        ${PEOPLE[kind]},
        ${kind === 'driver-applications' ? sql.raw('t.password_hash') : sql`NULL::text`} AS password_hash
        FROM ${k.from} WHERE t.id = ${id} FOR UPDATE OF t`,
    );
    if (!row) return undefined;
    return {
      status: row.status,
      assigneeId: row.assignee_id,
      quoteKobo: row.quote_kobo === null ? null : Number(row.quote_kobo),
      accountId: row.account_id,
      fname: row.fname,
      lname: row.lname,
      email: row.email,
      phone: row.phone ?? null,
      passwordHash: row.password_hash,
    };
  }

  /**
   * Writes a form's new status and assignee. Each table's statement is written out, so that the
   * table ownership check sees which tables the inbox writes (docs/decisions/269); a route
   * suggestion's state is the account area's to write (`RouteSuggestionsService.setInboxState`).
   */
  async update(
    kind: Exclude<InboxKind, 'route-suggestions'>,
    id: number,
    changes: { status: InboxStatus; assigneeId: number | null; quoteKobo?: number; accountId?: number },
    now: Date,
  ): Promise<void> {
    const state = { status: changes.status, assigneeId: changes.assigneeId, updatedAt: now };
    const account = changes.accountId === undefined ? {} : { accountId: changes.accountId };
    switch (kind) {
      case 'charter-requests':
        await this.db
          .update(charterRequests)
          .set({ ...state, ...(changes.quoteKobo === undefined ? {} : { quoteKobo: changes.quoteKobo }) })
          .where(eq(charterRequests.id, id));
        return;
      case 'driver-applications':
        await this.db
          .update(driverApplications)
          .set({ ...state, ...account })
          .where(eq(driverApplications.id, id));
        return;
      case 'partner-applications':
        await this.db
          .update(partnerApplications)
          .set({ ...state, ...account })
          .where(eq(partnerApplications.id, id));
        return;
      case 'programme-applications':
        await this.db.update(programmeApplications).set(state).where(eq(programmeApplications.id, id));
        return;
      case 'feedback':
        await this.db.update(feedback).set(state).where(eq(feedback.id, id));
        return;
    }
  }

  async addEvent(event: typeof inboxEvents.$inferInsert): Promise<void> {
    await this.db.insert(inboxEvents).values(event);
  }

  /** Whether the item was accepted before (a charter's quote is emailed once). */
  async wasAccepted(kind: InboxKind, id: number): Promise<boolean> {
    const [row] = await rowsOf<{ found: boolean }>(
      this.db,
      sql`SELECT EXISTS (SELECT 1 FROM inbox_events WHERE kind = ${kind} AND item_id = ${id}
        AND status_after = 'accepted') AS found`,
    );
    return row?.found === true;
  }

  history(kind: InboxKind, id: number): Promise<InboxEventRow[]> {
    return rowsOf<InboxEventRow>(
      this.db,
      sql`SELECT e.id, e.actor_id, actor.fname AS actor_fname, actor.lname AS actor_lname,
        e.status_before, e.status_after, e.assignee_before, b.fname AS before_fname, b.lname AS before_lname,
        e.assignee_after, af.fname AS after_fname, af.lname AS after_lname, e.note, e.created_at
        FROM inbox_events e
        JOIN users actor ON actor.id = e.actor_id
        LEFT JOIN users b ON b.id = e.assignee_before
        LEFT JOIN users af ON af.id = e.assignee_after
        WHERE e.kind = ${kind} AND e.item_id = ${id}
        ORDER BY e.created_at, e.id`,
    );
  }

  /** The licence image a She Moves driver attached, if any. */
  async licenceUploadOf(id: number): Promise<string | null> {
    const [row] = await rowsOf<{ licence_upload_id: string | null }>(
      this.db,
      sql`SELECT licence_upload_id FROM programme_applications WHERE id = ${id}`,
    );
    return row?.licence_upload_id ?? null;
  }
}
