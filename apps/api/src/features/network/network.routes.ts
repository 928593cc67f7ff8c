import {
  BusStopList,
  DiscoveryAnswer,
  DiscoveryParams,
  DiscoveryQuery,
  RouteCatalogue,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NetworkService } from './network.service.ts';

const tags = ['network'];

export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const network = new NetworkService(app.deps);

  app.get('/bus-stops', { schema: { tags, response: { 200: BusStopList } } }, async () => ({
    data: await network.listStops(),
  }));

  app.get(
    '/route-discovery/from/:sourceId/to/:destinationId',
    {
      schema: {
        tags,
        params: DiscoveryParams,
        querystring: DiscoveryQuery,
        response: { 200: DiscoveryAnswer },
      },
    },
    async (request) => ({
      data: await network.discover(
        request.params.sourceId,
        request.params.destinationId,
        request.query.tripDate,
      ),
    }),
  );

  app.get('/routes/catalogue', { schema: { tags, response: { 200: RouteCatalogue } } }, async () => ({
    data: await network.catalogue(),
  }));
};
