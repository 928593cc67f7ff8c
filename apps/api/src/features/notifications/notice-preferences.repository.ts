import type { NoticeChannel, NoticeKind } from '@shuttle/contracts';
import {
  and,
  type Executor,
  eq,
  inArray,
  type NotificationPreferenceRow,
  notificationPreferences,
  sql,
} from '@shuttle/db';

export interface ChannelChoice {
  kind: NoticeKind;
  channel: NoticeChannel;
  enabled: boolean;
}

/** The channels riders chose per kind of notice; no row means the default (docs/notices.md). */
export class NoticePreferencesRepository {
  constructor(private readonly db: Executor) {}

  choicesOf(userIds: number[], kind?: NoticeKind): Promise<NotificationPreferenceRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(notificationPreferences)
      .where(
        and(
          inArray(notificationPreferences.userId, userIds),
          kind ? eq(notificationPreferences.kind, kind) : undefined,
        ),
      );
  }

  async save(userId: number, choices: ChannelChoice[], now: Date): Promise<void> {
    if (choices.length === 0) return;
    await this.db
      .insert(notificationPreferences)
      .values(choices.map((choice) => ({ userId, ...choice, updatedAt: now })))
      .onConflictDoUpdate({
        target: [
          notificationPreferences.userId,
          notificationPreferences.kind,
          notificationPreferences.channel,
        ],
        set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
      });
  }
}
