import {
  downloadBusPartnerStatementCall,
  getBusPartnerDriversCall,
  getBusPartnerEarningsCall,
  getBusPartnerLiveCall,
  getBusPartnerProfileCall,
  getBusPartnerRunsCall,
  getBusPartnerVehiclesCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const schema = { tags: ['bus-partner'], security: [{ bearer: [] }] };

/** The bus partners' portal, mounted at /v1/bus-partner inside its role wing (ADR 120, 172). */
export const busPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { busPartner } = app.services;

  callRoute(app, getBusPartnerProfileCall, { schema }, (request) =>
    busPartner.profile(currentRider(request)),
  );
  callRoute(app, getBusPartnerVehiclesCall, { schema }, (request) =>
    busPartner.vehicles(currentRider(request)),
  );
  callRoute(
    app,
    getBusPartnerLiveCall,
    { schema: { ...schema, summary: 'My buses on today’s runs, with their routes and latest positions' } },
    (request) => busPartner.live(currentRider(request)),
  );
  callRoute(app, getBusPartnerDriversCall, { schema }, (request) =>
    busPartner.drivers(currentRider(request)),
  );
  callRoute(app, getBusPartnerRunsCall, { schema }, (request) =>
    busPartner.runs(currentRider(request), request.query),
  );
  callRoute(app, getBusPartnerEarningsCall, { schema }, (request) =>
    busPartner.earnings(currentRider(request)),
  );
  callRoute(app, downloadBusPartnerStatementCall, { schema }, async (request, reply) => {
    const { month } = request.query;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${month}.csv"`)
      .send(await busPartner.statementCsv(currentRider(request), month));
  });
};
