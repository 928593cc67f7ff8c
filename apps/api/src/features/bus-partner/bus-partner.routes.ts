import {
  BusPartnerDriverList,
  BusPartnerEarnings,
  BusPartnerProfile,
  BusPartnerRunList,
  BusPartnerRunsQuery,
  BusPartnerStatementQuery,
  BusPartnerVehicleList,
  LiveBoard,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentRider } from '../../shared/auth.ts';

const schema = { tags: ['bus-partner'], security: [{ bearer: [] }] };

/** The bus partners' portal, mounted at /v1/bus-partner inside its role wing (ADR 120, 172). */
export const busPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { busPartner } = app.services;

  app.get('/me', { schema: { ...schema, response: { 200: BusPartnerProfile } } }, (request) =>
    busPartner.profile(currentRider(request)),
  );
  app.get('/vehicles', { schema: { ...schema, response: { 200: BusPartnerVehicleList } } }, (request) =>
    busPartner.vehicles(currentRider(request)),
  );
  app.get(
    '/live',
    {
      schema: {
        ...schema,
        summary: 'My buses on today’s runs, with their routes and latest positions',
        response: { 200: LiveBoard },
      },
    },
    (request) => busPartner.live(currentRider(request)),
  );
  app.get('/drivers', { schema: { ...schema, response: { 200: BusPartnerDriverList } } }, (request) =>
    busPartner.drivers(currentRider(request)),
  );
  app.get(
    '/runs',
    { schema: { ...schema, querystring: BusPartnerRunsQuery, response: { 200: BusPartnerRunList } } },
    (request) => busPartner.runs(currentRider(request), request.query),
  );
  app.get('/earnings', { schema: { ...schema, response: { 200: BusPartnerEarnings } } }, (request) =>
    busPartner.earnings(currentRider(request)),
  );
  app.get(
    '/statement',
    { schema: { ...schema, querystring: BusPartnerStatementQuery } },
    async (request, reply) => {
      const { month } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${month}.csv"`)
        .send(await busPartner.statementCsv(currentRider(request), month));
    },
  );
};
