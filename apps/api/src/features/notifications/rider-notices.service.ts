import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isChannelOffered,
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  type NoticeChannel,
  type NoticeKind,
  type NoticePreference,
  type NotificationPreferences,
  type UpdateNotificationPreferencesInput,
  unpagedList,
} from '@shuttle/contracts';
import type { Executor } from '@shuttle/db';
import { AppError } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { enqueueEmail, enqueueSms, type NewEmail } from '../mail/outbox.service.ts';
import { type ChannelChoice, NoticePreferencesRepository } from './notice-preferences.repository.ts';
import type { NotificationsService } from './notifications.service.ts';
import { PushOutboxRepository } from './push-outbox.repository.ts';

export interface NoticeRecipient {
  id: number;
  fname: string;
  email: string;
  /** Needed for the kinds sent by SMS only. */
  phone?: string;
}

/**
 * What writing a notice needs. Without the server's keys (a command-line run) its email goes
 * without the one-click link; the choices are honoured all the same.
 */
export type NoticeDeps = Pick<Deps, 'db' | 'clock' | 'config'> & Partial<Pick<Deps, 'keys'>>;

export interface RiderNotice {
  kind: NoticeKind;
  /** The notification's title, the push's, and the email's subject. */
  title: string;
  /** What the notification and the push say. */
  body: string;
  /** Where the notice leads in the app, such as /dashboard/my-bookings/12. */
  link: string;
  /** The email's text between the greeting and the link; the body when unset. */
  emailText?: string;
  /** The text message, for the kinds sent by SMS (SMS_NOTICE_KINDS); the title when unset. */
  smsText?: string;
}

export type Channels = Record<NoticeChannel, boolean>;

/** A text message holds at most three SMS parts of 160 characters. */
const SMS_MAX = 480;

/**
 * A rider's number as E.164 for the SMS provider: Nigerian numbers are written 0803… as often
 * as +234803…; undefined when the number cannot be read as one (no text is sent then).
 */
export function toE164(phone: string): string | undefined {
  const digits = phone.replace(/\s*(x|ext\.?)\s*\d{1,5}$/i, '').replace(/[\s().-]/g, '');
  if (/^\+\d{10,15}$/.test(digits)) return digits;
  if (/^0\d{10}$/.test(digits)) return `+234${digits.slice(1)}`;
  if (/^234\d{10}$/.test(digits)) return `+${digits}`;
  return undefined;
}

const defaults = (kind: NoticeKind): Channels => ({
  push: isChannelOffered(kind, 'push'),
  email: isChannelOffered(kind, 'email'),
  sms: isChannelOffered(kind, 'sms'),
});

/**
 * Every notice to a rider (docs/notices.md, docs/decisions/257): always in the app, and by web
 * push, email and SMS as the rider chose per kind. Written in the caller's transaction, so a
 * notice goes out exactly when what it reports committed; all three go through outboxes sent
 * after the commit (the push's: docs/decisions/263).
 */
export class RiderNoticesService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'config' | 'keys' | 'kickOutbox'>,
    private readonly notifications: NotificationsService,
  ) {}

  /** Writes the notice for each recipient in `tx`: the notification, and the push, email and text each wants. */
  deliver(tx: Executor, recipients: NoticeRecipient[], notice: RiderNotice): Promise<void> {
    return writeRiderNotice(this.deps, this.notifications, tx, recipients, notice);
  }

  /** After the commit: the outboxes send what it wrote now rather than at their next sweep. */
  afterCommit(): void {
    this.deps.kickOutbox();
  }

  async preferences(userId: number): Promise<NotificationPreferences> {
    const rows = await new NoticePreferencesRepository(this.deps.db).choicesOf([userId]);
    const data = NOTICE_KINDS.map((kind): NoticePreference => {
      const chosen = defaults(kind);
      for (const row of rows)
        if (row.kind === kind && isChannelOffered(kind, row.channel)) chosen[row.channel] = row.enabled;
      return { kind, ...chosen };
    });
    return { ...unpagedList(data), sms_offered: this.deps.config.SMS_PROVIDER !== 'off' };
  }

  async update(userId: number, input: UpdateNotificationPreferencesInput): Promise<NotificationPreferences> {
    const choices: ChannelChoice[] = input.data.flatMap((row) =>
      NOTICE_CHANNELS.map((channel) => ({ kind: row.kind, channel, enabled: row[channel] })),
    );
    await new NoticePreferencesRepository(this.deps.db).save(userId, choices, this.deps.clock.now());
    return this.preferences(userId);
  }

  /** Turns the token's kind of email off; the kind, or 404 for a token this server did not sign. */
  async unsubscribe(token: string): Promise<NoticeKind> {
    const [id, kind, signature] = token.split('.');
    const userId = Number(id);
    const known = NOTICE_KINDS.find((each) => each === kind);
    if (!known || !Number.isSafeInteger(userId) || userId <= 0 || !signature) throw this.unknownLink();
    const expected = Buffer.from(unsubscribeSignature(this.deps.keys, userId, known));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw this.unknownLink();
    await new NoticePreferencesRepository(this.deps.db).save(
      userId,
      [{ kind: known, channel: 'email', enabled: false }],
      this.deps.clock.now(),
    );
    return known;
  }

  private unknownLink(): AppError {
    return new AppError(
      'NOT_FOUND',
      'This unsubscribe link is not valid. Change your emails on the notifications page.',
    );
  }
}

