import {
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxKind,
  type InboxStatus,
  type InboxSummary,
} from '@shuttle/contracts';
import { type FormEvent, useId } from 'react';
import { Link, NavLink } from 'react-router';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { formatLagosTime } from '../../../components/console/formats.ts';
import { Loaded } from '../../../components/console/loaded.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddressFilter } from '../../../lib/use-address-filter.ts';
import { useDownloadInboxCsv } from '../api/download-inbox-csv.ts';
import { INBOX_PAGE_SIZE, type InboxFilter, useInbox } from '../api/get-inbox.ts';
import { useInboxAssignees } from '../api/get-inbox-assignees.ts';
import { useUpdateInboxItem } from '../api/update-inbox-item.ts';

export const isInboxKind = (value: string | undefined): value is InboxKind =>
  (INBOX_KINDS as readonly string[]).includes(value ?? '');
const isStatus = (value: string | null): value is InboxStatus =>
  (INBOX_STATUSES as readonly string[]).includes(value ?? '');

/** The filter lives in the address (`?q=&status=&page=`), so a view can be shared. */
export function inboxFilterFrom(params: URLSearchParams): InboxFilter {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim();
  const status = params.get('status');
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    q: q ? q.slice(0, 100) : undefined,
    status: isStatus(status) ? status : undefined,
  };
}

/** One inbox per kind: search, status filter, assignment, pages and a CSV export (ADR 170). */
export function InboxScreen({ kind }: { kind: InboxKind }) {
  const { params, update } = useAddressFilter();
  const filter = inboxFilterFrom(params);
  const inbox = useInbox(kind, filter);
  const download = useDownloadInboxCsv();
  const searchId = useId();
  const statusId = useId();

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = form.get('q');
    const status = form.get('status');
    update({
      q: typeof q === 'string' ? q.trim() : undefined,
      status: typeof status === 'string' ? status : undefined,
    });
  };

  return (
    <div className="stack">
      <h1>Inboxes</h1>
      <nav aria-label="Inboxes" className="console-actions inbox-kinds">
        {INBOX_KINDS.map((each) => (
          <NavLink key={each} to={opsPaths.inbox(each)} className="btn btn--ghost">
            {INBOX_KIND_LABELS[each]}
          </NavLink>
        ))}
      </nav>
      <div className="console-heading">
        <h2>{INBOX_KIND_LABELS[kind]}</h2>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={download.isPending}
          onClick={() => download.mutate({ kind, filter: { q: filter.q, status: filter.status } })}
        >
          Export CSV
        </button>
      </div>
      <FormError message={download.isError ? errorMessage(download.error) : null} />
      <form
        className="console-filter"
        onSubmit={onFilter}
        key={`${kind}-${filter.q ?? ''}-${filter.status ?? ''}`}
      >
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            Search
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            className="field__input"
            defaultValue={filter.q ?? ''}
            placeholder="Name, email, phone…"
            maxLength={100}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={statusId}>
            Status
          </label>
          <select id={statusId} name="status" className="field__input" defaultValue={filter.status ?? ''}>
            <option value="">Any status</option>
            {INBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INBOX_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--secondary">
          Filter
        </button>
      </form>
      <Loaded query={inbox} loading="Loading the inbox…">
        {({ data, meta }) => (
          <ConsoleTable
            columns={['Received', 'From', 'Summary', 'Status', 'Assignee']}
            rows={data}
            row={(item) => (
              <tr key={item.id}>
                <td className="nowrap">{formatLagosTime(item.created_at)}</td>
                <td>
                  <Link to={opsPaths.inboxItem(kind, item.id)}>{item.name}</Link>
                  <div className="muted small">{item.email}</div>
                </td>
                <td>{item.summary}</td>
                <td className="nowrap">{INBOX_STATUS_LABELS[item.status]}</td>
                <td>
                  <AssigneeControl kind={kind} item={item} />
                </td>
              </tr>
            )}
            empty="Nothing in this inbox for this filter."
            emptyReplacesTable
            pager={{
              label: 'Inbox pages',
              page: filter.page,
              limit: INBOX_PAGE_SIZE,
              total: meta.total,
              onPage: (page) => update({ page: String(page) }),
            }}
          />
        )}
      </Loaded>
    </div>
  );
}

/** Gives the item to a staff member (or nobody) without opening it; the status stays. */
export function AssigneeControl({
  kind,
  item,
}: {
  kind: InboxKind;
  item: Pick<InboxSummary, 'id' | 'status' | 'assignee' | 'name'>;
}) {
  const assignees = useInboxAssignees();
  const change = useUpdateInboxItem();
  return (
    <>
      <select
        aria-label={`Assignee of ${item.name}`}
        className="field__input"
        value={item.assignee?.id ?? ''}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate({
            kind,
            id: item.id,
            patch: {
              status: item.status,
              assignee_id: event.target.value ? Number(event.target.value) : null,
            },
          })
        }
      >
        <option value="">Nobody</option>
        {item.assignee && !assignees.data?.data.some((person) => person.id === item.assignee?.id) ? (
          <option value={item.assignee.id}>
            {item.assignee.fname} {item.assignee.lname}
          </option>
        ) : null}
        {assignees.data?.data.map((person) => (
          <option key={person.id} value={person.id}>
            {person.fname} {person.lname}
          </option>
        ))}
      </select>
      {change.isError ? <FormError message={errorMessage(change.error)} /> : null}
    </>
  );
}
