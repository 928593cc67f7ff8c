import {
  deleteAccountCall,
  downloadDataExportCall,
  getLatestDataExportCall,
  requestDataExportCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';
import { sendDownload } from '../../shared/downloads.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/**
 * A rider's copy of their data and the deletion of their account (docs/decisions/249). Both
 * are the rider's own: staff, whom the `:userId` guard lets in elsewhere, get 404 here.
 */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dataRights } = app.services;

  callRoute(
    app,
    requestDataExportCall,
    { schema: { tags, security }, config: app.writeLimits.dataExport },
    async (request, reply) => {
      const answer = await dataRights.requestExport(currentRider(request), request.params.userId);
      return reply.status(202).send(answer);
    },
  );

  callRoute(app, getLatestDataExportCall, { schema: { tags, security } }, async (request) => {
    return { data: await dataRights.latestExport(request.params.userId) };
  });

  callRoute(
    app,
    downloadDataExportCall,
    { schema: { tags, security, produces: ['application/zip'] } },
    async (request, reply) => {
      const { userId, exportId } = request.params;
      const file = await dataRights.download(currentRider(request), userId, exportId);
      return sendDownload(reply, { type: 'application/zip', filename: file.fileName, body: file.bytes });
    },
  );

  callRoute(
    app,
    deleteAccountCall,
    { schema: { tags, security }, config: app.writeLimits.accountDeletion },
    async (request) => {
      return dataRights.deleteAccount(currentRider(request), request.params.userId, request.body);
    },
  );
};
