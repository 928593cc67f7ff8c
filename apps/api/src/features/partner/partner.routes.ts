import { PartnerSessionInput, SessionUser } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { partner } = app.services;

  app.post(
    '/partner/session',
    {
      schema: { tags: ['partner'], body: PartnerSessionInput, response: { 200: SessionUser } },
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (request) => partner.startSession(request.body.token),
  );
};
