import type {
  InboxAssignees,
  InboxEvent,
  InboxItem,
  InboxKind,
  InboxList,
  InboxPatch,
  InboxPerson,
  InboxQuery,
  InboxSummary,
} from '@shuttle/contracts';
import type { Transaction, Upload } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { RouteSuggestionsService } from '../account-area/route-suggestions.service.ts';
import type { StaffAccountsService } from '../accounts/staff-accounts.service.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';
import {
  hasAccount,
  type InboxEventRow,
  type InboxItemRow,
  InboxRepository,
  type InboxRow,
  type LockedItem,
} from './inbox.repository.ts';
import { applicationAcceptedEmail, charterQuoteEmail } from './inbox-emails.ts';
import type { UploadsService } from './uploads.service.ts';

/** The CSV export reads at most this many rows; a larger inbox is narrowed with filters. */
export const INBOX_EXPORT_LIMIT = 10_000;

const ROLE_OF = { 'driver-applications': 'driver', 'partner-applications': 'bus_partner' } as const;

/**
 * The operators' inboxes (docs/decisions/170-inboxes.md): every public form and route
 * suggestion with a status, an assignee and a history. A change is one transaction holding the
 * item's row lock, its history row, what acceptance brings (an account and its invitation,
 * a charter's quote email) and its audit row.
 */
