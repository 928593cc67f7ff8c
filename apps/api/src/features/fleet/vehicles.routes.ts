import {
  createVehicleCall,
  getVehicleOwnersCall,
  getVehiclesCall,
  issueTrackerCall,
  updateVehicleCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** Vehicles and their GPS trackers (docs/product.md#operations). */
export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { vehicles } = app.services;

  callRoute(app, getVehiclesCall, { schema }, (request) => vehicles.list(request.query));
  callRoute(app, getVehicleOwnersCall, { schema }, () => vehicles.owners());
  callRoute(app, createVehicleCall, { schema, config: app.writeLimits.fleetWrite }, async (request, reply) =>
    reply.code(201).send(await vehicles.create(currentRider(request), request.body)),
  );
  callRoute(app, updateVehicleCall, { schema, config: app.writeLimits.fleetWrite }, (request) =>
    vehicles.update(currentRider(request), request.params.id, request.body),
  );
  callRoute(app, issueTrackerCall, { schema, config: app.writeLimits.trackerIssue }, async (request, reply) =>
    reply.code(201).send(await vehicles.issueTracker(currentRider(request), request.params.id)),
  );
};
