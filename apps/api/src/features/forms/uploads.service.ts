import { randomUUID } from 'node:crypto';
import type { Upload, UploadPurpose } from '@shuttle/db';
import { notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { inspectImage, newImageKey, reencodeImage } from '../../shared/uploads.ts';
import { UploadsRepository } from './uploads.repository.ts';

/** An image no form has referred to after this long is deleted with its file. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 3600_000;

export class UploadsService {
  constructor(private readonly deps: Deps) {}

  /**
   * Checks the bytes, keeps only a clean re-encoding of the image under a random name and
   * records it; answers its id.
   */
  async accept(purpose: UploadPurpose, received: Buffer): Promise<string> {
    const { bytes, ...image } = await reencodeImage(received, inspectImage(received));
    await this.forgetAbandoned();
    const files = this.deps.files;
    const storedName = newImageKey(image.type);
    await files.put(storedName, bytes, image.type);
    const id = randomUUID();
    try {
      await new UploadsRepository(this.deps.db).insert({
        id,
        purpose,
        contentType: image.type,
        byteSize: bytes.length,
        width: image.width,
        height: image.height,
        storedName,
        createdAt: this.deps.clock.now(),
      });
    } catch (error) {
      await files.remove(storedName);
      throw error;
    }
    return id;
  }

  /** The image and its detected type, for an operator. */
  async read(id: string): Promise<{ upload: Upload; bytes: Buffer }> {
    const upload = await new UploadsRepository(this.deps.db).findById(id);
    if (!upload) throw notFound('Upload not found');
    const bytes = await this.deps.files.get(upload.storedName);
    if (!bytes) throw notFound('Upload not found');
    return { upload, bytes };
  }

  /** Images of forms that were never sent: removed when the next upload arrives, no job needed. */
  private async forgetAbandoned(): Promise<void> {
    const before = new Date(this.deps.clock.now().getTime() - UNCLAIMED_UPLOAD_TTL_MS);
    const storedNames = await new UploadsRepository(this.deps.db).deleteUnclaimedBefore(before);
    for (const storedName of storedNames) await this.deps.files.remove(storedName);
  }
}
