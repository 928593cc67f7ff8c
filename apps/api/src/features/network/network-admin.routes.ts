import {
  createItineraryCall,
  createRouteCall,
  createStopCall,
  getFaresCall,
  getItinerariesCall,
  getOpsRouteCall,
  getOpsRoutesCall,
  getOpsStopsCall,
  saveFaresCall,
  updateItineraryCall,
  updateRouteCall,
  updateStopCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** Stops, routes, departures and fare tables (docs/product.md#operations; docs/decisions/128-network-edits.md). */
export const networkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { networkAdmin } = app.services;

  callRoute(app, getOpsStopsCall, { schema }, (request) => networkAdmin.listStops(request.query));
  callRoute(app, createStopCall, { schema }, async (request, reply) =>
    reply.code(201).send(await networkAdmin.createStop(currentRider(request), request.body)),
  );
  callRoute(app, updateStopCall, { schema }, (request) =>
    networkAdmin.updateStop(currentRider(request), request.params.id, request.body),
  );

  callRoute(app, getOpsRoutesCall, { schema }, (request) => networkAdmin.listRoutes(request.query));
  callRoute(app, getOpsRouteCall, { schema }, (request) => networkAdmin.getRoute(request.params.id));
  callRoute(app, createRouteCall, { schema }, async (request, reply) =>
    reply.code(201).send(await networkAdmin.createRoute(currentRider(request), request.body)),
  );
  callRoute(app, updateRouteCall, { schema }, (request) =>
    networkAdmin.updateRoute(currentRider(request), request.params.id, request.body),
  );

  callRoute(app, getItinerariesCall, { schema }, (request) =>
    networkAdmin.listItineraries(request.params.id),
  );
  callRoute(app, createItineraryCall, { schema }, async (request, reply) =>
    reply
      .code(201)
      .send(await networkAdmin.createItinerary(currentRider(request), request.params.id, request.body)),
  );
  callRoute(app, updateItineraryCall, { schema }, (request) =>
    networkAdmin.updateItinerary(currentRider(request), request.params.id, request.body),
  );

  callRoute(app, getFaresCall, { schema }, (request) =>
    networkAdmin.getFares(request.params.id, request.query.itinerary_id ?? null),
  );
  callRoute(app, saveFaresCall, { schema }, (request) =>
    networkAdmin.putFares(currentRider(request), request.params.id, request.body),
  );
};
