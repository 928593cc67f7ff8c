import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FILE_ID = /^[a-f0-9]{32}$/;

/**
 * Avatar files under DATA_DIR/uploads/avatars, named by a random id: outside the web root,
 * never named by the uploader, and served only through the API.
 */
export class AvatarStorage {
  private readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, 'uploads', 'avatars');
  }

  async save(bytes: Uint8Array): Promise<string> {
    const fileId = randomBytes(16).toString('hex');
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    await writeFile(this.pathOf(fileId), bytes, { mode: 0o600, flag: 'wx' });
    return fileId;
  }

  async read(fileId: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(fileId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(fileId: string): Promise<void> {
    await rm(this.pathOf(fileId), { force: true });
  }

  private pathOf(fileId: string): string {
    if (!FILE_ID.test(fileId)) throw new RangeError('not an avatar file id');
    return join(this.directory, fileId);
  }
}
