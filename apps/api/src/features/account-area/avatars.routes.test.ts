import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES } from '@shuttle/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/dashboard-factories.ts';
import { authHeader, createRider } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shuttle-avatars-'));
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
const storedFiles = () => {
  try {
    return readdirSync(join(dataDir, 'uploads', 'avatars'));
  } catch {
    return [];
  }
};

async function rider() {
  const user = await createRider(ctx.app.deps.db);
  return { user, headers: await authHeader(ctx.app, user) };
}
type Who = Awaited<ReturnType<typeof rider>>;

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 11, g: 93, b: 59 } } })
    [format]()
    .toBuffer();

function upload(who: Who, bytes: Buffer, options: Parameters<typeof multipartFile>[1] = {}) {
  const body = multipartFile(bytes, options);
  return ctx.app.inject({
    method: 'PATCH',
    url: `/v1/user/avatar/${who.user.id}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('PATCH /v1/user/avatar/{userId}', () => {
  it('stores a PNG as a 256 pixel square and serves it to its owner only', async () => {
    const who = await rider();
    const response = await upload(who, await picture(800, 600, 'png'));
    expect(response.statusCode).toBe(200);
    const avatar = response.json().avatar as string;
    expect(avatar).toMatch(new RegExp(`^/v1/users/${who.user.id}/avatars/[a-f0-9]{32}$`));
    expect(response.json()).toMatchObject({ id: who.user.id, fname: who.user.fname });

    const served = await ctx.app.inject({ method: 'GET', url: avatar, headers: who.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const size = await sharp(served.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['png', 256, 256]);

    const other = await rider();
    expect((await ctx.app.inject({ method: 'GET', url: avatar, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(401);
  });

  it('keeps a JPEG a JPEG, whatever name and type the browser claims, and drops the old file', async () => {
    const who = await rider();
    const first = (await upload(who, await picture(300, 300, 'png'))).json().avatar as string;
    const filesBefore = storedFiles().length;
    const response = await upload(who, await picture(1200, 900, 'jpeg'), {
      filename: 'holiday.gif',
      type: 'application/octet-stream',
    });
    expect(response.statusCode).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: response.json().avatar, headers: who.headers });
    expect(served.headers['content-type']).toBe('image/jpeg');
    // The replaced picture is gone from the disk and from the API.
    expect(storedFiles()).toHaveLength(filesBefore);
    expect((await ctx.app.inject({ method: 'GET', url: first, headers: who.headers })).statusCode).toBe(404);
  });

  it('answers 415 to a PDF renamed .png, and stores nothing', async () => {
    const who = await rider();
    const before = storedFiles().length;
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const response = await upload(who, pdf, { filename: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'only images of type jpeg and png are allowed',
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers 415 to an SVG', async () => {
    const who = await rider();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const response = await upload(who, svg, { filename: 'me.svg', type: 'image/svg+xml' });
    expect(response.statusCode).toBe(415);
  });

  it('answers 413 to 5 MiB and one byte, and accepts exactly 5 MiB of bytes as far as size goes', async () => {
    const who = await rider();
    const png = await picture(64, 64, 'png');
    const padded = (total: number) => Buffer.concat([png, Buffer.alloc(total - png.length)]);
    const tooLarge = await upload(who, padded(AVATAR_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // A PNG with trailing bytes after its end is still a PNG; the limit alone decides here.
    const atLimit = await upload(who, padded(AVATAR_MAX_BYTES));
    expect(atLimit.statusCode).toBe(200);
  });

  it('answers 422 to a picture of more than 6000 pixels on a side, checked before decoding', async () => {
    const who = await rider();
    const response = await upload(who, await picture(6001, 10, 'png'));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The picture is too large: at most 6000 pixels on each side.');
  });

  it('answers 422 to a truncated PNG', async () => {
    const who = await rider();
    const png = await picture(200, 200, 'png');
    const response = await upload(who, png.subarray(0, 40));
    expect(response.statusCode).toBe(422);
  });

  it('answers 415 to JSON, 400 to a file under another field name and 404 for another rider', async () => {
    const who = await rider();
    const json = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/user/avatar/${who.user.id}`,
      headers: who.headers,
      payload: { avatar: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(who, await picture(50, 50, 'png'), { field: 'picture' })).statusCode).toBe(400);
    const other = await rider();
    const body = multipartFile(await picture(50, 50, 'png'));
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/user/avatar/${who.user.id}`,
      headers: { ...other.headers, ...body.headers },
      payload: body.payload,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
