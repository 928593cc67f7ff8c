import { eq, paymentEvents, payments, sql, wallets } from '@shuttle/db';
import { afterEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';
import { signPaystackBody } from './paystack-signature.ts';

const ctx = useTestApp();
const db = () => ctx.app.deps.db;
const SECRET = () => ctx.config.PAYSTACK_SECRET_KEY;

afterEach(async () => {
  expect(await auditLedger(db())).toEqual([]);
});

async function rider(balanceKobo = 0) {
  const user = await createRider(db(), { balanceKobo });
  return { user, headers: await authHeader(ctx.app, user) };
}

async function startTopUp(
  who: Awaited<ReturnType<typeof rider>>,
  amountKobo: number,
  extraHeaders: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${who.user.id}/wallet/top-ups`,
    headers: { ...who.headers, ...extraHeaders },
    payload: { amount_kobo: amountKobo },
  });
}

const balanceOf = async (walletId: number) => {
  const [row] = await db()
    .select({ balance: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.id, walletId));
  return row?.balance;
};
const countRows = async (table: typeof payments | typeof paymentEvents) => {
  const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
};

function chargeSuccess(reference: string, amountKobo: number, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    event: 'charge.success',
    data: {
      id: 302961,
      domain: 'test',
      status: 'success',
      reference,
      amount: amountKobo,
      gateway_response: 'Successful',
      paid_at: '2026-11-21T10:00:00.000Z',
      channel: 'card',
      currency: 'NGN',
      customer: { email: 'rider@example.ng', customer_code: 'CUS_test' },
      ...overrides,
    },
  });
}

/** `null` sends no signature header at all. */
const deliver = (rawBody: string, signature: string | null = signPaystackBody(rawBody, SECRET())) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    payload: rawBody,
  });

describe('POST /v1/users/{userId}/wallet/top-ups', () => {
  it('starts a pending top-up with a unique reference and the checkout address', async () => {
    const who = await rider();
    const response = await startTopUp(who, 500_000);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.reference).toMatch(/^SHT-[\w.=-]+$/);
    expect(body.authorization_url).toBe(`http://localhost:3000/checkout/${body.access_code}`);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, body.reference));
    expect(payment).toMatchObject({ status: 'pending', amountKobo: 500_000, userId: who.user.id });
  });

  it.each([
    [-500, 'The smallest top-up is ₦100.00.'],
    [0, 'The smallest top-up is ₦100.00.'],
    [0.5, 'Enter the amount in kobo as a whole number.'],
    ['5000', 'Enter the amount in kobo as a whole number.'],
    [2 ** 63, 'Enter the amount in kobo as a whole number.'],
    [9_999, 'The smallest top-up is ₦100.00.'],
    [100_000_001, 'The largest top-up is ₦1,000,000.00.'],
  ])('answers 400 to amount_kobo %j and writes nothing', async (amount, message) => {
    const who = await rider();
    const before = await countRows(payments);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/wallet/top-ups`,
      headers: { ...who.headers, 'content-type': 'application/json' },
      payload: `{"amount_kobo": ${typeof amount === 'string' ? `"${amount}"` : amount === 2 ** 63 ? '9223372036854775808' : amount}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countRows(payments)).toBe(before);
  });

  it("answers 404 for another rider's wallet", async () => {
    const owner = await rider();
    const other = await rider();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${owner.user.id}/wallet/top-ups`,
      headers: other.headers,
      payload: { amount_kobo: 500_000 },
    });
    expect(response.statusCode).toBe(404);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${owner.user.id}/wallet`,
      headers: other.headers,
    });
    expect(read.statusCode).toBe(404);
  });

  it('R4: the same Idempotency-Key and body 20 times at once, then 5 more: one top-up, one answer', async () => {
    const who = await rider();
    const before = await countRows(payments);
    const key = { 'idempotency-key': `fund-${who.user.id}` };
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => startTopUp(who, 700_000, key)));
    const later = [];
    for (let attempt = 0; attempt < 5; attempt++) later.push(await startTopUp(who, 700_000, key));
    const answers = [...concurrent, ...later];
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(25).fill(201));
    const first = answers[0]?.json();
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(24);
    expect(await countRows(payments)).toBe(before + 1);

    const otherBody = await startTopUp(who, 800_000, key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the sandbox checkout', () => {
  it('pays: the signed webhook credits the wallet once and the history shows the line', async () => {
    const who = await rider();
    const started = (await startTopUp(who, 500_000)).json();
    const page = await ctx.app.inject({ method: 'GET', url: `/v1/sandbox/checkout/${started.access_code}` });
    expect(page.json()).toMatchObject({
      amount_kobo: 500_000,
      status: 'ongoing',
      reference: started.reference,
    });

    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/v1/sandbox/checkout/${started.access_code}/pay`,
    });
    expect(paid.json().status).toBe('success');
    expect(await balanceOf(who.user.walletId)).toBe(500_000);

    const check = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/wallet/top-ups/${started.reference}`,
      headers: who.headers,
    });
    expect(check.json()).toEqual({
      reference: started.reference,
      status: 'succeeded',
      amount_kobo: 500_000,
      channel: 'checkout',
      balance_kobo: 500_000,
    });
    // Paying again (a double click) announces nothing new.
    await ctx.app.inject({ method: 'POST', url: `/v1/sandbox/checkout/${started.access_code}/pay` });
    expect(await balanceOf(who.user.walletId)).toBe(500_000);

    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/wallet`,
      headers: who.headers,
    });
    expect(wallet.json().walletHistory).toEqual([
      {
        id: expect.any(Number),
        amount_kobo: 500_000,
        direction: 'credit',
        balance_after_kobo: 500_000,
        title: 'Wallet top-up',
        reference: started.reference,
        created_at: expect.any(String),
      },
    ]);
  });

  it('fails: the verify call reports it and nothing is credited', async () => {
    const who = await rider();
    const started = (await startTopUp(who, 300_000)).json();
    await ctx.app.inject({ method: 'POST', url: `/v1/sandbox/checkout/${started.access_code}/fail` });
    const check = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/wallet/top-ups/${started.reference}`,
      headers: who.headers,
    });
    expect(check.json()).toMatchObject({ status: 'failed', balance_kobo: 0 });
    expect(await balanceOf(who.user.walletId)).toBe(0);
  });

  it('closes: the top-up is abandoned, and can still be paid afterwards', async () => {
    const who = await rider();
    const started = (await startTopUp(who, 300_000)).json();
    await ctx.app.inject({ method: 'POST', url: `/v1/sandbox/checkout/${started.access_code}/close` });
    const url = `/v1/users/${who.user.id}/wallet/top-ups/${started.reference}`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: who.headers })).json().status).toBe(
      'abandoned',
    );
    await ctx.app.inject({ method: 'POST', url: `/v1/sandbox/checkout/${started.access_code}/pay` });
    expect((await ctx.app.inject({ method: 'GET', url, headers: who.headers })).json().status).toBe(
      'succeeded',
    );
  });
});

