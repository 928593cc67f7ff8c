import { alternate, type Figure, load, median, ratio, startProduct } from './lib.ts';

/**
 * Reads while 100 wrong-password logins a second hit the server (docs/speed.md#login-under-attack): the
 * throttle refuses before hashing, so the reads' p99 must stay low.
 */
export async function run(): Promise<Figure[]> {
  const product = await startProduct();
  try {
    const rider = (await fetch(`${product.url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fname: 'Flood',
        lname: 'Target',
        email: `flood-${Date.now()}@example.ng`,
        phone: '08031234567',
        city_id: 1,
        password: 'the-right-password',
      }),
    }).then((response) => response.json())) as { id: number; token: { token: string } };
    const read = () =>
      load({
        url: `${product.url}/v1/users/${rider.id}/wallet`,
        headers: { authorization: `Bearer ${rider.token.token}` },
        connections: 4,
        duration: 4,
      });
    const flood = () =>
      load({
        url: `${product.url}/v1/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `someone-${Date.now()}@example.ng`, password: 'wrong-password' }),
        overallRate: 100,
        connections: 10,
        duration: 4,
      });
    const quiet = async () => (await read()).p99;
    const underFlood = async () => (await Promise.all([read(), flood()]))[0].p99;
    const rounds = await alternate(2, underFlood, quiet);
    const ours = median(rounds.a);
    const baseline = median(rounds.b);
    return [
      {
        name: 'wallet reads p99 while 100 wrong-password logins/s hit the server',
        ours: { label: 'under the login flood', value: ours, unit: 'ms' },
        baseline: { label: 'no flood', value: baseline, unit: 'ms' },
        ratio: ratio(ours, baseline),
        goal: 'p99 <= 50 ms under the flood',
        met: ours <= 50,
      },
    ];
  } finally {
    await product.stop();
  }
}
