import type { OutboxEmail } from '@shuttle/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** Delivers one email from the outbox. Throwing leaves it in the outbox for a later try. */
export interface Mailer {
  readonly kind: 'smtp' | 'sandbox';
  send(email: OutboxEmail): Promise<void>;
}

/**
 * SMTP through nodemailer. The outbox id is the Message-ID, so a message that is sent again
 * after a crash between sending and marking it sent is the same message to the receiver.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(email: OutboxEmail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: email.toAddress,
      subject: email.subject,
      text: email.textBody,
      ...(email.htmlBody === null ? {} : { html: email.htmlBody }),
      messageId: `<${email.id}@shuttle.ng>`,
      // A notice's email can be turned off in one click by the mail client (RFC 8058, ADR 257).
      ...(email.listUnsubscribe
        ? {
            headers: {
              'List-Unsubscribe': `<${email.listUnsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : {}),
    });
  }
}

/**
 * The default without SMTP_URL: the email stays readable in the dev mailbox and the log says to
 * whom it went and about what. Not its text: its links and codes are secrets (docs/security.md#logs).
 */
export class SandboxMailer implements Mailer {
  readonly kind = 'sandbox';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(email: OutboxEmail): Promise<void> {
    this.log.info({ to: email.toAddress, subject: email.subject }, 'email kept in the dev mailbox');
  }
}

/** What the mailer is chosen by: settings the composition root hands in from config.ts. */
export interface MailSettings {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
}

export function createMailer(config: MailSettings, log: FastifyBaseLogger): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new SandboxMailer(log);
}
