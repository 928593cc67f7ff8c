import { checkInForRunCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const schema = { tags: ['operations'], security: [{ bearer: [] }] };

/** Inside /v1/ops: an operator checks a rider in by hand from the manifest (audited, ADR 160). */
export const driverOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { driver } = app.services;
  callRoute(app, checkInForRunCall, { schema, config: app.writeLimits.manifestCheckIn }, (request) =>
    driver.checkInByOperator(currentRider(request), request.params.id, request.body.ride_id),
  );
};
