import {
  AllowanceInput,
  CompanyFundingInput,
  CorporateMemberParams,
  CorporateParams,
  CorporateWalletAnswer,
  LedgerPostingAnswer,
  UserIdParams,
  WalletAnswer,
  WalletQuery,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from '../../shared/auth.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';

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
      const user = await accounts.findUser(request.params.userId);
      return {
        ...accounts.publicUser(user),
        ...(await wallets.view(user, request.query.page, request.query.limit)),
      };
    },
  );

  // Operators' tools (the screen comes later); anyone else gets 404 (docs/api-conventions.md#ownership).
  const operatorTags = ['operators'];

  app.get(
    '/corporates/:corporateId/wallet',
    {
      onRequest: app.authenticateOperator,
      schema: {
        tags: operatorTags,
        security: secured,
        params: CorporateParams,
        response: { 200: CorporateWalletAnswer },
      },
    },
    async (request) => {
      requireOperator(request);
      return wallets.corporateWallet(request.params.corporateId);
    },
  );

  app.post(
    '/corporates/:corporateId/wallet/fundings',
    {
      onRequest: app.authenticateOperator,
      schema: {
        tags: operatorTags,
        security: secured,
        params: CorporateParams,
        body: CompanyFundingInput,
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        response: { 201: LedgerPostingAnswer },
      },
    },
    async (request, reply) => {
      const operator = requireOperator(request);
      const answer = await wallets.fundCompanyWallet(
        operator,
        request.params.corporateId,
        request.body,
        idempotencyKeyOf(request),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      const posting = answer.body;
      return reply.status(201).send({
        transaction_id: posting.transactionId,
        wallet_id: posting.walletId,
        amount_kobo: posting.amountKobo,
        balance_after_kobo: posting.balanceAfterKobo,
      });
    },
  );

  app.put(
    '/corporates/:corporateId/members/:userId/allowance',
    {
      onRequest: app.authenticateOperator,
      schema: {
        tags: operatorTags,
        security: secured,
        params: CorporateMemberParams,
        body: AllowanceInput,
        response: { 200: CorporateWalletAnswer },
      },
    },
    async (request) => {
      const operator = requireOperator(request);
      const member = await accounts.findUser(request.params.userId);
      await wallets.setAllowance(operator, request.params.corporateId, member, request.body);
      return wallets.corporateWallet(request.params.corporateId);
    },
  );
};
