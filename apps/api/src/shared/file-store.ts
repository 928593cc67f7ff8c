import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

/**
 * Where uploads are kept (docs/decisions/136-file-store.md): one interface for every upload
 * (avatars, licence images). Keys are chosen by the server (a folder and a random name),
 * never by the uploader, and files are served only through the API routes that check who
 * asks: neither store is ever exposed to the web.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Writes a new file; never replaces one (keys are random). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is none under that key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Lets go of connections, when the store holds any. */
  close?(): void;
}

/** Lowercase folder names and file names of letters, digits, dashes and one dot. */
const KEY = /^(?:[a-z0-9-]+\/)*[a-zA-Z0-9-]+(?:\.[a-z0-9]+)?$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new RangeError(`not a file key: ${key.slice(0, 40)}`);
  return key;
}

/** The embedded default: files under DATA_DIR/uploads, the folder's owner's alone (0700/0600). */
export class LocalDirectoryStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(private readonly directory: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    return join(this.directory, checkKey(key));
  }
}

export interface S3StoreSettings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Addresses as endpoint/bucket/key, which MinIO and most S3-compatible servers expect. */
  forcePathStyle: boolean;
  /** A folder inside the bucket, so that one bucket can hold several deployments. */
  prefix: string;
}

/**
 * Object storage through the S3 API, shared by every API process. Objects are written
 * private (no ACL is granted; the bucket must not be public), and read back by the API only.
 */
export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3StoreSettings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible servers (MinIO, s3rver) differ in
      // the newer optional ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        // Keys are random, so an existing object means a fault: never overwrite it.
        IfNoneMatch: '*',
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) return undefined;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}${checkKey(key)}`;
  }
}

/** The store the settings name: S3 when FILE_STORE=s3, the data folder otherwise. */
export function createFileStore(config: Config): FileStore {
  if (config.FILE_STORE === 's3') {
    return new S3Store({
      bucket: config.S3_BUCKET as string,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    });
  }
  return new LocalDirectoryStore(join(config.DATA_DIR, 'uploads'));
}
