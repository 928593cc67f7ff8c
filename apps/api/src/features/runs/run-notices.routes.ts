import { getRunNoticeAudienceCall, sendRunNoticeCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** Notices to the riders of a run (docs/decisions/157): whom one would reach, and sending it. */
export const runNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runNotices } = app.services;

  callRoute(app, getRunNoticeAudienceCall, { schema }, (request) => runNotices.audience(request.params.id));
  callRoute(
    app,
    sendRunNoticeCall,
    // Across runs; the service also allows 3 notices per run an hour (ADR 157).
    { schema, config: app.writeLimits.runNotice },
    async (request, reply) =>
      reply.code(201).send(await runNotices.send(currentRider(request), request.params.id, request.body)),
  );
};
