import { type BusStop, unpagedList } from '@shuttle/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { walletAnswerFor } from '../../../testing/signed-in.ts';

/** A few Lagos stops, out of order, one name repeated, as GET /bus-stops may answer. */
export const STOPS: BusStop[] = [
  {
    id: 3,
    name: 'Obalende',
    location: 'Obalende, by the motor park',
    latitude: 6.4474,
    longitude: 3.4107,
    city_id: 1,
  },
  {
    id: 1,
    name: 'Ikeja Along',
    location: 'Ikeja Along, by the pedestrian bridge',
    latitude: 6.6018,
    longitude: 3.3515,
    city_id: 1,
  },
  {
    id: 2,
    name: 'CMS',
    location: 'CMS Bus Terminal, Marina',
    latitude: 6.4531,
    longitude: 3.3958,
    city_id: 1,
  },
  {
    id: 4,
    name: 'Ikeja Along',
    location: 'Ikeja Along, across the road',
    latitude: 6.6019,
    longitude: 3.3517,
    city_id: 1,
  },
];

export function serveBusStops(stops: BusStop[] = STOPS): void {
  server.use(http.get('*/v1/bus-stops', () => HttpResponse.json(unpagedList(stops))));
}

export function serveCities(): void {
  server.use(http.get('*/v1/city', () => HttpResponse.json(unpagedList([{ id: 1, name: 'Lagos' }]))));
}

export interface Captured {
  bodies: unknown[];
}

/** Answers a POST with `status` and `answer`, keeping every body it received. */
export function capturePost(path: string, status = 201, answer: object = { id: 1, message: 'ok' }): Captured {
  const captured: Captured = { bodies: [] };
  server.use(
    http.post(`*/v1${path}`, async ({ request }) => {
      captured.bodies.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return captured;
}

/** The signed-in rider, as the user read answers them. */
export const RIDER = walletAnswerFor(7);

/** A signed-in rider, as login leaves the session, with the wallet call that loads them. */
export function signInRider(): void {
  session.start({ id: RIDER.id, token: { token: 'test-token', exp: Math.floor(Date.now() / 1000) + 3600 } });
  server.use(http.get(`*/v1/users/${RIDER.id}/wallet`, () => HttpResponse.json(RIDER)));
}

/**
 * Toasts live in a module-level store that outlives each test's render: dismiss them while
 * the app is still on screen, so that one test's toast cannot satisfy the next one's query.
 */
export function dismissToasts(): void {
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss' })) fireEvent.click(button);
}
