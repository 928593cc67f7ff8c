/** A rider of the crash test: made once, used across restarts. */
export interface CrashRider {
  id: number;
  email: string;
  password: string;
  authorization: string;
  address: string;
}

/** What the server answered 2xx to before it was killed: it must all be there afterwards. */
export interface Acknowledged {
  topUps: { riderId: number; reference: string; amountKobo: number }[];
  bookings: { riderId: number; bookingId: number }[];
}

async function call(url: string, init: RequestInit & { rider?: CrashRider }): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.rider) {
    headers.set('authorization', init.rider.authorization);
    headers.set('x-forwarded-for', init.rider.address);
  }
  return fetch(url, { ...init, headers });
}

export async function registerRider(baseUrl: string, index: number): Promise<CrashRider> {
  const email = `crash-${Date.now()}-${index}@example.ng`;
  const password = 'survives-a-crash-2026';
  const address = `198.19.0.${index + 1}`;
  const response = await call(`${baseUrl}/v1/users`, {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    body: JSON.stringify({
      fname: 'Crash',
      lname: `Rider${index}`,
      email,
      phone: '08031234567',
      city_id: 1,
      password,
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: number; token: { token: string } };
  return { id: user.id, email, password, authorization: `Bearer ${user.token.token}`, address };
}

/** One top-up through the sandbox checkout; recorded only when the payment was answered 2xx. */
export async function topUpOnce(
  baseUrl: string,
  rider: CrashRider,
  amountKobo: number,
  acknowledged: Acknowledged,
): Promise<void> {
  const started = await call(`${baseUrl}/v1/users/${rider.id}/wallet/top-ups`, {
    method: 'POST',
    rider,
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ amount_kobo: amountKobo }),
  });
  if (started.status !== 201 && started.status !== 200) return;
  const { reference, access_code: accessCode } = (await started.json()) as {
    reference: string;
    access_code: string;
  };
  const paid = await call(`${baseUrl}/v1/sandbox/checkout/${accessCode}/pay`, { method: 'POST', rider });
  if (paid.ok) acknowledged.topUps.push({ riderId: rider.id, reference, amountKobo });
}

/** One one-way booking under an Idempotency-Key; recorded only when it was answered 201. */
export async function bookOnce(
  baseUrl: string,
  rider: CrashRider,
  body: object,
  acknowledged: Acknowledged,
): Promise<void> {
  const booked = await call(`${baseUrl}/v1/users/${rider.id}/routes`, {
    method: 'POST',
    rider,
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  if (booked.status !== 201) return;
  const { id } = (await booked.json()) as { id: number };
  acknowledged.bookings.push({ riderId: rider.id, bookingId: id });
}

/** Keeps the load going until `until` resolves; connection errors (the kill) end a step quietly. */
export async function runLoad(step: () => Promise<void>, until: Promise<unknown>, workers: number) {
  let done = false;
  void until.then(() => {
    done = true;
  });
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!done) await step().catch(() => undefined);
    }),
  );
}
