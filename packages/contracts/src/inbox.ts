import { z } from 'zod';
import {
  downloadInboxAddress,
  getInboxAddress,
  getInboxAssigneesAddress,
  getInboxItemAddress,
  getLicenceImageAddress,
  updateInboxItemAddress,
} from './addresses/inbox.ts';
import { defineCall } from './call.ts';
import { idParam, rowId, text } from './fields.ts';
import { PageMeta } from './lists.ts';

/**
 * The operators' inboxes (docs/decisions/170-inboxes.md): one per public form kind and one for
 * route suggestions, under /v1/ops/inbox/{kind}.
 */
export const INBOX_KINDS = [
  'charter-requests',
  'driver-applications',
  'partner-applications',
  'programme-applications',
  'feedback',
  'route-suggestions',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** What the console calls each inbox. */
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  'charter-requests': 'Charter requests',
  'driver-applications': 'Driver applications',
  'partner-applications': 'Bus partner applications',
  'programme-applications': 'She Moves',
  feedback: 'Feedback',
  'route-suggestions': 'Route suggestions',
};

export const INBOX_STATUSES = ['new', 'in_review', 'accepted', 'declined'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  in_review: 'In review',
  accepted: 'Accepted',
  declined: 'Declined',
};
export const INBOX_STATUS_MESSAGE = 'Status must be one of new, in_review, accepted or declined.';

const kindField = z.enum(INBOX_KINDS, { error: 'Unknown inbox.' });
export const InboxParams = z.strictObject({ kind: kindField });
export type InboxParams = z.infer<typeof InboxParams>;
export const InboxItemParams = z.strictObject({ kind: kindField, id: idParam });
export type InboxItemParams = z.infer<typeof InboxItemParams>;

/** The list's filters; the CSV export takes the same ones. */
export const InboxQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  q: text().trim().max(100).optional(),
  status: z.enum(INBOX_STATUSES, { error: INBOX_STATUS_MESSAGE }).optional(),
});
export type InboxQuery = z.infer<typeof InboxQuery>;
export type InboxQueryInput = z.input<typeof InboxQuery>;

export const InboxPerson = z.object({ id: z.number().int(), fname: z.string(), lname: z.string() });
export type InboxPerson = z.infer<typeof InboxPerson>;

/** One line of an inbox: who sent what, when, and where it stands. */
export const InboxSummary = z.object({
  id: z.number().int(),
  kind: z.enum(INBOX_KINDS),
  status: z.enum(INBOX_STATUSES),
  name: z.string(),
  email: z.string(),
  summary: z.string(),
  assignee: InboxPerson.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type InboxSummary = z.infer<typeof InboxSummary>;
export const InboxList = z.object({ data: z.array(InboxSummary), meta: PageMeta });
export type InboxList = z.infer<typeof InboxList>;

export const InboxEvent = z.object({
  id: z.number().int(),
  actor: InboxPerson,
  status_before: z.enum(INBOX_STATUSES),
  status_after: z.enum(INBOX_STATUSES),
  assignee_before: InboxPerson.nullable(),
  assignee_after: InboxPerson.nullable(),
  note: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type InboxEvent = z.infer<typeof InboxEvent>;

/**
 * One item: everything its form sent (`form`, as the public call stored it, never a password
 * hash), the account an accepted application opened, a charter's quote, and its history.
 */
export const InboxItem = InboxSummary.extend({
  form: z.record(z.string(), z.unknown()),
  quote_kobo: z.number().int().nullable(),
  account_id: z.number().int().nullable(),
  /** A She Moves driver's licence image: read it at `.../{id}/licence` (staff only). */
  has_licence: z.boolean(),
  history: z.array(InboxEvent),
});
export type InboxItem = z.infer<typeof InboxItem>;

/**
 * PATCH /v1/ops/inbox/{kind}/{id}. `assignee_id` null unassigns; `quote_kobo` is for charter
 * requests only, and accepting one needs a quote.
 */
export const InboxPatch = z.strictObject({
  status: z.enum(INBOX_STATUSES, { error: INBOX_STATUS_MESSAGE }),
  note: text().trim().max(1000, 'A note is at most 1000 characters.').optional(),
  assignee_id: rowId('Choose a staff member.').nullable().optional(),
  quote_kobo: z
    .number({ error: 'The quote must be a whole number of kobo.' })
    .int('The quote must be a whole number of kobo.')
    .positive('The quote must be more than zero.')
    .max(100_000_000_000, 'The quote is too large.')
    .optional(),
});
export type InboxPatch = z.infer<typeof InboxPatch>;
export type InboxPatchInput = z.input<typeof InboxPatch>;

/** The staff an item can be assigned to. */
export const InboxAssignees = z.object({ data: z.array(InboxPerson), meta: PageMeta });
export type InboxAssignees = z.infer<typeof InboxAssignees>;

/* The inboxes' calls (docs/decisions/170-inboxes.md) */

export const getInboxAssigneesCall = defineCall(getInboxAssigneesAddress, {
  answers: { 200: InboxAssignees },
});
export const getInboxCall = defineCall(getInboxAddress, {
  params: InboxParams,
  query: InboxQuery,
  answers: { 200: InboxList },
});
/** The same filters as the list, every page, as CSV (spreadsheet-safe cells, ADR 154). */
export const downloadInboxCall = defineCall(downloadInboxAddress, {
  params: InboxParams,
  query: InboxQuery,
});
export const getInboxItemCall = defineCall(getInboxItemAddress, {
  params: InboxItemParams,
  answers: { 200: InboxItem },
});
export const updateInboxItemCall = defineCall(updateInboxItemAddress, {
  params: InboxItemParams,
  body: InboxPatch,
  answers: { 200: InboxItem },
});
/** A She Moves driver's licence image, for staff only, in the type its bytes showed. */
export const getLicenceImageCall = defineCall(getLicenceImageAddress, {
  params: z.strictObject({ id: idParam }),
});
