import type { OutboxSms } from '@shuttle/db';
import AfricasTalking from 'africastalking';

/** Delivers one text from the SMS outbox. Throwing leaves it there for a later try. */
export interface SmsSender {
  readonly kind: 'africastalking' | 'sandbox';
  send(sms: OutboxSms): Promise<void>;
}

/**
 * Africa's Talking through its official SDK (docs/decisions/258). A recipient it reports as
 * not sent (an invalid number, no credit) is an error, so the text is tried again later.
 */
export class AfricasTalkingSmsSender implements SmsSender {
  readonly kind = 'africastalking';
  private readonly sms;

  constructor(
    username: string,
    apiKey: string,
    private readonly from: string | undefined,
  ) {
    this.sms = AfricasTalking({ username, apiKey }).SMS;
  }

  async send(sms: OutboxSms): Promise<void> {
    const answer = await this.sms.send({
      to: [sms.toPhone],
      message: sms.body,
      ...(this.from ? { from: this.from } : {}),
    });
    const [recipient] = answer.SMSMessageData.Recipients;
    // 100 Processed, 101 Sent, 102 Queued: accepted; anything else was refused.
    if (!recipient || ![100, 101, 102].includes(recipient.statusCode)) {
      throw new Error(
        `Africa's Talking did not accept the text: ${recipient?.status ?? answer.SMSMessageData.Message}`,
      );
    }
  }
}

/**
 * The demo's sender: nothing leaves the machine. The text stays in the SMS outbox, which the
 * development mailbox shows beside the emails, marked sent as a real provider would leave it.
 */
export class SandboxSmsSender implements SmsSender {
  readonly kind = 'sandbox';
  async send(_sms: OutboxSms): Promise<void> {}
}

/** What the SMS sender is chosen by: settings the composition root hands in from config.ts. */
export interface SmsSettings {
  SMS_PROVIDER: 'sandbox' | 'africastalking' | 'off';
  AFRICASTALKING_USERNAME?: string | undefined;
  AFRICASTALKING_API_KEY?: string | undefined;
  SMS_SENDER_ID?: string | undefined;
}

/** The sender SMS_PROVIDER names; none when texts are off. */
export function createSmsSender(config: SmsSettings): SmsSender | undefined {
  if (config.SMS_PROVIDER === 'sandbox') return new SandboxSmsSender();
  if (
    config.SMS_PROVIDER === 'africastalking' &&
    config.AFRICASTALKING_USERNAME &&
    config.AFRICASTALKING_API_KEY
  ) {
    return new AfricasTalkingSmsSender(
      config.AFRICASTALKING_USERNAME,
      config.AFRICASTALKING_API_KEY,
      config.SMS_SENDER_ID,
    );
  }
  return undefined;
}
