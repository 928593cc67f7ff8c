import {
  FareTable,
  FareTableQuery,
  OpsIdParams,
  OpsItinerary,
  OpsItineraryInput,
  OpsItineraryList,
  OpsItineraryPatch,
  OpsRoute,
  OpsRouteInput,
  OpsRouteList,
  OpsRouteListQuery,
  OpsRoutePatch,
  OpsStop,
  OpsStopInput,
  OpsStopList,
  OpsStopListQuery,
  OpsStopPatch,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** Stops, routes, departures and fare tables (docs/product.md#operations; docs/decisions/128-network-edits.md). */
export const networkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { networkAdmin } = app.services;

  app.get(
    '/stops',
    { schema: { ...schema, querystring: OpsStopListQuery, response: { 200: OpsStopList } } },
    (request) => networkAdmin.listStops(request.query),
  );
  app.post(
    '/stops',
    { schema: { ...schema, body: OpsStopInput, response: { 201: OpsStop } } },
    async (request, reply) =>
      reply.code(201).send(await networkAdmin.createStop(currentRider(request), request.body)),
  );
  app.patch(
    '/stops/:id',
    { schema: { ...schema, params: OpsIdParams, body: OpsStopPatch, response: { 200: OpsStop } } },
    (request) => networkAdmin.updateStop(currentRider(request), request.params.id, request.body),
  );

  app.get(
    '/routes',
    { schema: { ...schema, querystring: OpsRouteListQuery, response: { 200: OpsRouteList } } },
    (request) => networkAdmin.listRoutes(request.query),
  );
  app.get(
    '/routes/:id',
    { schema: { ...schema, params: OpsIdParams, response: { 200: OpsRoute } } },
    (request) => networkAdmin.getRoute(request.params.id),
  );
  app.post(
    '/routes',
    { schema: { ...schema, body: OpsRouteInput, response: { 201: OpsRoute } } },
    async (request, reply) =>
      reply.code(201).send(await networkAdmin.createRoute(currentRider(request), request.body)),
  );
  app.patch(
    '/routes/:id',
    { schema: { ...schema, params: OpsIdParams, body: OpsRoutePatch, response: { 200: OpsRoute } } },
    (request) => networkAdmin.updateRoute(currentRider(request), request.params.id, request.body),
  );

  app.get(
    '/routes/:id/itineraries',
    { schema: { ...schema, params: OpsIdParams, response: { 200: OpsItineraryList } } },
    (request) => networkAdmin.listItineraries(request.params.id),
  );
  app.post(
    '/routes/:id/itineraries',
    { schema: { ...schema, params: OpsIdParams, body: OpsItineraryInput, response: { 201: OpsItinerary } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await networkAdmin.createItinerary(currentRider(request), request.params.id, request.body)),
  );
  app.patch(
    '/itineraries/:id',
    { schema: { ...schema, params: OpsIdParams, body: OpsItineraryPatch, response: { 200: OpsItinerary } } },
    (request) => networkAdmin.updateItinerary(currentRider(request), request.params.id, request.body),
  );

  app.get(
    '/routes/:id/fares',
    { schema: { ...schema, params: OpsIdParams, querystring: FareTableQuery, response: { 200: FareTable } } },
    (request) => networkAdmin.getFares(request.params.id, request.query.itinerary_id ?? null),
  );
  app.put(
    '/routes/:id/fares',
    { schema: { ...schema, params: OpsIdParams, body: FareTable, response: { 200: FareTable } } },
    (request) => networkAdmin.putFares(currentRider(request), request.params.id, request.body),
  );
};
