import {
  INBOX_STATUS_LABELS,
  InboxAssignees,
  InboxItem,
  InboxItemParams,
  InboxList,
  InboxParams,
  InboxPatch,
  InboxQuery,
  type InboxSummary,
  OpsIdParams,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { csvCell } from '../runs/manifest-csv.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** The inboxes of the public forms and route suggestions (docs/decisions/170-inboxes.md). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inbox } = app.services;

  app.get('/inbox-assignees', { schema: { ...schema, response: { 200: InboxAssignees } } }, () =>
    inbox.assignees(),
  );
  app.get(
    '/inbox/:kind',
    { schema: { ...schema, params: InboxParams, querystring: InboxQuery, response: { 200: InboxList } } },
    (request) => inbox.list(request.params.kind, request.query),
  );
  /** The same filters as the list, every page, as CSV (spreadsheet-safe cells, ADR 154). */
  app.get(
    '/inbox/:kind/export',
    { schema: { ...schema, params: InboxParams, querystring: InboxQuery } },
    async (request, reply) => {
      const rows = await inbox.exportRows(request.params.kind, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inbox-${request.params.kind}.csv"`)
        .send(inboxCsv(rows));
    },
  );
  app.get(
    '/inbox/:kind/:id',
    { schema: { ...schema, params: InboxItemParams, response: { 200: InboxItem } } },
    (request) => inbox.one(request.params.kind, request.params.id),
  );
  app.patch(
    '/inbox/:kind/:id',
    { schema: { ...schema, params: InboxItemParams, body: InboxPatch, response: { 200: InboxItem } } },
    (request) => inbox.change(currentRider(request), request.params.kind, request.params.id, request.body),
  );
  /** A She Moves driver's licence image: staff only, with the type its bytes showed, never sniffed. */
  app.get(
    '/inbox/programme-applications/:id/licence',
    { schema: { ...schema, params: OpsIdParams } },
    async (request, reply) => {
      const { upload, bytes } = await inbox.licence(request.params.id);
      return reply
        .type(upload.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};

function inboxCsv(rows: InboxSummary[]): string {
  const header = ['Id', 'Received', 'Status', 'Name', 'Email', 'Summary', 'Assignee'];
  const lines = rows.map((row) =>
    [
      row.id,
      row.created_at,
      INBOX_STATUS_LABELS[row.status],
      row.name,
      row.email,
      row.summary,
      row.assignee ? `${row.assignee.fname} ${row.assignee.lname}` : '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
