import { unpagedList } from '@shuttle/contracts';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

const emptyPage = { data: [], meta: { page: 1, limit: 10, total: 0 } };

/**
 * Reads that parts shared by many pages make (the dashboard's layout and home, the city and stop
 * lists of the forms, a rider's cards and waitlist), answered plainly as for a new rider so that
 * a test of one page need not repeat them; a test that cares overrides them with `server.use`.
 * Anything else a page asks for and no test answers is an error (src/testing/setup-tests.ts).
 */
const sharedReads = [
  http.get('/v1/users/:userId/unread-notifications-count', () => HttpResponse.json({ count: 0 })),
  http.get('/v1/users/:userId/notifications', () => HttpResponse.json(emptyPage)),
  http.get('/v1/users/:userId/routes', () => HttpResponse.json(emptyPage)),
  http.get('/v1/users/:userId/waitlist', () => HttpResponse.json(unpagedList([]))),
  http.get('/v1/users/:userId/cards', () => HttpResponse.json(unpagedList([]))),
  http.get('/v1/city', () => HttpResponse.json(unpagedList([{ id: 1, name: 'Lagos' }]))),
  http.get('/v1/bus-stops', () => HttpResponse.json(unpagedList([]))),
];

export const server = setupServer(...sharedReads);
