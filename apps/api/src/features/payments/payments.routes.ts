import {
  getBankAccountCall,
  getPaymentSettingsCall,
  getSandboxCheckoutCall,
  getTopUpCall,
  paystackWebhookCall,
  sandboxActionCalls,
  simulateTransferCall,
  startTopUpCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';

const tags = ['payments'];
const secured = [{ bearer: [] }];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, payments } = app.services;

  /** Which checkout the SPA loads: the provider is a server setting, not a build flag. */
  callRoute(app, getPaymentSettingsCall, { schema: { tags } }, async () => ({
    provider: app.deps.config.PAYMENTS_PROVIDER,
  }));

  callRoute(
    app,
    startTopUpCall,
    { schema: { tags, security: secured }, config: app.writeLimits.topUp },
    async (request, reply) => {
      const user = await accounts.findUser(request.params.userId);
      const answer = await payments.startTopUp(user, request.body.amount_kobo, idempotencyKeyOf(request));
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  callRoute(app, getTopUpCall, { schema: { tags, security: secured } }, async (request) => {
    return payments.checkTopUp(request.params.userId, request.params.reference, request.log);
  });

  callRoute(app, getBankAccountCall, { schema: { tags, security: secured } }, async (request) => {
    return payments.transferAccount(await accounts.findUser(request.params.userId));
  });

  // Its own plugin, so that only this route receives the body as raw bytes: the signature
  // is over the bytes Paystack sent, not over any re-serialisation of them.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    callRoute(
      webhooks,
      paystackWebhookCall,
      { schema: { tags }, config: { errors: ['INVALID_SIGNATURE'] } },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await payments.receiveWebhook(rawBody, request.headers['x-paystack-signature'], request.log);
        return { message: 'ok' };
      },
    );
  });

  // Built by services.ts only when PAYMENTS_PROVIDER is the sandbox.
  const sandbox = app.services.sandboxCheckout;
  if (sandbox) {
    const sandboxTags = ['sandbox'];

    callRoute(app, getSandboxCheckoutCall, { schema: { tags: sandboxTags } }, async (request) =>
      sandbox.view(request.params.accessCode),
    );
    for (const action of ['pay', 'fail', 'close'] as const) {
      callRoute(app, sandboxActionCalls[action], { schema: { tags: sandboxTags } }, async (request) =>
        sandbox[action](request.params.accessCode),
      );
    }

    /** Development only: money arrives on the rider's transfer account. */
    callRoute(
      app,
      simulateTransferCall,
      { schema: { tags: sandboxTags, security: secured }, config: app.writeLimits.simulatedTransfer },
      async (request, reply) => {
        const user = await accounts.findUser(request.params.userId);
        const account = await payments.ensureTransferAccount(user);
        const reference = await sandbox.simulateTransfer(user, account, request.body.amount_kobo);
        return reply.status(202).send({ reference });
      },
    );
  }
};
