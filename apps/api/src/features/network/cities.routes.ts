import { getCitiesCall, unpagedList } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';
import { publicReadLimit } from './network.routes.ts';

export const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { network } = app.services;
  callRoute(
    app,
    getCitiesCall,
    { config: publicReadLimit(app.deps.config), schema: { tags: ['network'] } },
    async () => unpagedList(await network.listCities()),
  );
};
