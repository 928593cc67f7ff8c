import { PromoRedemptionList, RedeemPromoAnswer, RedeemPromoInput, UserIdParams } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';

const tags = ['promotions'];
const security = [{ bearer: [] }];

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions } = app.services;

  app.post(
    '/users/:userId/promo-codes',
    {
      schema: {
        tags,
        security,
        params: UserIdParams,
        body: RedeemPromoInput,
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        response: { 201: RedeemPromoAnswer },
      },
      // Guessing codes is the only way to find one: a rider gets a few tries a minute.
      config: app.writeLimits.promoCode,
    },
    async (request, reply) => {
      const answer = await promotions.redeem(
        request.params.userId,
        request.body.code,
        idempotencyKeyOf(request),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/users/:userId/promo-codes',
    {
      schema: { tags, security, params: UserIdParams, response: { 200: PromoRedemptionList } },
    },
    async (request) => {
      return promotions.redemptions(request.params.userId);
    },
  );
};
