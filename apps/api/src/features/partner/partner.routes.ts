import { PartnerSessionInput, SessionUser } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountsService } from '../accounts/accounts.service.ts';
import { PartnerService } from './partner.service.ts';

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const partner = new PartnerService(app.deps, new AccountsService(app.deps, app.tokens), app.tokens);

  app.post(
    '/partner/session',
    {
      schema: { tags: ['partner'], body: PartnerSessionInput, response: { 200: SessionUser } },
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (request) => partner.startSession(request.body.token),
  );
};
