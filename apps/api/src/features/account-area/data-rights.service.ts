import { randomBytes, randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  DATA_EXPORT_HOURS,
  DATA_RIGHTS_MESSAGES,
  type DataExport,
  type DeleteAccountAnswer,
  type DeleteAccountInput,
  lagosDate,
} from '@shuttle/contracts';
import type { DataExportRow, Executor } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { greeting } from '../accounts/account-emails.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';
import { AvatarStorage } from './avatar-storage.ts';
import { dataExportFiles, zipFiles } from './data-export-archive.ts';
import { DataRightsRepository } from './data-rights.repository.ts';
import type { TripPreferencesService } from './trip-preferences.service.ts';

/** The job that writes one export's zip; its data is `{ exportId }`. */
export const PREPARE_DATA_EXPORT_JOB = 'data-export.prepare';
const EXPORT_TTL_MS = DATA_EXPORT_HOURS * 3600 * 1000;
const AVATAR_FILE = /\/avatars\/([a-f0-9]{32})$/;

/** The web page the emailed link opens; it downloads the zip with the rider's session. */
export const dataExportPage = (exportId: string, publicUrl: string) =>
  new URL(`/dashboard/account/data-export/${exportId}`, publicUrl).toString();

/**
 * A feature holding a rider's own rows (notifications, devices, waiting places) forgets them in
 * the deletion's transaction; each owner writes its own table (docs/decisions/269).
 */
export interface ForgetsUsers {
  forgetUser(tx: Executor, userId: number, now: Date): Promise<void>;
}

export interface DataExportFile {
  bytes: Buffer;
  fileName: string;
}

/**
 * A rider's rights over their data (docs/decisions/249-leaving-with-their-data.md): a copy of it
 * as one zip, prepared by a job and downloadable by its owner for a day, and the deletion of
 * the account, which anonymises it and keeps what the books need.
 */
export class DataRightsService {
  private readonly avatars: AvatarStorage;

  constructor(
    private readonly deps: Deps,
    private readonly accounts: AccountsService,
    private readonly preferences: TripPreferencesService,
    private readonly auditLog: AuditLogService,
    private readonly forgetters: readonly ForgetsUsers[],
  ) {
    this.avatars = new AvatarStorage(deps.files);
  }

  /** Asks for a copy; while one is still being prepared, that one is the answer. */
  async requestExport(rider: Rider, userId: number): Promise<DataExport> {
    if (rider.id !== userId) throw notFound('User not found');
    const repository = new DataRightsRepository(this.deps.db);
    const latest = await repository.latestExportOf(userId);
    if (latest?.status === 'preparing') return this.view(latest);
    const created = await repository.createExport(randomUUID(), userId, this.deps.clock.now());
    await this.deps.jobs.send(PREPARE_DATA_EXPORT_JOB, { exportId: created.id });
    return this.view(created);
  }

  async latestExport(userId: number): Promise<DataExport | null> {
    const latest = await new DataRightsRepository(this.deps.db).latestExportOf(userId);
    return latest ? this.view(latest) : null;
  }

