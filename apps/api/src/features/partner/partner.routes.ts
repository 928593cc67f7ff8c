import { startPartnerSessionCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { partner } = app.services;

  callRoute(
    app,
    startPartnerSessionCall,
    {
      schema: { tags: ['partner'] },
      // A refused token is 401; a server without partner sign-in answers 404.
      config: {
        rateLimit: { max: 60, timeWindow: '15 minutes' },
        errors: ['UNAUTHORIZED', 'NOT_FOUND', 'EMAIL_TAKEN'],
      },
    },
    async (request) => partner.startSession(request.body.token),
  );
};
