import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Calls every dashboard page makes through its layout, answered plainly so that tests of a
 * page need not repeat them; a test that cares overrides them with `server.use`.
 */
const layoutHandlers = [
  http.get('/v1/users/:userId/unread-notifications-count', () => HttpResponse.json({ count: 0 })),
];

export const server = setupServer(...layoutHandlers);
