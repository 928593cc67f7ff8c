import { getMobilityCardsCall, linkMobilityCardCall, unlinkMobilityCardCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';

const tags = ['account'];
const secured = [{ bearer: [] }];

/** A rider's mobility cards on the account page (docs/product.md#mobility-card). */
export const mobilityCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mobilityCards } = app.services;

  callRoute(app, getMobilityCardsCall, { schema: { tags, security: secured } }, async (request) =>
    mobilityCards.list(request.params.userId),
  );

  callRoute(
    app,
    linkMobilityCardCall,
    { schema: { tags, security: secured }, config: app.writeLimits.cardLink },
    async (request, reply) =>
      reply.status(201).send(await mobilityCards.link(request.params.userId, request.body)),
  );

  callRoute(
    app,
    unlinkMobilityCardCall,
    { schema: { tags, security: secured }, config: app.writeLimits.cardUnlink },
    async (request, reply) => {
      await mobilityCards.unlink(request.params.userId, request.params.cardId);
      return reply.status(204).send();
    },
  );
};
