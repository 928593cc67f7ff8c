import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { signInAs } from '../../../testing/signed-in.ts';
import { useLogout } from './logout.ts';

afterEach(() => session.end());

const withClient = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('logging out', () => {
  it('revokes the token on the server, then ends the session', async () => {
    signInAs(7);
    const revoked: (string | null)[] = [];
    server.use(
      http.post('/v1/logout', ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { result } = renderHook(() => useLogout(), { wrapper: withClient });
    act(() => result.current.mutate());
    await waitFor(() => expect(session.get()).toBeNull());
    expect(revoked).toEqual(['Bearer header.payload.signature']);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ends the session on this phone even when the server cannot be reached', async () => {
    signInAs(7);
    server.use(http.post('/v1/logout', () => HttpResponse.error()));
    const { result } = renderHook(() => useLogout(), { wrapper: withClient });
    act(() => result.current.mutate());
    await waitFor(() => expect(session.get()).toBeNull());
    expect(result.current.isError).toBe(false);
  });
});
