import {
  OpsIdParams,
  OpsVehicle,
  OpsVehicleInput,
  OpsVehicleList,
  OpsVehicleListQuery,
  OpsVehiclePatch,
  TrackerAnswer,
  VehicleOwnerList,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** Vehicles and their GPS trackers (docs/product.md#operations). */
export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { vehicles } = app.services;

  app.get(
    '/vehicles',
    { schema: { ...schema, querystring: OpsVehicleListQuery, response: { 200: OpsVehicleList } } },
    (request) => vehicles.list(request.query),
  );
  app.get('/vehicle-owners', { schema: { ...schema, response: { 200: VehicleOwnerList } } }, () =>
    vehicles.owners(),
  );
  app.post(
    '/vehicles',
    {
      schema: { ...schema, body: OpsVehicleInput, response: { 201: OpsVehicle } },
      config: app.writeLimits.fleetWrite,
    },
    async (request, reply) =>
      reply.code(201).send(await vehicles.create(currentRider(request), request.body)),
  );
  app.patch(
    '/vehicles/:id',
    {
      schema: { ...schema, params: OpsIdParams, body: OpsVehiclePatch, response: { 200: OpsVehicle } },
      config: app.writeLimits.fleetWrite,
    },
    (request) => vehicles.update(currentRider(request), request.params.id, request.body),
  );
  app.post(
    '/vehicles/:id/tracker',
    {
      schema: { ...schema, params: OpsIdParams, response: { 201: TrackerAnswer } },
      config: app.writeLimits.trackerIssue,
    },
    async (request, reply) =>
      reply.code(201).send(await vehicles.issueTracker(currentRider(request), request.params.id)),
  );
};
