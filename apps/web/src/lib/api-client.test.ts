import { defineCall } from '@shuttle/contracts';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../testing/msw-server.ts';
import {
  ApiError,
  apiRequest,
  callApi,
  errorMessage,
  renewingToken,
  setUnauthorizedHandler,
} from './api-client.ts';
import { session } from './session.ts';

const goToRoot = vi.fn();
beforeEach(() => {
  goToRoot.mockReset();
  setUnauthorizedHandler(goToRoot);
});
afterEach(() => setUnauthorizedHandler(() => window.location.assign('/')));

const signIn = (token = 'header.payload.signature') =>
  session.start({ id: 42, token: { token, exp: Math.floor(Date.now() / 1000) + 3600 } });

const UNAUTHORIZED = () =>
  HttpResponse.json({ message: 'Please log in again.', code: 'UNAUTHORIZED' }, { status: 401 });

describe('apiRequest', () => {
  it('sends JSON with the bearer token of the session', async () => {
    signIn();
    let seen: { authorization: string | null; contentType: string | null; body: unknown } | undefined;
    server.use(
      http.patch('*/v1/users/42', async ({ request }) => {
        seen = {
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ id: 42 });
      }),
    );
    expect(await apiRequest('/users/42', { method: 'PATCH', body: { fname: 'Ada' } })).toEqual({ id: 42 });
    expect(seen).toEqual({
      authorization: 'Bearer header.payload.signature',
      contentType: 'application/json',
      body: { fname: 'Ada' },
    });
  });

  it('on a 401 to a call made with a session: clears all storage and goes to the root page', async () => {
    signIn();
    localStorage.setItem('wallet-source', 'Company');
    server.use(http.get('*/v1/users/42/wallet', UNAUTHORIZED));
    const failure = apiRequest('/users/42/wallet');
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(localStorage.length).toBe(0);
    expect(session.get()).toBeNull();
    expect(goToRoot).toHaveBeenCalledTimes(1);
  });

  it('asks again with the new token when the session changed while a call was on its way', async () => {
    signIn();
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/v1/users/42/wallet', ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        if (authorization === 'Bearer header.payload.signature') {
          // A password change on this device swaps the token before the old one's answer arrives.
          signIn('new.token.here');
          return UNAUTHORIZED();
        }
        return HttpResponse.json({ personal: 0 });
      }),
    );
    expect(await apiRequest('/users/42/wallet')).toEqual({ personal: 0 });
    expect(seen).toEqual(['Bearer header.payload.signature', 'Bearer new.token.here']);
    expect(session.get()?.token).toBe('new.token.here');
    expect(goToRoot).not.toHaveBeenCalled();
  });

  it('holds a 401 that comes while a password change is on its way, then asks again with its token', async () => {
    signIn();
    let answerChange: (() => void) | undefined;
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/v1/users/42/wallet', ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        return authorization === 'Bearer new.token.here'
          ? HttpResponse.json({ personal: 0 })
          : UNAUTHORIZED();
      }),
    );
    const change = renewingToken(async () => {
      await new Promise<void>((resolve) => {
        answerChange = resolve;
      });
      signIn('new.token.here');
    });
    // The server voided the old token first; this call's 401 comes back before the change's answer.
    const wallet = apiRequest('/users/42/wallet');
    await waitFor(() => expect(seen).toHaveLength(1));
    answerChange?.();
    await change;
    expect(await wallet).toEqual({ personal: 0 });
    expect(seen).toEqual(['Bearer header.payload.signature', 'Bearer new.token.here']);
    expect(goToRoot).not.toHaveBeenCalled();
  });

  it('sends no token once the session has ended', async () => {
    signIn();
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/v1/users/42/wallet', UNAUTHORIZED),
      http.get('*/v1/city', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: [] });
      }),
    );
    await apiRequest('/users/42/wallet').catch(() => undefined);
    await apiRequest('/city');
    expect(authorization).toBeNull();
  });

  it('leaves a visitor where they are on a 401: a wrong password at login is one', async () => {
    localStorage.setItem('wallet-source', 'Company');
    server.use(
      http.post('*/v1/login', () =>
        HttpResponse.json({ message: 'Incorrect Password', code: 'INVALID_CREDENTIALS' }, { status: 401 }),
      ),
    );
    const failure = apiRequest('/login', { method: 'POST', body: { email: 'a@example.ng', password: 'x' } });
    await expect(failure).rejects.toMatchObject({ status: 401, serverMessage: 'Incorrect Password' });
    expect(goToRoot).not.toHaveBeenCalled();
    expect(localStorage.getItem('wallet-source')).toBe('Company');
  });

  it('turns an answer without a message into the generic one', async () => {
    server.use(http.get('*/v1/city', () => new HttpResponse('<html>502</html>', { status: 502 })));
    const error = await apiRequest('/city').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN', serverMessage: undefined });
    expect(errorMessage(error)).toBe('Oops! An error occured, please try again.');
  });

  it('turns a network failure into the generic message', async () => {
    server.use(http.get('*/v1/city', () => HttpResponse.error()));
    const error = await apiRequest('/city').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(errorMessage(error)).toBe('Oops! An error occured, please try again.');
  });
});

describe('callApi', () => {
  const getThing = defineCall('GET /things/:thingId/parts/:partName', {
    params: z.object({ thingId: z.number(), partName: z.string() }),
    query: z.object({ page: z.number().optional(), tags: z.array(z.string()).optional() }),
    answers: { 200: z.object({ id: z.number(), name: z.string() }) },
  });

  it('builds the address from the path, its parameters and the query, and returns the checked answer', async () => {
    let asked: URL | undefined;
    server.use(
      http.get('*/v1/things/:thingId/parts/:partName', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({ id: 7, name: 'wheel' });
      }),
    );
    const answer = await callApi(getThing, {
      params: { thingId: 7, partName: 'front wheel/left' },
      query: { page: 2, tags: ['a', 'b'] },
    });
    expect(answer).toEqual({ id: 7, name: 'wheel' });
    expect(asked?.pathname).toBe('/v1/things/7/parts/front%20wheel%2Fleft');
    expect(asked?.searchParams.get('page')).toBe('2');
    expect(asked?.searchParams.getAll('tags')).toEqual(['a', 'b']);
  });

  it('refuses an answer that does not match its schema, with the generic message, and logs why', async () => {
    // The setup makes any console.error fail a test: this one is expected, once.
    const logged = vi.mocked(console.error).mockImplementationOnce(() => undefined);
    server.use(http.get('*/v1/things/:thingId/parts/:partName', () => HttpResponse.json({ id: '7' })));
    const error = await callApi(getThing, { params: { thingId: 7, partName: 'wheel' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'UNEXPECTED_ANSWER', body: { id: '7' } });
    expect(errorMessage(error)).toBe('Oops! An error occured, please try again.');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('GET /things/:thingId/parts/:partName'),
      expect.anything(),
    );
  });

  it('sends the body and method of the definition, and takes a definition from its loader', async () => {
    const createThing = defineCall('POST /things', {
      body: z.object({ name: z.string() }),
      answers: { 201: z.object({ id: z.number() }) },
    });
    let sent: unknown;
    server.use(
      http.post('*/v1/things', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 8 }, { status: 201 });
      }),
    );
    expect(await callApi(async () => createThing, { body: { name: 'bell' } })).toEqual({ id: 8 });
    expect(sent).toEqual({ name: 'bell' });
  });
});
