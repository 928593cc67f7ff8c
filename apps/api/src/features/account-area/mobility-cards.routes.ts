import { CardLinkInput, CardParams, MobilityCard, MobilityCardList, UserIdParams } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['account'];
const secured = [{ bearer: [] }];

/** A rider's mobility cards on the account page (docs/product.md#mobility-card). */
export const mobilityCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mobilityCards } = app.services;

  app.get(
    '/users/:userId/cards',
    { schema: { tags, security: secured, params: UserIdParams, response: { 200: MobilityCardList } } },
    async (request) => mobilityCards.list(request.params.userId),
  );

  app.post(
    '/users/:userId/cards',
    {
      schema: {
        tags,
        security: secured,
        params: UserIdParams,
        body: CardLinkInput,
        response: { 201: MobilityCard },
      },
      config: app.writeLimits.cardLink,
    },
    async (request, reply) =>
      reply.status(201).send(await mobilityCards.link(request.params.userId, request.body)),
  );

  app.delete(
    '/users/:userId/cards/:cardId',
    { schema: { tags, security: secured, params: CardParams }, config: app.writeLimits.cardUnlink },
    async (request, reply) => {
      await mobilityCards.unlink(request.params.userId, request.params.cardId);
      return reply.status(204).send();
    },
  );
};
