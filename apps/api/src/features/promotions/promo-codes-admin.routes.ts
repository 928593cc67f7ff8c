import {
  CreatePromoCodeInput,
  OpsIdParams,
  PromoCode,
  PromoCodeList,
  PromoCodePatch,
  PromoCodesQuery,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** GET/POST /v1/ops/promo-codes, PATCH /v1/ops/promo-codes/{id} (ADR 187). */
export const promoCodesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promoCodesAdmin } = app.services;

  app.get(
    '/promo-codes',
    { schema: { ...schema, querystring: PromoCodesQuery, response: { 200: PromoCodeList } } },
    (request) => promoCodesAdmin.list(request.query),
  );

  app.post(
    '/promo-codes',
    { schema: { ...schema, body: CreatePromoCodeInput, response: { 201: PromoCode } } },
    async (request, reply) =>
      reply.status(201).send(await promoCodesAdmin.create(currentRider(request), request.body)),
  );

  app.patch(
    '/promo-codes/:id',
    { schema: { ...schema, params: OpsIdParams, body: PromoCodePatch, response: { 200: PromoCode } } },
    (request) => promoCodesAdmin.setDisabled(currentRider(request), request.params.id, request.body.disabled),
  );
};
