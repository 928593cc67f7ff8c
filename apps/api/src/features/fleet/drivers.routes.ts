import {
  OpsDriver,
  OpsDriverList,
  OpsDriverListQuery,
  OpsDriverPatch,
  OpsIdParams,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** The drivers page: operators and admins (docs/decisions/251-drivers-page.md). */
export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  const { drivers } = app.services;

  app.get(
    '/drivers',
    { schema: { ...schema, querystring: OpsDriverListQuery, response: { 200: OpsDriverList } } },
    (request) => drivers.list(request.query),
  );
  app.patch(
    '/drivers/:id',
    {
      schema: { ...schema, params: OpsIdParams, body: OpsDriverPatch, response: { 200: OpsDriver } },
      config: app.writeLimits.driverUpdate,
    },
    (request) => drivers.update(currentRider(request), request.params.id, request.body),
  );
};
