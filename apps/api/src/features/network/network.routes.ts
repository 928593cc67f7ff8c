import { discoverRoutesCall, getBusStopsCall, getRouteCatalogueCall, unpagedList } from '@shuttle/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';

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

  callRoute(app, getBusStopsCall, { config, schema: { tags } }, async () =>
    unpagedList(await network.listStops()),
  );

  callRoute(app, discoverRoutesCall, { config, schema: { tags } }, async (request) =>
    unpagedList(
      await network.discover(
        request.params.sourceId,
        request.params.destinationId,
        request.query.tripDate,
        await companyOf(app, request.headers.authorization),
      ),
    ),
  );

  callRoute(app, getRouteCatalogueCall, { config, schema: { tags } }, async () =>
    unpagedList(await network.catalogue()),
  );
};
