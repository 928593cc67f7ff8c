import { UserIdParams, WalletSummary } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSelf } from '../../shared/auth.ts';
import { AccountsService } from '../accounts/accounts.service.ts';
import { WalletsRepository } from './wallets.repository.ts';

export const WalletAnswer = z.object({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  city_id: z.number().int(),
  corporate_id: z.number().int().nullable(),
  verified: z.boolean(),
  avatar: z.string().nullable(),
  wallet: WalletSummary,
  walletHistory: z.array(z.unknown()),
});

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new AccountsService(app.deps, app.tokens);

  /** The signed-in user and their wallet: the SPA loads the user from this at start (spec 4). */
  app.get(
    '/users/:userId/wallet',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wallet'],
        security: [{ bearer: [] }],
        params: UserIdParams,
        response: { 200: WalletAnswer },
      },
    },
    async (request) => {
      requireSelf(request, request.params.userId);
      const user = await accounts.findUser(request.params.userId);
      return {
        ...accounts.publicUser(user),
        wallet: await new WalletsRepository(app.deps.db).balancesOf(user),
        walletHistory: [],
      };
    },
  );
};