describe('POST /v1/webhooks/paystack', () => {
  it('R5: one charge.success delivered 10 times at once and 3 more while verify races it: credited once', async () => {
    const who = await rider();
    const started = (await startTopUp(who, 450_000)).json();
    // The provider says paid (what a verify call will see), without announcing it.
    await db().execute(
      sql`UPDATE sandbox_charges SET status = 'success' WHERE reference = ${started.reference}`,
    );
    const body = chargeSuccess(started.reference, 450_000);
    const verify = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/v1/users/${who.user.id}/wallet/top-ups/${started.reference}`,
        headers: who.headers,
      });
    const [deliveries, checks] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => deliver(body))),
      Promise.all([verify(), verify()]),
    ]);
    const again = [await deliver(body), await deliver(body), await deliver(body)];
    for (const response of [...deliveries, ...again]) expect(response.statusCode).toBe(200);
    for (const check of checks) expect(check.statusCode).toBe(200);
    expect(await balanceOf(who.user.walletId)).toBe(450_000);
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/wallet`,
      headers: who.headers,
    });
    expect(wallet.json().walletHistory).toHaveLength(1);
  });

  it('answers 401 to no signature, a wrong one and a signature over a re-serialised body, writing nothing', async () => {
    const who = await rider();
    const started = (await startTopUp(who, 200_000)).json();
    const body = chargeSuccess(started.reference, 200_000);
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    const eventsBefore = await countRows(paymentEvents);
    for (const response of [
      await deliver(body, null),
      await deliver(body, signPaystackBody(body, 'sk_test_someone_else')),
      await deliver(body, 'ab'.repeat(64)),
      await deliver(reserialised, signPaystackBody(body, SECRET())),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_SIGNATURE');
    }
    expect(await countRows(paymentEvents)).toBe(eventsBefore);
    expect(await balanceOf(who.user.walletId)).toBe(0);
  });

  it('does not credit an amount or a currency that differs from the pending top-up', async () => {
    const who = await rider();
    const started = (await startTopUp(who, 200_000)).json();
    expect((await deliver(chargeSuccess(started.reference, 2_000_000))).statusCode).toBe(200);
    expect((await deliver(chargeSuccess(started.reference, 200_000, { currency: 'USD' }))).statusCode).toBe(
      200,
    );
    expect((await deliver(chargeSuccess(started.reference, 200_000, { status: 'failed' }))).statusCode).toBe(
      200,
    );
    expect(await balanceOf(who.user.walletId)).toBe(0);
    const outcomes = await db()
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, started.reference))
      .orderBy(paymentEvents.id);
    expect(outcomes.map((row) => row.outcome)).toEqual(['mismatch', 'mismatch', 'failed']);
  });

  it('logs an unknown reference and other events without crediting anything', async () => {
    const before = await countRows(payments);
    expect((await deliver(chargeSuccess('SHT-nobody-knows', 100_000))).statusCode).toBe(200);
    expect((await deliver(JSON.stringify({ event: 'transfer.success', data: { id: 1 } }))).statusCode).toBe(
      200,
    );
    expect(await countRows(payments)).toBe(before);
    const [event] = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, 'SHT-nobody-knows'));
    expect(event?.outcome).toBe('unknown_reference');
  });
});

