import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SIDE_PIXELS,
  AVATAR_SIZE_PIXELS,
  MESSAGES,
} from '@shuttle/contracts';
import type { User } from '@shuttle/db';
import sharp from 'sharp';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { type AccountsService, assertMayEditProfileOf } from '../accounts/accounts.service.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { AvatarStorage } from './avatar-storage.ts';
import { detectImageType, type ImageType } from './image-type.ts';

/** The address a rider's current avatar is served at (users.avatar holds it). */
export const avatarPath = (userId: number, fileId: string) => `/v1/users/${userId}/avatars/${fileId}`;

export interface AvatarFile {
  bytes: Buffer;
  contentType: ImageType;
}

/**
 * Avatars (docs/decisions/053): checked by their bytes, bounded in bytes and pixels, turned
 * into a small square with the metadata (such as a photo's location) dropped, and stored
 * under a random name.
 */
export class AvatarsService {
  private readonly storage: AvatarStorage;

  constructor(
    private readonly deps: Deps,
    private readonly accounts: AccountsService,
    private readonly auditLog: AuditLogService,
  ) {
    this.storage = new AvatarStorage(deps.files);
  }

  /**
   * A new avatar for the user. Staff may replace someone else's, within the reach of
   * `assertMayEditProfileOf` (an operator never a member of staff's), checked under the user's
   * row lock and audited with the pictures before and after (ADR 236).
   */
  async upload(actor: Pick<Rider, 'id' | 'role'>, userId: number, bytes: Buffer): Promise<User> {
    if (bytes.length > AVATAR_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.avatarTooLarge);
    const type = detectImageType(bytes);
    if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.onlyImages);
    const square = await this.squareOf(bytes, type);
    const fileId = await this.storage.save(square, type);
    let replaced: Awaited<ReturnType<AccountsService['replaceAvatar']>>;
    try {
      replaced = await this.deps.db.transaction(async (tx) => {
        const result = await this.accounts.replaceAvatar(
          tx,
          userId,
          avatarPath(userId, fileId),
          this.deps.clock.now(),
        );
        if (result && actor.id !== userId) {
          assertMayEditProfileOf(actor, result.user);
          await this.auditLog.record(tx, actor, {
            action: 'user.update_avatar',
            entity: 'user',
            entityId: userId,
            before: { avatar: result.previous },
            after: { avatar: result.user.avatar },
          });
        }
        return result;
      });
    } catch (error) {
      await this.storage.remove(fileId);
      throw error;
    }
    if (!replaced) {
      await this.storage.remove(fileId);
      throw notFound('User not found');
    }
    const previousFileId = replaced.previous ? fileIdOf(replaced.previous) : undefined;
    if (previousFileId) await this.storage.remove(previousFileId);
    return replaced.user;
  }

  /** The rider's current avatar; any other file id is 404, even one they had before. */
  async read(userId: number, fileId: string): Promise<AvatarFile> {
    const current = await this.accounts.avatarOf(userId);
    if (current !== avatarPath(userId, fileId)) throw notFound('Avatar not found');
    const bytes = await this.storage.read(fileId);
    const contentType = bytes && detectImageType(bytes);
    if (!bytes || !contentType) throw notFound('Avatar not found');
    return { bytes, contentType };
  }

  private async squareOf(bytes: Buffer, type: ImageType): Promise<Buffer> {
    const maxPixels = AVATAR_MAX_SIDE_PIXELS * AVATAR_MAX_SIDE_PIXELS;
    let width: number | undefined;
    let height: number | undefined;
    let format: string | undefined;
    try {
      ({ width, height, format } = await sharp(bytes, { limitInputPixels: false }).metadata());
    } catch {
      throw new AppError('UNPROCESSABLE', ACCOUNT_MESSAGES.avatarUnreadable);
    }
    if (format !== (type === 'image/png' ? 'png' : 'jpeg') || !width || !height) {
      throw new AppError('UNPROCESSABLE', ACCOUNT_MESSAGES.avatarUnreadable);
    }
    // Checked from the header before anything is decoded: a small file can claim a huge image.
    if (width > AVATAR_MAX_SIDE_PIXELS || height > AVATAR_MAX_SIDE_PIXELS) {
      throw new AppError('UNPROCESSABLE', ACCOUNT_MESSAGES.avatarTooManyPixels);
    }
    try {
      const pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
        .rotate()
        .resize(AVATAR_SIZE_PIXELS, AVATAR_SIZE_PIXELS, { fit: 'cover' });
      return await (type === 'image/png' ? pipeline.png() : pipeline.jpeg({ quality: 85 })).toBuffer();
    } catch {
      throw new AppError('UNPROCESSABLE', ACCOUNT_MESSAGES.avatarUnreadable);
    }
  }
}

function fileIdOf(path: string): string | undefined {
  return path.match(/\/avatars\/([a-f0-9]{32})$/)?.[1];
}
