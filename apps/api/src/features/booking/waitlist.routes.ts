import { getWaitlistCall, joinWaitlistCall, leaveWaitlistCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';

const tags = ['waitlist'];
const secured = [{ bearer: [] }];

/** The rider's places in line for sold-out rides (docs/product.md#waitlist); mounted by the bookings routes. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { waitlist } = app.services;

  callRoute(
    app,
    joinWaitlistCall,
    {
      schema: { tags, security: secured },
      config: { ...app.writeLimits.waitlistJoin, errors: ['RIDE_UNAVAILABLE', 'CONFLICT'] },
    },
    async (request, reply) => {
      return reply.status(201).send(await waitlist.join(request.params.userId, request.body));
    },
  );

  callRoute(app, getWaitlistCall, { schema: { tags, security: secured } }, async (request) =>
    waitlist.list(request.params.userId),
  );

  callRoute(
    app,
    leaveWaitlistCall,
    { schema: { tags, security: secured }, config: app.writeLimits.waitlistLeave },
    async (request) => waitlist.leave(request.params.userId, request.params.entryId),
  );
};