describe('bank transfers', () => {
  it('gives each rider one dedicated 10-digit account, and a transfer to it credits the wallet once', async () => {
    const who = await rider();
    const url = `/v1/users/${who.user.id}/wallet/bank-account`;
    const account = (await ctx.app.inject({ method: 'GET', url, headers: who.headers })).json();
    expect(account).toEqual({
      account_number: expect.stringMatching(/^\d{10}$/),
      account_name: 'SHUTTLE/ADA OKAFOR',
      bank_name: 'Sandbox Bank',
    });
    expect((await ctx.app.inject({ method: 'GET', url, headers: who.headers })).json()).toEqual(account);

    const transfer = await ctx.app.inject({
      method: 'POST',
      url: `${url}/simulated-transfers`,
      headers: who.headers,
      payload: { amount_kobo: 250_000 },
    });
    expect(transfer.statusCode).toBe(202);
    expect(await balanceOf(who.user.walletId)).toBe(250_000);
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/wallet`,
      headers: who.headers,
    });
    expect(wallet.json().walletHistory[0]).toMatchObject({
      title: 'Bank transfer',
      direction: 'credit',
      reference: transfer.json().reference,
    });

    // Paystack retries deliveries: the same transfer event again credits nothing.
    const [event] = await db()
      .select({ payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, transfer.json().reference));
    expect((await deliver(JSON.stringify(event?.payload))).statusCode).toBe(200);
    expect(await balanceOf(who.user.walletId)).toBe(250_000);
  });

  it("credits a transfer only to its account's owner, even when its reference is another rider's top-up", async () => {
    const owner = await rider();
    const victim = await rider();
    const url = `/v1/users/${owner.user.id}/wallet/bank-account`;
    await ctx.app.inject({ method: 'GET', url, headers: owner.headers });
    const transfer = await ctx.app.inject({
      method: 'POST',
      url: `${url}/simulated-transfers`,
      headers: owner.headers,
      payload: { amount_kobo: 250_000 },
    });
    const [delivered] = await db()
      .select({ payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, transfer.json().reference));
    const pending = (await startTopUp(victim, 200_000)).json();
    // The same transfer event to the owner's account, carrying the victim's pending reference.
    const event = delivered?.payload as { data: Record<string, unknown> };
    const forged = JSON.stringify({
      ...event,
      data: { ...event.data, reference: pending.reference, amount: 200_000 },
    });
    expect((await deliver(forged)).statusCode).toBe(200);
    expect(await balanceOf(victim.user.walletId)).toBe(0);
    expect(await balanceOf(owner.user.walletId)).toBe(250_000);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, pending.reference));
    expect(payment).toMatchObject({ userId: victim.user.id, status: 'pending' });
    const outcomes = await db()
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, pending.reference));
    expect(outcomes.map((row) => row.outcome)).toEqual(['mismatch']);
  });

  it('opens one account when the first requests arrive at once', async () => {
    const who = await rider();
    const url = `/v1/users/${who.user.id}/wallet/bank-account`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ctx.app.inject({ method: 'GET', url, headers: who.headers })),
    );
    const numbers = new Set(answers.map((answer) => answer.json().account_number));
    expect(numbers.size).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url, headers: who.headers })).json().account_number).toBe(
      [...numbers][0],
    );
  });

  it('refuses bad simulated amounts', async () => {
    const who = await rider();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/wallet/bank-account/simulated-transfers`,
      headers: who.headers,
      payload: { amount_kobo: -500 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /v1/users/{userId}/wallet', () => {
  it('pages the history, newest first, and keeps the user fields', async () => {
    const who = await rider(100_000);
    for (const amount of [20_000, 30_000]) {
      const started = (await startTopUp(who, amount)).json();
      await ctx.app.inject({ method: 'POST', url: `/v1/sandbox/checkout/${started.access_code}/pay` });
    }
    const url = `/v1/users/${who.user.id}/wallet`;
    const first = (
      await ctx.app.inject({ method: 'GET', url: `${url}?page=1&limit=2`, headers: who.headers })
    ).json();
    expect(first).toMatchObject({ fname: 'Ada', email: who.user.email, wallet: { balance_kobo: 150_000 } });
    expect(first.walletHistory.map((line: { amount_kobo: number }) => line.amount_kobo)).toEqual([
      30_000, 20_000,
    ]);
    expect(first.walletHistoryMeta).toEqual({ page: 1, limit: 2, total: 3 });
    const second = (
      await ctx.app.inject({ method: 'GET', url: `${url}?page=2&limit=2`, headers: who.headers })
    ).json();
    expect(second.walletHistory).toMatchObject([{ amount_kobo: 100_000, balance_after_kobo: 100_000 }]);
    const bad = await ctx.app.inject({ method: 'GET', url: `${url}?limit=1000`, headers: who.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('tells the SPA which payment provider to load', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/payments/settings' });
    expect(response.json()).toEqual({ provider: 'sandbox' });
  });
});
