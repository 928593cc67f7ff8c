import { getWalletCall, getWalletStatementCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';
import { chosenType, sendDownload } from '../../shared/downloads.ts';

const secured = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, wallets, statements } = app.services;

  /** The signed-in user and their wallet: the SPA loads the user from this at start (spec 4). */
  callRoute(app, getWalletCall, { schema: { tags: ['wallet'], security: secured } }, async (request) => {
    const { user, ...view } = await wallets.view(
      request.params.userId,
      request.query.page,
      request.query.limit,
    );
    return { ...accounts.publicUser(user), ...view };
  });

  /** The personal wallet's statement over Lagos dates: JSON, or CSV or PDF as the Accept header asks. */
  callRoute(
    app,
    getWalletStatementCall,
    {
      schema: {
        tags: ['wallet'],
        security: secured,
        summary: 'My wallet statement: JSON, or text/csv or application/pdf by Accept',
      },
    },
    async (request, reply) => {
      const type = chosenType(request, ['text/csv', 'application/pdf']);
      if (type === 'json') return statements.statement(request.params.userId, request.query);
      return sendDownload(reply, await statements.download(request.params.userId, request.query, type));
    },
  );
};
