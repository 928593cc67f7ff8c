import { startDemoSession } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoSession } from './demo-accounts.ts';

/**
 * "Try the demo as" (docs/decisions/276): signs the visitor in as the demo account of a role,
 * through the product's own login. Registered by app.ts in the demo only; production has no
 * such route and never loads this module.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: startDemoSession.method,
    url: startDemoSession.path,
    schema: {
      tags: ['demo'],
      summary: 'Sign in as the demo’s account of a role (the demo only)',
      body: startDemoSession.body,
      response: startDemoSession.answers,
    },
    // The login's own throttle counts each sign-in too; this keeps a loop from hashing all day.
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: (request) => demoSession(app.deps, app.services, request.body.role, request.ip),
  });
};