const unsubscribeSignature = (keys: Deps['keys'], userId: number, kind: NoticeKind) =>
  createHmac('sha256', keys.hashingKey).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/**
 * The one-click address in a notice's email (RFC 8058): it names the rider and the kind and
 * is signed with the server's hashing key, so it works without signing in and cannot be made
 * for anyone else (docs/decisions/257).
 */
export function unsubscribeAddress(
  deps: Pick<Deps, 'keys' | 'config'>,
  userId: number,
  kind: NoticeKind,
): string {
  const token = `${userId}.${kind}.${unsubscribeSignature(deps.keys, userId, kind)}`;
  return new URL(`/v1/unsubscribe/${token}`, deps.config.PUBLIC_URL).toString();
}

/** The channels each user wants for a kind, defaults filled in. */
export async function channelsOf(
  deps: Pick<Deps, 'config'>,
  db: Executor,
  userIds: number[],
  kind: NoticeKind,
): Promise<Map<number, Channels>> {
  const channels = new Map(userIds.map((id) => [id, defaults(kind)]));
  for (const row of await new NoticePreferencesRepository(db).choicesOf(userIds, kind)) {
    const chosen = channels.get(row.userId);
    if (chosen) chosen[row.channel] = row.enabled;
  }
  for (const chosen of channels.values()) {
    for (const channel of NOTICE_CHANNELS) chosen[channel] &&= isChannelOffered(kind, channel);
    if (deps.config.SMS_PROVIDER === 'off') chosen.sms = false;
  }
  return channels;
}

/**
 * A notice's email as the rider gets it: greeting, text, the app's address and, with the
 * server's keys, the one-click link in the text and in List-Unsubscribe.
 */
export function noticeEmail(deps: NoticeDeps, recipient: NoticeRecipient, notice: RiderNotice): NewEmail {
  const appAddress = new URL(notice.link, deps.config.PUBLIC_URL).toString();
  const unsubscribe = deps.keys
    ? unsubscribeAddress({ keys: deps.keys, config: deps.config }, recipient.id, notice.kind)
    : undefined;
  return {
    to: recipient.email,
    subject: notice.title,
    text: [
      `Hello ${recipient.fname},`,
      '',
      notice.emailText ?? notice.body,
      '',
      `See it in the app: ${appAddress}`,
      ...(unsubscribe ? ['', `Stop these emails: ${unsubscribe}`] : []),
    ].join('\n'),
    ...(unsubscribe ? { listUnsubscribe: unsubscribe } : {}),
  };
}

/**
 * Writes a notice for each recipient in `tx`: the in-app notification always, the web push, the
 * email and the text each one chose. Every caller's notice is pushed this way, whoever owns the
 * transaction: the push waits in its outbox for the commit (docs/decisions/263).
 */
export async function writeRiderNotice(
  deps: NoticeDeps,
  notifications: Pick<NotificationsService, 'notify'>,
  tx: Executor,
  recipients: NoticeRecipient[],
  notice: RiderNotice,
): Promise<void> {
  const channels = await channelsOf(
    deps,
    tx,
    recipients.map((recipient) => recipient.id),
    notice.kind,
  );
  const wantsPush: number[] = [];
  for (const recipient of recipients) {
    const chosen = channels.get(recipient.id) ?? defaults(notice.kind);
    await notifications.notify(tx, {
      userId: recipient.id,
      title: notice.title,
      body: notice.body,
      link: notice.link,
    });
    if (chosen.email) await enqueueEmail(tx, noticeEmail(deps, recipient, notice));
    const phone = recipient.phone === undefined ? undefined : toE164(recipient.phone);
    if (chosen.sms && phone) {
      const text = notice.smsText ?? notice.title;
      await enqueueSms(tx, {
        to: phone,
        text: text.length > SMS_MAX ? `${text.slice(0, SMS_MAX - 1)}…` : text,
      });
    }
    if (chosen.push) wantsPush.push(recipient.id);
  }
  if (wantsPush.length > 0) {
    const push = { userIds: wantsPush, title: notice.title, body: notice.body, link: notice.link };
    await new PushOutboxRepository(tx).enqueue(push, deps.clock.now());
  }
}
