import {
  downloadInboxCall,
  getInboxAssigneesCall,
  getInboxCall,
  getInboxItemCall,
  getLicenceImageCall,
  INBOX_STATUS_LABELS,
  type InboxSummary,
  updateInboxItemCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';
import { csvCell } from '../runs/manifest-csv.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** The inboxes of the public forms and route suggestions (docs/decisions/170-inboxes.md). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inbox } = app.services;

  callRoute(app, getInboxAssigneesCall, { schema }, () => inbox.assignees());
  callRoute(app, getInboxCall, { schema }, (request) => inbox.list(request.params.kind, request.query));
  /** The same filters as the list, every page, as CSV (spreadsheet-safe cells, ADR 154). */
  callRoute(app, downloadInboxCall, { schema }, async (request, reply) => {
    const rows = await inbox.exportRows(request.params.kind, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inbox-${request.params.kind}.csv"`)
      .send(inboxCsv(rows));
  });
  callRoute(app, getInboxItemCall, { schema }, (request) =>
    inbox.one(request.params.kind, request.params.id),
  );
  callRoute(app, updateInboxItemCall, { schema }, (request) =>
    inbox.change(currentRider(request), request.params.kind, request.params.id, request.body),
  );
  /** A She Moves driver's licence image: staff only, with the type its bytes showed, never sniffed. */
  callRoute(app, getLicenceImageCall, { schema }, async (request, reply) => {
    const { upload, bytes } = await inbox.licence(request.params.id);
    return reply
      .type(upload.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
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
