import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';
import { type FileStore, LocalDirectoryStore, S3Store } from './file-store.ts';

/** ADR 136: both stores keep the same promises; S3 is tested against a local S3-compatible server. */
let s3: LocalS3;
let folder: string;
const stores: Record<string, FileStore> = {};
beforeAll(async () => {
  s3 = await startLocalS3();
  folder = mkdtempSync(join(tmpdir(), 'shuttle-files-'));
  stores.local = new LocalDirectoryStore(join(folder, 'uploads'));
  stores.s3 = new S3Store({
    bucket: s3.env.S3_BUCKET as string,
    region: 'us-east-1',
    endpoint: s3.env.S3_ENDPOINT,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
    prefix: 'shuttle/',
  });
});
afterAll(async () => {
  (stores.s3 as S3Store | undefined)?.close();
  await s3?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s file store', (kind) => {
  const store = () => stores[kind] as FileStore;

  it('gives back what it was given, and nothing once removed', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store().put('avatars/0123456789abcdef0123456789abcdef', bytes, 'image/png');
    expect(await store().get('avatars/0123456789abcdef0123456789abcdef')).toEqual(bytes);
    await store().remove('avatars/0123456789abcdef0123456789abcdef');
    expect(await store().get('avatars/0123456789abcdef0123456789abcdef')).toBeUndefined();
    await expect(store().remove('avatars/0123456789abcdef0123456789abcdef')).resolves.toBeUndefined();
  });

  it('answers undefined for a key never written', async () => {
    expect(await store().get('b9f3c0de-0000-4000-8000-000000000000.png')).toBeUndefined();
  });

  it('refuses keys that could leave its folder or name another bucket path', async () => {
    for (const key of ['../secret', 'avatars/../../x', '/etc/passwd', 'a//b', '', 'avatars/x y', 'x\u0000']) {
      await expect(store().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(RangeError);
      await expect(store().get(key)).rejects.toThrow(RangeError);
    }
  });
});

describe('the local file store', () => {
  it('keeps files to the owner of the process (0600 in 0700 folders)', async () => {
    await stores.local?.put('avatars/ffffffffffffffffffffffffffffffff', Buffer.from('x'), 'image/png');
    expect(statSync(join(folder, 'uploads', 'avatars')).mode & 0o777).toBe(0o700);
    expect(
      statSync(join(folder, 'uploads', 'avatars', 'ffffffffffffffffffffffffffffffff')).mode & 0o777,
    ).toBe(0o600);
  });
});
