import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, wallets } from '@shuttle/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';

const SECRET_KEY = 'sk_test_fake_paystack_for_the_adapter_tests';

interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

/**
 * A local stand-in for api.paystack.co on loopback, answering as Paystack documents:
 * { status, message, data } envelopes, amounts in kobo.
 */
class FakePaystack {
  readonly requests: Recorded[] = [];
  readonly transactions = new Map<string, { amount: number; currency: string; status: string }>();
  isDown = false;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer(async (request, response) => {
      const body = await readJson(request);
      this.requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (this.isDown) return answer(503, { status: false, message: 'Service unavailable' });
      if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        return answer(401, { status: false, message: 'Invalid key' });
      }
      if (request.method === 'POST' && request.url === '/transaction/initialize' && body) {
        const reference = String(body.reference);
        const accessCode = `ac${this.transactions.size}x${Date.now().toString(36)}`;
        this.transactions.set(reference, {
          amount: Number(body.amount),
          currency: 'NGN',
          status: 'abandoned',
        });
        return answer(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        });
      }
      const verify = request.url?.match(/^\/transaction\/verify\/(.+)$/);
      if (request.method === 'GET' && verify?.[1]) {
        const reference = decodeURIComponent(verify[1]);
        const transaction = this.transactions.get(reference);
        if (!transaction) return answer(400, { status: false, message: 'Transaction reference not found' });
        return answer(200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: 4099260516,
            domain: 'test',
            reference,
            channel: 'card',
            gateway_response: 'Successful',
            ...transaction,
          },
        });
      }
      if (request.method === 'POST' && request.url === '/customer') {
        return answer(200, {
          status: true,
          message: 'Customer created',
          data: { customer_code: 'CUS_xnxdt6s1zg1f4nx' },
        });
      }
      if (request.method === 'POST' && request.url === '/dedicated_account') {
        return answer(200, {
          status: true,
          message: 'NUBAN successfully created',
          data: {
            bank: { name: 'Wema Bank', id: 20, slug: 'wema-bank' },
            account_name: 'KAROKART / ADA OKAFOR',
            account_number: '9930000123',
            assigned: true,
            currency: 'NGN',
            active: true,
          },
        });
      }
      return answer(404, { status: false, message: 'Not found' });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}

const paystack = new FakePaystack();
let ctx: TestApp;

beforeAll(async () => {
  const baseUrl = await paystack.start();
  ctx = await createTestApp({
    env: { PAYMENTS_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET_KEY, PAYSTACK_BASE_URL: baseUrl },
  });
});
afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.close();
  await paystack.stop();
});
afterEach(async () => {
  paystack.isDown = false;
  expect(await auditLedger(ctx.app.deps.db)).toEqual([]);
});

async function rider() {
  const user = await createRider(ctx.app.deps.db);
  return { user, headers: await authHeader(ctx.app, user) };
}
const balanceOf = async (walletId: number) => {
  const [row] = await ctx.app.deps.db
    .select({ balance: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.id, walletId));
  return row?.balance;
};

describe('the Paystack adapter against a local Paystack', () => {
  it('initializes a transaction with the secret key, the amount in kobo and our reference', async () => {
    const who = await rider();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/wallet/top-ups`,
      headers: who.headers,
      payload: { amount_kobo: 500_000 },
    });
    expect(response.statusCode).toBe(201);
    const started = response.json();
    expect(started).toEqual({
      reference: expect.stringMatching(/^SHT-/),
      access_code: expect.stringMatching(/^ac\d+x/),
      authorization_url: `https://checkout.paystack.com/${started.access_code}`,
    });
    const sent = paystack.requests.find((request) => request.url === '/transaction/initialize');
    expect(sent).toEqual({
      method: 'POST',
      url: '/transaction/initialize',
      authorization: `Bearer ${SECRET_KEY}`,
      body: {
        email: who.user.email,
        amount: '500000',
        currency: 'NGN',
        reference: started.reference,
        callback_url: `http://localhost:3000/dashboard/wallet?reference=${started.reference}`,
      },
    });
  });

  it('credits from the verify call once Paystack reports success, and only once', async () => {
    const who = await rider();
    const started = (
      await ctx.app.inject({
        method: 'POST',
        url: `/v1/users/${who.user.id}/wallet/top-ups`,
        headers: who.headers,
        payload: { amount_kobo: 250_000 },
      })
    ).json();
    const url = `/v1/users/${who.user.id}/wallet/top-ups/${started.reference}`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: who.headers })).json().status).toBe(
      'abandoned',
    );

    const transaction = paystack.transactions.get(started.reference);
    if (transaction) transaction.status = 'success';
    const checks = await Promise.all(
      [1, 2, 3].map(() => ctx.app.inject({ method: 'GET', url, headers: who.headers })),
    );
    for (const check of checks)
      expect(check.json()).toMatchObject({ status: 'succeeded', balance_kobo: 250_000 });
    expect(await balanceOf(who.user.walletId)).toBe(250_000);
    expect(paystack.requests.at(-1)?.url).toBe(`/transaction/verify/${started.reference}`);
  });

  it('does not credit a verified amount that differs from the top-up', async () => {
    const who = await rider();
    const started = (
      await ctx.app.inject({
        method: 'POST',
        url: `/v1/users/${who.user.id}/wallet/top-ups`,
        headers: who.headers,
        payload: { amount_kobo: 250_000 },
      })
    ).json();
    paystack.transactions.set(started.reference, { amount: 25_000, currency: 'NGN', status: 'success' });
    const url = `/v1/users/${who.user.id}/wallet/top-ups/${started.reference}`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: who.headers })).json().status).toBe(
      'pending',
    );
    expect(await balanceOf(who.user.walletId)).toBe(0);
  });

  it('opens a dedicated virtual account: a customer, then the account', async () => {
    const who = await rider();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/wallet/bank-account`,
      headers: who.headers,
    });
    expect(response.json()).toEqual({
      account_number: '9930000123',
      account_name: 'KAROKART / ADA OKAFOR',
      bank_name: 'Wema Bank',
    });
    const dedicated = paystack.requests.find((request) => request.url === '/dedicated_account');
    expect(dedicated?.body).toEqual({ customer: 'CUS_xnxdt6s1zg1f4nx', preferred_bank: 'wema-bank' });
  });

  it('answers 502 and writes nothing when Paystack is down', async () => {
    const who = await rider();
    paystack.isDown = true;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/wallet/top-ups`,
      headers: who.headers,
      payload: { amount_kobo: 250_000 },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('PAYMENT_PROVIDER_ERROR');
  });

  it('has no sandbox routes in Paystack mode', async () => {
    const who = await rider();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/wallet/bank-account/simulated-transfers`,
      headers: who.headers,
      payload: { amount_kobo: 250_000 },
    });
    expect(response.statusCode).toBe(404);
    const settings = await ctx.app.inject({ method: 'GET', url: '/v1/payments/settings' });
    expect(settings.json()).toEqual({ provider: 'paystack' });
  });
});
