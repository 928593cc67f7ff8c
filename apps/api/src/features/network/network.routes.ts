import {
  BusStopList,
  DiscoveryAnswer,
  DiscoveryParams,
  DiscoveryQuery,
  RouteCatalogue,
  unpagedList,
} from '@shuttle/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['network'];

/**
 * Discovery is public; a signed-in member of a company also finds the company's private
 * routes. A missing or stale token simply gives the public answer, never a 401.
 */
async function companyOf(app: FastifyInstance, authorization: string | undefined): Promise<number | null> {
  if (!authorization) return null;
  try {
    return (await app.tokens.authenticate(authorization)).corporateId;
  } catch {
    return null;
  }
}

/** Per client address on the public reads: generous for riders, a ceiling for scrapers (ADR 106). */
export function publicReadLimit(config: { PUBLIC_READ_RATE_LIMIT_PER_MINUTE: number }) {
  return { rateLimit: { max: config.PUBLIC_READ_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
}

export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { network } = app.services;
  const config = publicReadLimit(app.deps.config);

  app.get('/bus-stops', { config, schema: { tags, response: { 200: BusStopList } } }, async () =>
    unpagedList(await network.listStops()),
  );

  app.get(
    '/route-discovery/from/:sourceId/to/:destinationId',
    {
      config,
      schema: {
        tags,
        params: DiscoveryParams,
        querystring: DiscoveryQuery,
        response: { 200: DiscoveryAnswer },
      },
    },
    async (request) =>
      unpagedList(
        await network.discover(
          request.params.sourceId,
          request.params.destinationId,
          request.query.tripDate,
          await companyOf(app, request.headers.authorization),
        ),
      ),
  );

  app.get('/routes/catalogue', { config, schema: { tags, response: { 200: RouteCatalogue } } }, async () =>
    unpagedList(await network.catalogue()),
  );
};
