import { CityList, unpagedList } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicReadLimit } from './network.routes.ts';

export const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { network } = app.services;
  // The spec's call carries `fields[city]=id,name`; id and name are all a city has on the wire.
  app.get(
    '/city',
    {
      config: publicReadLimit(app.deps.config),
      schema: {
        tags: ['network'],
        querystring: z.object({ 'fields[city]': z.string().max(100).optional() }),
        response: { 200: CityList },
      },
    },
    async () => unpagedList(await network.listCities()),
  );
};
