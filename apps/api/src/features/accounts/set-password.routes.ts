import { setPasswordCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';

/**
 * POST /v1/set-password: an invited user chooses a password from the emailed single-use link
 * and is signed in, as after login (docs/decisions/122-staff-invitations.md).
 */
export const setPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffAccounts } = app.services;
  callRoute(
    app,
    setPasswordCall,
    { schema: { tags: ['accounts'] }, config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
    async (request) => staffAccounts.setPassword(request.body.token, request.body.password),
  );
};
