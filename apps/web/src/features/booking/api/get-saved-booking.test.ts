import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { signInAs } from '../../../testing/signed-in.ts';
import { booking, USER_ID } from '../testing/booking-fixtures.ts';
import { loadSavedBooking } from './get-saved-booking.ts';

afterEach(() => session.end());

describe('a booking kept on the phone', () => {
  it('answers from the saved copy when there is no connection, and only then', async () => {
    signInAs(USER_ID);
    const stored = booking();
    server.use(http.get(`/v1/users/${USER_ID}/routes/${stored.id}`, () => HttpResponse.json(stored)));
    expect(await loadSavedBooking(USER_ID, stored.id)).toEqual(stored);

    server.use(http.get(`/v1/users/${USER_ID}/routes/${stored.id}`, () => HttpResponse.error()));
    expect(await loadSavedBooking(USER_ID, stored.id)).toEqual(stored);

    // A refusal from the server is not a lost connection: it is never hidden behind the copy.
    server.use(
      http.get(`/v1/users/${USER_ID}/routes/${stored.id}`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Booking not found' }, { status: 404 }),
      ),
    );
    await expect(loadSavedBooking(USER_ID, stored.id)).rejects.toMatchObject({ status: 404 });
  });

  it('forgets it at logout', async () => {
    signInAs(USER_ID);
    const stored = booking();
    server.use(http.get(`/v1/users/${USER_ID}/routes/${stored.id}`, () => HttpResponse.json(stored)));
    await loadSavedBooking(USER_ID, stored.id);
    session.end();
    signInAs(USER_ID);
    server.use(http.get(`/v1/users/${USER_ID}/routes/${stored.id}`, () => HttpResponse.error()));
    await expect(loadSavedBooking(USER_ID, stored.id)).rejects.toMatchObject({ status: 0 });
  });
});
