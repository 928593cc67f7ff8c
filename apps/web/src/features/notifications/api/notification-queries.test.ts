import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { server } from '../../../testing/msw-server.ts';
import { signInAs } from '../../../testing/signed-in.ts';
import { notificationsQueryOptions } from './get-notifications.ts';
import { unreadCountQueryOptions } from './get-unread-count.ts';

const USER_ID = 7;
const RECENT = { page: 1, limit: 3, unreadOnly: false };

function serveCount(count: number) {
  server.use(http.get(`/v1/users/${USER_ID}/unread-notifications-count`, () => HttpResponse.json({ count })));
}

/** A recent list and a count kept from an earlier page. */
function keepEarlierAnswers(count: number) {
  queryClient.setQueryData(notificationsQueryOptions(USER_ID, RECENT).queryKey, {
    data: [],
    meta: { page: 1, limit: 3, total: 0 },
  });
  queryClient.setQueryData(unreadCountQueryOptions(USER_ID).queryKey, { count });
}

const listIsOld = () =>
  queryClient.getQueryState(notificationsQueryOptions(USER_ID, RECENT).queryKey)?.isInvalidated;

describe('the unread count and the lists kept from before', () => {
  it('a count that moved (a top-up’s notice arrived) marks the kept lists to be read again', async () => {
    signInAs(USER_ID);
    keepEarlierAnswers(0);
    serveCount(1);
    await queryClient.fetchQuery(unreadCountQueryOptions(USER_ID));
    expect(listIsOld()).toBe(true);
  });

  it('the same count leaves them as they are', async () => {
    signInAs(USER_ID);
    keepEarlierAnswers(2);
    serveCount(2);
    await queryClient.fetchQuery(unreadCountQueryOptions(USER_ID));
    expect(listIsOld()).toBe(false);
  });

  it('a list read moments ago is the visit’s own: a page that mounts right after does not ask again', () => {
    signInAs(USER_ID);
    keepEarlierAnswers(0);
    const state = queryClient
      .getQueryCache()
      .find({ queryKey: notificationsQueryOptions(USER_ID, RECENT).queryKey });
    expect(state?.isStaleByTime(notificationsQueryOptions(USER_ID, RECENT).staleTime as number)).toBe(false);
  });
});
