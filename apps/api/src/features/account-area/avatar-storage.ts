import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../shared/file-store.ts';

const FILE_ID = /^[a-f0-9]{32}$/;

/**
 * Avatar files under `avatars/` in the file store (ADR 136), named by a random id: never named
 * by the uploader, and served only through the API.
 */
export class AvatarStorage {
  constructor(private readonly files: FileStore) {}

  async save(bytes: Uint8Array, contentType: string): Promise<string> {
    const fileId = randomBytes(16).toString('hex');
    await this.files.put(this.keyOf(fileId), bytes, contentType);
    return fileId;
  }

  read(fileId: string): Promise<Buffer | undefined> {
    return this.files.get(this.keyOf(fileId));
  }

  remove(fileId: string): Promise<void> {
    return this.files.remove(this.keyOf(fileId));
  }

  private keyOf(fileId: string): string {
    if (!FILE_ID.test(fileId)) throw new RangeError('not an avatar file id');
    return `avatars/${fileId}`;
  }
}
