import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatNaira,
  INBOX_KIND_LABELS,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxEvent,
  type InboxItem,
  type InboxKind,
  type InboxPatch,
  InboxPatch as InboxPatchSchema,
  nairaToKobo,
} from '@shuttle/contracts';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { formatLagosTime } from '../../../components/console/formats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useInboxAssignees } from '../api/get-inbox-assignees.ts';
import { useInboxItem } from '../api/get-inbox-item.ts';
import { useLicenceImage } from '../api/get-licence-image.ts';
import { useUpdateInboxItem } from '../api/update-inbox-item.ts';

const STATUS_OPTIONS = INBOX_STATUSES.map((status) => ({
  value: status,
  label: INBOX_STATUS_LABELS[status],
}));

/** One inbox item at its own address: what the form sent, its status, assignee and history. */
export function InboxItemScreen({ kind, id }: { kind: InboxKind; id: number }) {
  const item = useInboxItem(kind, id);
  return (
    <div className="stack">
      <p className="small">
        <Link to={opsPaths.inbox(kind)}>← {INBOX_KIND_LABELS[kind]}</Link>
      </p>
      {item.isError ? <FormError message={errorMessage(item.error)} /> : null}
      {item.data ? (
        <ItemDetail kind={kind} item={item.data} />
      ) : item.isPending ? (
        <p className="muted">Loading…</p>
      ) : null}
    </div>
  );
}

function ItemDetail({ kind, item }: { kind: InboxKind; item: InboxItem }) {
  return (
    <>
      <div className="console-heading">
        <h1>
          {item.name} <span className="muted small">#{item.id}</span>
        </h1>
        <span className="inbox-status">{INBOX_STATUS_LABELS[item.status]}</span>
      </div>
      <p className="muted">
        {item.email} · received {formatLagosTime(item.created_at)}
        {item.assignee ? ` · assigned to ${item.assignee.fname} ${item.assignee.lname}` : ''}
      </p>
      {item.account_id !== null ? (
        <p className="notice-success">
          The application opened account #{item.account_id}; its invitation was emailed.
        </p>
      ) : null}
      {item.quote_kobo !== null ? <p>Quote: {formatNaira(item.quote_kobo)}</p> : null}
      <section className="card stack" aria-labelledby="sent-heading">
        <h2 id="sent-heading">What the form sent</h2>
        <FormFields form={item.form} />
        {item.has_licence ? <LicenceImage id={item.id} /> : null}
      </section>
      <ChangeForm kind={kind} item={item} />
      <History events={item.history} />
    </>
  );
}

const FIELD_LABELS: Record<string, string> = { fname: 'First name', lname: 'Last name', user_id: 'Rider id' };
/** Shown in the heading already. */
const HEADING_FIELDS = new Set(['id', 'created_at']);

const fieldLabel = (key: string) => {
  const words = FIELD_LABELS[key] ?? key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const showValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(showValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Every field as stored, nested answers (a survey's payload, a partner's meta) one level down. */
function FormFields({ form }: { form: Record<string, unknown> }) {
  const isNested = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  const entries = Object.entries(form).filter(([key]) => !HEADING_FIELDS.has(key));
  const rows = [
    ...entries
      .filter(([, value]) => !isNested(value))
      .map(([key, value]) => [fieldLabel(key), value] as const),
    ...entries
      .filter(([, value]) => isNested(value))
      .flatMap(([key, value]) =>
        Object.entries(value as Record<string, unknown>).map(
          ([inner, innerValue]) => [`${fieldLabel(key)} · ${fieldLabel(inner)}`, innerValue] as const,
        ),
      ),
  ];
  return (
    <dl className="inbox-fields">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{showValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function LicenceImage({ id }: { id: number }) {
  const image = useLicenceImage(id, true);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  if (image.isError) return <FormError message={errorMessage(image.error)} />;
  return url ? (
    <img className="inbox-licence" src={url} alt="Driver's licence" />
  ) : (
    <p className="muted">Loading the licence…</p>
  );
}

function ChangeForm({ kind, item }: { kind: InboxKind; item: InboxItem }) {
  const change = useUpdateInboxItem();
  const assignees = useInboxAssignees();
  const noteId = useId();
  const [saved, setSaved] = useState(false);
  const form = useForm<InboxPatch>({
    resolver: zodResolver(InboxPatchSchema),
    defaultValues: { status: item.status, assignee_id: item.assignee?.id ?? null, note: '' },
  });
  const { errors } = form.formState;
  const people = assignees.data?.data ?? (item.assignee ? [item.assignee] : []);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await change.mutateAsync({ kind, id: item.id, patch: values });
      setSaved(true);
      form.reset({ status: values.status, assignee_id: values.assignee_id ?? null, note: '' });
    } catch {
      // Shown from change.error below.
    }
  });

  return (
    <section className="card stack" aria-labelledby="change-heading">
      <h2 id="change-heading">Review</h2>
      {saved ? (
        <p className="notice-success" role="status">
          Saved.
        </p>
      ) : null}
      <FormError message={change.isError ? errorMessage(change.error) : null} />
      <form onSubmit={onSubmit} noValidate className="console-form">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...form.register('status')}
        />
        <SelectField
          label="Assignee"
          placeholder="Nobody"
          options={people.map((person) => ({ value: person.id, label: `${person.fname} ${person.lname}` }))}
          error={errors.assignee_id?.message}
          {...form.register('assignee_id', {
            setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
          })}
        />
        {kind === 'charter-requests' ? (
          <TextField
            label="Quote (₦)"
            inputMode="decimal"
            defaultValue={item.quote_kobo === null ? '' : String(item.quote_kobo / 100)}
            error={errors.quote_kobo?.message}
            {...form.register('quote_kobo', {
              setValueAs: (value: string) => (value.trim() === '' ? undefined : nairaToKobo(Number(value))),
            })}
          />
        ) : null}
        <div className="field console-form__wide">
          <label className="field__label" htmlFor={noteId}>
            Note
          </label>
          <textarea
            id={noteId}
            className="field__input"
            rows={3}
            maxLength={1000}
            {...form.register('note')}
          />
          {errors.note?.message ? <p className="field__error">{errors.note.message}</p> : null}
        </div>
        <div className="console-form__actions">
          <Button type="submit" isProcessing={change.isPending}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}

function History({ events }: { events: InboxEvent[] }) {
  return (
    <section className="stack" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {events.length === 0 ? (
        <p className="muted">No changes yet.</p>
      ) : (
        <ol className="inbox-history">
          {events.map((event) => (
            <li key={event.id}>
              <span className="muted small">{formatLagosTime(event.created_at)}</span> {event.actor.fname}{' '}
              {event.actor.lname}:{' '}
              {event.status_before === event.status_after
                ? INBOX_STATUS_LABELS[event.status_after]
                : `${INBOX_STATUS_LABELS[event.status_before]} → ${INBOX_STATUS_LABELS[event.status_after]}`}
              {event.assignee_after?.id !== event.assignee_before?.id
                ? event.assignee_after
                  ? `, assigned to ${event.assignee_after.fname} ${event.assignee_after.lname}`
                  : ', unassigned'
                : ''}
              {event.note ? <p className="inbox-note">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
