import type { OutboxEmail } from '@shuttle/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
/** Delivers one email from the outbox. Throwing leaves it in the outbox for a later try. */
export interface Mailer {
  readonly kind: 'smtp' | 'sandbox';
  send(email: OutboxEmail): Promise<void>;
}
/**
 * SMTP through nodemailer. The outbox id is the Message-ID, so a message that is sent again
 * after a crash between sending and marking it sent is the same message to the receiver.
 */
export declare class SmtpMailer implements Mailer {
  private readonly from;
  readonly kind = 'smtp';
  private readonly transport;
  constructor(smtpUrl: string, from: string);
  send(email: OutboxEmail): Promise<void>;
}
/** The default without SMTP_URL: the email is logged and stays readable in the dev mailbox. */
export declare class SandboxMailer implements Mailer {
  private readonly log;
  readonly kind = 'sandbox';
  constructor(log: FastifyBaseLogger);
  send(email: OutboxEmail): Promise<void>;
}
export declare function createMailer(config: Config, log: FastifyBaseLogger): Mailer;