  /** The zip, to its owner only (anyone else: 404), for DATA_EXPORT_HOURS after it is ready. */
  async download(rider: Rider, userId: number, exportId: string): Promise<DataExportFile> {
    const row = await new DataRightsRepository(this.deps.db).findExport(exportId);
    if (rider.id !== userId || !row || row.userId !== userId) throw notFound('Export not found');
    const view = this.view(row);
    if (view.status === 'preparing') throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.exportPreparing);
    const bytes = view.status === 'ready' && row.fileKey ? await this.deps.files.get(row.fileKey) : undefined;
    if (!bytes) throw new AppError('EXPORT_EXPIRED', DATA_RIGHTS_MESSAGES.exportExpired);
    return { bytes, fileName: `shuttle-data-${lagosDate(row.createdAt)}.zip` };
  }

  /**
   * The job: reads the rider's data, stores the zip, marks it ready and emails the link, in that
   * order. A retry after a crash writes a new file under a new key; only the first to mark the
   * row ready sends the email, a later run removes its own file.
   */
  async prepare(exportId: string): Promise<void> {
    const repository = new DataRightsRepository(this.deps.db);
    const row = await repository.findExport(exportId);
    if (row?.status !== 'preparing') return;
    const user = await this.accounts.findUser(row.userId);
    if (user.deletedAt !== null) return;
    const now = this.deps.clock.now();
    const files = dataExportFiles(
      user,
      await this.preferences.get(user.id),
      await repository.riderData(user.id),
    );
    const zip = zipFiles(files, now);
    const fileKey = `data-exports/${randomBytes(16).toString('hex')}.zip`;
    await this.deps.files.put(fileKey, zip, 'application/zip');
    const marked = await this.deps.db.transaction(async (tx) => {
      const expiresAt = new Date(now.getTime() + EXPORT_TTL_MS);
      if (
        !(await new DataRightsRepository(tx).markReady(exportId, fileKey, zip.byteLength, now, expiresAt))
      ) {
        return false;
      }
      const link = dataExportPage(exportId, this.deps.config.PUBLIC_URL);
      await enqueueEmail(tx, {
        to: user.email,
        subject: 'Your Shuttle data is ready to download',
        text: [
          greeting(user),
          '',
          'The copy of your data you asked for is ready. Sign in and download it here:',
          link,
          '',
          `The link works for ${DATA_EXPORT_HOURS} hours. If you did not ask for this, change your password.`,
        ].join('\n'),
      });
      return true;
    });
    if (!marked) await this.deps.files.remove(fileKey);
    else this.deps.kickOutbox();
  }

  /** Removes the files of copies past their day; the rows stay (the scheduled `data-export.expired`). */
  async removeExpired(): Promise<number> {
    const repository = new DataRightsRepository(this.deps.db);
    const expired = await repository.expiredFiles(this.deps.clock.now(), 100);
    for (const { id, fileKey } of expired) {
      if (fileKey) await this.deps.files.remove(fileKey);
      await repository.forgetFile(id);
    }
    return expired.length;
  }

  /**
   * Deletes the rider's own account with their current password: refused while rides are
   * booked ahead or the personal wallet holds money, since both are owed to the rider.
   */
  async deleteAccount(rider: Rider, userId: number, input: DeleteAccountInput): Promise<DeleteAccountAnswer> {
    if (rider.id !== userId) throw notFound('User not found');
    const user = await this.accounts.findUser(userId);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongCurrentPassword);
    }
    const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
    const now = this.deps.clock.now();
    const { avatar, exportFiles } = await this.deps.db.transaction(async (tx) => {
      const repository = new DataRightsRepository(tx);
      // Locked first: a booking or top-up racing this waits, then sees the account gone.
      const locked = await repository.lockUser(userId);
      if (!locked || locked.deletedAt !== null || locked.passwordHash !== user.passwordHash) {
        throw new AppError('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongCurrentPassword);
      }
      if ((await repository.lockPersonalBalance(userId)) > 0) {
        throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.walletHoldsMoney);
      }
      if ((await repository.ridesAheadOf(userId, lagosDate(now))) > 0) {
        throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.ridesAhead);
      }
      const exportFiles = await repository.liveExportFiles(userId, now);
      await this.accounts.anonymise(tx, userId, unusableHash, now);
      await repository.forgetOwnRows(userId, now);
      for (const owner of this.forgetters) await owner.forgetUser(tx, userId, now);
      for (const { id } of exportFiles) await repository.forgetFile(id);
      await this.auditLog.record(tx, rider, {
        action: 'account.deleted',
        entity: 'user',
        entityId: userId,
        after: { deleted_at: now.toISOString() },
      });
      await enqueueEmail(tx, {
        to: user.email,
        subject: 'Your Shuttle account was deleted',
        text: [
          greeting(user),
          '',
          'Your Shuttle account was deleted as you asked. Your name, email address, phone number and',
          'picture are gone; the records of past payments and rides are kept, without them, as the law',
          'requires for the books. You can register again with this address whenever you like.',
        ].join('\n'),
      });
      return { avatar: locked.avatar, exportFiles };
    });
    this.deps.kickOutbox();
    // After the commit: a file removed for a deletion that then failed could not come back.
    const avatarFile = avatar ? AVATAR_FILE.exec(avatar)?.[1] : undefined;
    if (avatarFile) await this.avatars.remove(avatarFile);
    for (const { fileKey } of exportFiles) if (fileKey) await this.deps.files.remove(fileKey);
    return { message: DATA_RIGHTS_MESSAGES.accountDeleted };
  }

  private view(row: DataExportRow): DataExport {
    const expired = row.status === 'ready' && (!row.expiresAt || row.expiresAt <= this.deps.clock.now());
    return {
      id: row.id,
      status: expired ? 'expired' : row.status,
      created_at: row.createdAt.toISOString(),
      ready_at: row.readyAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
    };
  }
}