export class InboxService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'kickOutbox'>,
    private readonly staffAccounts: StaffAccountsService,
    private readonly uploads: UploadsService,
    private readonly auditLog: AuditLogService,
    private readonly routeSuggestions: RouteSuggestionsService,
  ) {}

  async list(kind: InboxKind, query: InboxQuery): Promise<InboxList> {
    const { rows, total } = await new InboxRepository(this.deps.db).page(
      kind,
      { status: query.status, q: query.q },
      query.page,
      query.limit,
    );
    return {
      data: rows.map((row) => toSummary(kind, row)),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  /** Every matching item, newest first, for the CSV export. */
  async exportRows(kind: InboxKind, query: InboxQuery): Promise<InboxSummary[]> {
    const { rows } = await new InboxRepository(this.deps.db).page(
      kind,
      { status: query.status, q: query.q },
      1,
      INBOX_EXPORT_LIMIT,
    );
    return rows.map((row) => toSummary(kind, row));
  }

  async one(kind: InboxKind, id: number): Promise<InboxItem> {
    const repository = new InboxRepository(this.deps.db);
    const row = await repository.one(kind, id);
    if (!row) throw notFound('Inbox item not found');
    return toItem(kind, row, await repository.history(kind, id));
  }

  async assignees(): Promise<InboxAssignees> {
    const staff = await this.staffAccounts.list({ page: 1, limit: 100 });
    return {
      data: staff.data.map((member) => ({ id: member.id, fname: member.fname, lname: member.lname })),
      meta: { page: 1, limit: staff.data.length, total: staff.data.length },
    };
  }

  async change(actor: Rider, kind: InboxKind, id: number, patch: InboxPatch): Promise<InboxItem> {
    if (patch.quote_kobo !== undefined && kind !== 'charter-requests') {
      throw new AppError('VALIDATION_ERROR', 'Only a charter request takes a quote.');
    }
    let emailed = false;
    await this.deps.db.transaction(async (tx) => {
      const repository = new InboxRepository(tx);
      const item = await repository.lock(kind, id);
      if (!item) throw notFound('Inbox item not found');
      const assigneeId = patch.assignee_id === undefined ? item.assigneeId : patch.assignee_id;
      if (assigneeId !== null && assigneeId !== item.assigneeId) {
        if (!(await this.staffAccounts.staffMember(tx, assigneeId))) {
          throw new AppError('VALIDATION_ERROR', 'An item can only be assigned to a staff member.');
        }
      }
      // An application that opened an account stays accepted: the account exists (ADR 171).
      if (item.accountId !== null && patch.status !== 'accepted') {
        throw new AppError('CONFLICT', 'This application opened an account; it stays accepted.');
      }
      const quoteKobo = patch.quote_kobo ?? item.quoteKobo;
      if (kind === 'charter-requests' && patch.status === 'accepted' && quoteKobo === null) {
        throw new AppError('VALIDATION_ERROR', 'Give the charter a quote before accepting it.');
      }
      const changed =
        patch.status !== item.status ||
        assigneeId !== item.assigneeId ||
        (patch.quote_kobo !== undefined && patch.quote_kobo !== item.quoteKobo) ||
        (patch.note !== undefined && patch.note !== '');
      // Accepting twice, or sending what is already there, changes nothing and writes nothing.
      if (!changed) return;

      const now = this.deps.clock.now();
      const accepting = patch.status === 'accepted' && item.status !== 'accepted';
      const accountId =
        accepting && hasAccount(kind) ? await this.openAccount(tx, kind, item, now) : undefined;
      if (
        accepting &&
        kind === 'charter-requests' &&
        quoteKobo !== null &&
        !(await repository.wasAccepted(kind, id))
      ) {
        const row = await repository.one(kind, id);
        await enqueueEmail(tx, charterQuoteEmail(item, quoteKobo, row?.summary ?? ''));
        emailed = true;
      }
      emailed ||= accountId !== undefined;
      if (kind === 'route-suggestions') {
        await this.routeSuggestions.setInboxState(tx, id, { status: patch.status, assigneeId });
      } else {
        await repository.update(
          kind,
          id,
          {
            status: patch.status,
            assigneeId,
            ...(patch.quote_kobo === undefined ? {} : { quoteKobo: patch.quote_kobo }),
            ...(accountId === undefined ? {} : { accountId }),
          },
          now,
        );
      }
      await repository.addEvent({
        kind,
        itemId: id,
        actorId: actor.id,
        statusBefore: item.status,
        statusAfter: patch.status,
        assigneeBefore: item.assigneeId,
        assigneeAfter: assigneeId,
        note: patch.note ? patch.note : null,
        createdAt: now,
      });
      await this.auditLog.record(tx, actor, {
        action: 'inbox.change',
        entity: kind,
        entityId: id,
        before: { status: item.status, assignee_id: item.assigneeId, quote_kobo: item.quoteKobo },
        after: {
          status: patch.status,
          assignee_id: assigneeId,
          quote_kobo: quoteKobo,
          ...(patch.note ? { note: patch.note } : {}),
          ...(accountId === undefined ? {} : { account_id: accountId }),
        },
      });
    });
    if (emailed) this.deps.kickOutbox();
    return this.one(kind, id);
  }

  /** A She Moves driver's licence image, for staff only (the wing checks the role). */
  async licence(id: number): Promise<{ upload: Upload; bytes: Buffer }> {
    const uploadId = await new InboxRepository(this.deps.db).licenceUploadOf(id);
    if (!uploadId) throw notFound('No licence image');
    return this.uploads.read(uploadId);
  }

  /**
   * The account an accepted application opens, and its emailed links. An email that already has
   * an account answers 409 and the whole change rolls back: the item stays as it was (ADR 236).
   */
  private async openAccount(
    tx: Transaction,
    kind: 'driver-applications' | 'partner-applications',
    item: LockedItem,
    now: Date,
  ): Promise<number> {
    const role = ROLE_OF[kind];
    const { user, link, verifyLink } = await this.staffAccounts.openRoleAccount(
      tx,
      {
        email: item.email,
        fname: item.fname,
        lname: item.lname,
        phone: item.phone ?? '',
        role,
        ...(item.passwordHash ? { passwordHash: item.passwordHash } : {}),
      },
      now,
    );
    await enqueueEmail(tx, applicationAcceptedEmail(item, role, { setPassword: link, verify: verifyLink }));
    return user.id;
  }
}

const iso = (value: Date | string) => new Date(value).toISOString();
const person = (id: number | null, fname: string | null, lname: string | null): InboxPerson | null =>
  id === null ? null : { id, fname: fname ?? '', lname: lname ?? '' };

function toSummary(kind: InboxKind, row: InboxRow): InboxSummary {
  return {
    id: row.id,
    kind,
    status: row.status,
    name: row.name,
    email: row.email,
    summary: row.summary,
    assignee: person(row.assignee_id, row.assignee_fname, row.assignee_lname),
    created_at: iso(row.created_at),
  };
}

function toItem(kind: InboxKind, row: InboxItemRow, history: InboxEventRow[]): InboxItem {
  return {
    ...toSummary(kind, row),
    form: typeof row.form === 'string' ? (JSON.parse(row.form) as Record<string, unknown>) : row.form,
    quote_kobo: row.quote_kobo === null ? null : Number(row.quote_kobo),
    account_id: row.account_id,
    has_licence: row.has_licence,
    history: history.map(toEvent),
  };
}

function toEvent(row: InboxEventRow): InboxEvent {
  return {
    id: Number(row.id),
    actor: { id: row.actor_id, fname: row.actor_fname, lname: row.actor_lname },
    status_before: row.status_before,
    status_after: row.status_after,
    assignee_before: person(row.assignee_before, row.before_fname, row.before_lname),
    assignee_after: person(row.assignee_after, row.after_fname, row.after_lname),
    note: row.note,
    created_at: iso(row.created_at),
  };
}
