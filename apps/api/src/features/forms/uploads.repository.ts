import { and, type Executor, eq, isNull, lt, type Upload, type UploadPurpose, uploads } from '@shuttle/db';

export type NewUpload = Omit<typeof uploads.$inferInsert, 'claimedAt'>;

export class UploadsRepository {
  constructor(private readonly db: Executor) {}

  async insert(upload: NewUpload): Promise<void> {
    await this.db.insert(uploads).values(upload);
  }

  async findById(id: string): Promise<Upload | undefined> {
    const [upload] = await this.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return upload;
  }

  /** Marks an unclaimed upload of that purpose as used by a form; false if there is none. */
  async claim(id: string, purpose: UploadPurpose, now: Date): Promise<boolean> {
    const claimed = await this.db
      .update(uploads)
      .set({ claimedAt: now })
      .where(and(eq(uploads.id, id), eq(uploads.purpose, purpose), isNull(uploads.claimedAt)))
      .returning({ id: uploads.id });
    return claimed.length > 0;
  }

  /** Deletes the rows of images no form claimed before `before`, answering their file names. */
  async deleteUnclaimedBefore(before: Date): Promise<string[]> {
    const deleted = await this.db
      .delete(uploads)
      .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, before)))
      .returning({ storedName: uploads.storedName });
    return deleted.map((row) => row.storedName);
  }
}
