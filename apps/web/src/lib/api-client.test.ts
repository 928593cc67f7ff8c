import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw-server.ts';
import { ApiError, apiRequest, errorMessage, renewingToken, setUnauthorizedHandler } from './api-client.ts';
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
    await vi.waitFor(() => expect(seen).toHaveLength(1));
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
