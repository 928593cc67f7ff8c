import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { signInAs } from '../../../testing/signed-in.ts';
import { getAvatar } from './get-avatar.ts';

const ADDRESS = '/v1/users/7/avatars/0123456789abcdef0123456789abcdef';
const goToRoot = vi.fn();

beforeEach(() => {
  setUnauthorizedHandler(goToRoot);
  goToRoot.mockClear();
  signInAs(7);
});
afterEach(() => setUnauthorizedHandler(() => window.location.assign('/')));

describe('getAvatar', () => {
  it('fetches the picture with the session and answers its bytes', async () => {
    server.use(
      http.get(ADDRESS, ({ request }) =>
        request.headers.get('authorization') === 'Bearer header.payload.signature'
          ? new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
          : HttpResponse.json({ message: 'Please log in again.', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    const picture = await getAvatar(ADDRESS);
    expect(picture.type).toBe('image/png');
    expect([...new Uint8Array(await picture.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it('ends the session on a 401, as every call through the API client does', async () => {
    server.use(
      http.get(ADDRESS, () =>
        HttpResponse.json({ message: 'Please log in again.', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    await expect(getAvatar(ADDRESS)).rejects.toMatchObject({ status: 401 });
    expect(session.get()).toBeNull();
    expect(goToRoot).toHaveBeenCalledOnce();
  });

  it('refuses an address outside the API', async () => {
    await expect(getAvatar('https://elsewhere.example/picture.png')).rejects.toMatchObject({
      code: 'FILE_ADDRESS',
    });
  });
});
