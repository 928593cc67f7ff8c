import { getDriversCall, updateDriverCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** The drivers page: operators and admins (docs/decisions/251-drivers-page.md). */
export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  const { drivers } = app.services;

  callRoute(app, getDriversCall, { schema }, (request) => drivers.list(request.query));
  callRoute(app, updateDriverCall, { schema, config: app.writeLimits.driverUpdate }, (request) =>
    drivers.update(currentRider(request), request.params.id, request.body),
  );
};
