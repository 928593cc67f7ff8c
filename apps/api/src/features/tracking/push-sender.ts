import webPush from 'web-push';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** An address inside the app the notification opens. */
  link?: string;
}

/** `gone`: the push service no longer knows the subscription (404 or 410); it is removed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Sends one Web Push message; a fake stands in for it in tests. */
export interface PushSender {
  readonly publicKey: string | null;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** Web Push with VAPID (RFC 8292) through the `web-push` library. */
export class WebPushSender implements PushSender {
  constructor(
    readonly publicKey: string,
    private readonly privateKey: string,
    private readonly subject: string,
  ) {}

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    try {
      await webPush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: this.subject, publicKey: this.publicKey, privateKey: this.privateKey },
          // An arrival alert is worthless once the bus has come: the push service may drop it.
          TTL: 10 * 60,
          urgency: 'high',
          timeout: 10_000,
        },
      );
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  }
}

/** Without VAPID keys nothing is pushed; riders still get the in-app notification. */
export const noPush: PushSender = { publicKey: null, send: async () => 'failed' };
