import {
  UserIdParams,
  WaitlistEntry,
  WaitlistEntryParams,
  WaitlistJoinInput,
  WaitlistList,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['waitlist'];
const secured = [{ bearer: [] }];

/** The rider's places in line for sold-out rides (docs/product.md#waitlist); mounted by the bookings routes. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { waitlist } = app.services;

  app.post(
    '/users/:userId/waitlist',
    {
      schema: {
        tags,
        security: secured,
        params: UserIdParams,
        body: WaitlistJoinInput,
        response: { 201: WaitlistEntry },
      },
      config: app.writeLimits.waitlistJoin,
    },
    async (request, reply) => {
      return reply.status(201).send(await waitlist.join(request.params.userId, request.body));
    },
  );

  app.get(
    '/users/:userId/waitlist',
    { schema: { tags, security: secured, params: UserIdParams, response: { 200: WaitlistList } } },
    async (request) => waitlist.list(request.params.userId),
  );

  app.delete(
    '/users/:userId/waitlist/:entryId',
    {
      schema: { tags, security: secured, params: WaitlistEntryParams, response: { 200: WaitlistEntry } },
      config: app.writeLimits.waitlistLeave,
    },
    async (request) => waitlist.leave(request.params.userId, request.params.entryId),
  );
};
