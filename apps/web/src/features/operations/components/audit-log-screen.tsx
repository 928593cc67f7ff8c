import { type FormEvent, useId } from 'react';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { formatLagosTime } from '../../../components/console/formats.ts';
import { Loaded } from '../../../components/console/loaded.tsx';
import { useAddressFilter } from '../../../lib/use-address-filter.ts';
import { AUDIT_PAGE_SIZE, type AuditLogFilter, useAuditLog } from '../api/get-audit-log.ts';

/** The filter lives in the address (`?actor_id=&entity=&page=`), so a view can be shared. */
export function auditFilterFrom(params: URLSearchParams): AuditLogFilter {
  const page = Number(params.get('page'));
  const actorId = Number(params.get('actor_id'));
  const entity = params.get('entity')?.trim();
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    actorId: Number.isSafeInteger(actorId) && actorId > 0 ? actorId : undefined,
    entity: entity ? entity : undefined,
  };
}

/** Who changed what, newest first, filtered by actor and entity (docs/decisions/121). */
export function AuditLogScreen() {
  const { params, update } = useAddressFilter();
  const filter = auditFilterFrom(params);
  const log = useAuditLog(filter);
  const entityId = useId();

  const onEntity = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('entity');
    update({ entity: typeof value === 'string' ? value.trim() : undefined });
  };

  const actorEmail = filter.actorId ? log.data?.data[0]?.actor?.email : undefined;
  return (
    <div className="stack">
      <h1>Audit log</h1>
      <form className="console-filter" onSubmit={onEntity} key={filter.entity ?? ''}>
        <div className="field">
          <label className="field__label" htmlFor={entityId}>
            Entity
          </label>
          <input
            id={entityId}
            name="entity"
            className="field__input"
            defaultValue={filter.entity ?? ''}
            placeholder="e.g. user, route, trip_day"
            maxLength={60}
          />
        </div>
        <button type="submit" className="btn btn--secondary">
          Filter
        </button>
        {filter.entity || filter.actorId ? (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => update({ entity: undefined, actor_id: undefined })}
          >
            Clear filters
          </button>
        ) : null}
      </form>
      {filter.actorId ? (
        <p className="small">
          Changes by {actorEmail ?? `staff member ${filter.actorId}`}.{' '}
          <button type="button" className="link-button" onClick={() => update({ actor_id: undefined })}>
            Show everyone
          </button>
        </p>
      ) : null}
      <Loaded query={log} loading="Loading the audit log…">
        {({ data, meta }) => (
          <ConsoleTable
            columns={['When', 'Who', 'Action', 'Entity', 'Before', 'After']}
            rows={data}
            row={(entry) => (
              <tr key={entry.id}>
                <td className="nowrap">{formatLagosTime(entry.created_at)}</td>
                <td>
                  {entry.actor ? (
                    <ActorFilter actor={entry.actor} onPick={(id) => update({ actor_id: String(id) })} />
                  ) : (
                    // A move the service made by itself, such as a run found missed (ADR 227).
                    <span className="muted">System</span>
                  )}
                </td>
                <td>{entry.action}</td>
                <td>
                  {entry.entity}
                  {entry.entity_id ? ` #${entry.entity_id}` : ''}
                </td>
                <td>
                  <JsonValue value={entry.before} />
                </td>
                <td>
                  <JsonValue value={entry.after} />
                </td>
              </tr>
            )}
            empty="No changes recorded for this filter."
            emptyReplacesTable
            pager={{
              label: 'Audit log pages',
              page: filter.page,
              limit: AUDIT_PAGE_SIZE,
              total: meta.total,
              onPage: (page) => update({ page: String(page) }),
            }}
          />
        )}
      </Loaded>
    </div>
  );
}

function ActorFilter({
  actor,
  onPick,
}: {
  actor: { id: number; email: string };
  onPick: (id: number) => void;
}) {
  return (
    <button
      type="button"
      className="link-button"
      title="Show only this person's changes"
      onClick={() => onPick(actor.id)}
    >
      {actor.email}
    </button>
  );
}

function JsonValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  return <code className="console-json">{JSON.stringify(value)}</code>;
}
