import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recentEmails, recentTexts } from './outbox.service.ts';

const MailboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

const MailboxSms = z.object({
  id: z.string(),
  to: z.string(),
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The demo's mailbox: what the product emailed, newest first, for whoever reaches the demo.
 * Production and a demo with SMTP never register it (app.ts): the mode guards it, not the
 * caller's address, which a reverse proxy on the same machine turns into loopback (ADR 110).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const readMailbox = async () => {
    const emails = await recentEmails(app.deps.db, 100);
    return emails.map((email) => ({
      id: email.id,
      to: email.toAddress,
      subject: email.subject,
      text: email.textBody,
      created_at: email.createdAt.toISOString(),
      sent_at: email.sentAt?.toISOString() ?? null,
    }));
  };

  // The demo's text messages (SMS_PROVIDER=sandbox) sit here beside its emails (ADR 258).
  const readTexts = async () => {
    const texts = await recentTexts(app.deps.db, 100);
    return texts.map((sms) => ({
      id: sms.id,
      to: sms.toPhone,
      text: sms.body,
      created_at: sms.createdAt.toISOString(),
      sent_at: sms.sentAt?.toISOString() ?? null,
    }));
  };

  app.get(
    '/v1/dev/mailbox',
    {
      schema: {
        hide: true,
        response: { 200: z.object({ data: z.array(MailboxEmail), sms: z.array(MailboxSms) }) },
      },
    },
    async () => ({ data: await readMailbox(), sms: await readTexts() }),
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await readMailbox();
    const texts = (await readTexts())
      .map(
        (sms) =>
          `<article><h3>SMS to ${escapeHtml(sms.to)}</h3><p>${escapeHtml(sms.created_at)}</p><pre>${escapeHtml(sms.text)}</pre></article>`,
      )
      .join('');
    const items = emails
      .map(
        (email) =>
          `<article><h2>${escapeHtml(email.subject)}</h2><p>To ${escapeHtml(email.to)} · ${escapeHtml(email.created_at)}</p><pre>${escapeHtml(email.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title></head><body><h1>Development mailbox</h1>${items || '<p>No emails yet.</p>'}<h2>Text messages</h2>${texts || '<p>No text messages yet.</p>'}</body></html>`,
      );
  });
};
