import {
  BankTransferAccount,
  MessageAnswer,
  PaymentSettings,
  SandboxCheckout,
  SandboxCheckoutParams,
  SimulatedTransferInput,
  TopUpAnswer,
  TopUpInput,
  TopUpParams,
  TopUpStarted,
  UserIdParams,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import { SandboxCheckoutService } from './sandbox-checkout.service.ts';

const tags = ['payments'];
const secured = [{ bearer: [] }];
const WEBHOOK_PATH = '/webhooks/paystack';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, payments } = app.services;

  /** Which checkout the SPA loads: the provider is a server setting, not a build flag. */
  app.get('/payments/settings', { schema: { tags, response: { 200: PaymentSettings } } }, async () => ({
    provider: app.deps.config.PAYMENTS_PROVIDER,
  }));

  app.post(
    '/users/:userId/wallet/top-ups',
    {
      schema: {
        tags,
        security: secured,
        params: UserIdParams,
        body: TopUpInput,
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        response: { 201: TopUpStarted },
      },
      config: app.writeLimits.topUp,
    },
    async (request, reply) => {
      const user = await accounts.findUser(request.params.userId);
      const answer = await payments.startTopUp(user, request.body.amount_kobo, idempotencyKeyOf(request));
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/users/:userId/wallet/top-ups/:reference',
    {
      schema: { tags, security: secured, params: TopUpParams, response: { 200: TopUpAnswer } },
    },
    async (request) => {
      return payments.checkTopUp(request.params.userId, request.params.reference, request.log);
    },
  );

  app.get(
    '/users/:userId/wallet/bank-account',
    {
      schema: { tags, security: secured, params: UserIdParams, response: { 200: BankTransferAccount } },
    },
    async (request) => {
      return payments.transferAccount(await accounts.findUser(request.params.userId));
    },
  );

  // Its own plugin, so that only this route receives the body as raw bytes: the signature
  // is over the bytes Paystack sent, not over any re-serialisation of them.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post(WEBHOOK_PATH, { schema: { tags, response: { 200: MessageAnswer } } }, async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await payments.receiveWebhook(rawBody, request.headers['x-paystack-signature'], request.log);
      return { message: 'ok' };
    });
  });

  if (app.deps.config.PAYMENTS_PROVIDER === 'sandbox') {
    const webhookUrl = `${app.prefix}${WEBHOOK_PATH}`;
    const sandbox = new SandboxCheckoutService(app.deps, async (rawBody, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: webhookUrl,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload: rawBody,
      });
      return response.statusCode;
    });
    const sandboxTags = ['sandbox'];

    app.get(
      '/sandbox/checkout/:accessCode',
      { schema: { tags: sandboxTags, params: SandboxCheckoutParams, response: { 200: SandboxCheckout } } },
      async (request) => sandbox.view(request.params.accessCode),
    );
    for (const action of ['pay', 'fail', 'close'] as const) {
      app.post(
        `/sandbox/checkout/:accessCode/${action}`,
        { schema: { tags: sandboxTags, params: SandboxCheckoutParams, response: { 200: SandboxCheckout } } },
        async (request) => sandbox[action](request.params.accessCode),
      );
    }

    /** Development only: money arrives on the rider's transfer account. */
    app.post(
      '/users/:userId/wallet/bank-account/simulated-transfers',
      {
        schema: {
          tags: sandboxTags,
          security: secured,
          params: UserIdParams,
          body: SimulatedTransferInput,
          response: { 202: z.object({ reference: z.string() }) },
        },
        config: app.writeLimits.simulatedTransfer,
      },
      async (request, reply) => {
        const user = await accounts.findUser(request.params.userId);
        const account = await payments.ensureTransferAccount(user);
        const reference = await sandbox.simulateTransfer(user, account, request.body.amount_kobo);
        return reply.status(202).send({ reference });
      },
    );
  }
};
