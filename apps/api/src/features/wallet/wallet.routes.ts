import { UserIdParams, WalletAnswer, WalletQuery } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const secured = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, wallets } = app.services;

  /** The signed-in user and their wallet: the SPA loads the user from this at start (spec 4). */
  app.get(
    '/users/:userId/wallet',
    {
      schema: {
        tags: ['wallet'],
        security: secured,
        params: UserIdParams,
        querystring: WalletQuery,
        response: { 200: WalletAnswer },
      },
    },
    async (request) => {
      const { user, ...view } = await wallets.view(
        request.params.userId,
        request.query.page,
        request.query.limit,
      );
      return { ...accounts.publicUser(user), ...view };
    },
  );
};
