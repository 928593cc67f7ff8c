import { createPromoCodeCall, getPromoCodesCall, updatePromoCodeCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** GET/POST /v1/ops/promo-codes, PATCH /v1/ops/promo-codes/{id} (ADR 187). */
export const promoCodesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promoCodesAdmin } = app.services;

  callRoute(app, getPromoCodesCall, { schema }, (request) => promoCodesAdmin.list(request.query));
  callRoute(app, createPromoCodeCall, { schema }, async (request, reply) =>
    reply.status(201).send(await promoCodesAdmin.create(currentRider(request), request.body)),
  );
  callRoute(app, updatePromoCodeCall, { schema }, (request) =>
    promoCodesAdmin.setDisabled(currentRider(request), request.params.id, request.body.disabled),
  );
};
