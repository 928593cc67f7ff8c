import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The settings that point the API's S3 file store at a local S3-compatible server. */
export interface LocalS3 {
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver on a random loopback port with one empty bucket (ADR 136's tests). */
export async function startLocalS3(bucket = 'shuttle-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'shuttle-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
