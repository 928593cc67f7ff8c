import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { signPaystackBody } from './paystack-signature.ts';

const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().trim().split('\n')) lines.push(JSON.parse(line));
    done();
  },
});
const ctx = useTestApp({ env: { LOG_LEVEL: 'info' }, logStream });

/** ADR 212: a service's line about a request is written through that request's logger. */
describe('payment log lines', () => {
  it('carry the id of the request that settled the payment, or of the webhook that was ignored', async () => {
    const user = await createRider(ctx.app.deps.db);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${user.id}/wallet/top-ups`,
      headers: await authHeader(ctx.app, user),
      payload: { amount_kobo: 250_000 },
    });
    const { reference } = started.json<{ reference: string }>();
    const deliver = (body: string, requestId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/webhooks/paystack',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signPaystackBody(body, ctx.config.PAYSTACK_SECRET_KEY),
          'x-request-id': requestId,
        },
        payload: body,
      });
    const charge = JSON.stringify({
      event: 'charge.success',
      data: { status: 'success', reference, amount: 250_000, currency: 'NGN', channel: 'card' },
    });
    expect((await deliver(charge, 'delivery-1')).statusCode).toBe(200);
    expect(
      (await deliver(JSON.stringify({ event: 'transfer.success', data: {} }), 'delivery-2')).statusCode,
    ).toBe(200);

    const settled = lines.find((line) => line.msg === 'payment settled' && line.reference === reference);
    expect(settled).toMatchObject({ reqId: 'delivery-1', source: 'webhook', outcome: 'credited' });
    const ignored = lines.find((line) => line.msg === 'paystack webhook ignored');
    expect(ignored).toMatchObject({ reqId: 'delivery-2', event: 'transfer.success' });
  });
});
