import type { AddressInfo } from 'node:net';
import { type DatabaseHandle, eq, inArray, outboxEmails } from '@shuttle/db';
import { createTestDatabase } from '@shuttle/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { registerRider } from '../../../test/accounts-factories.ts';
import { testConfig } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { SmtpMailer } from './mailers.ts';
import { OutboxRepository } from './outbox.repository.ts';
import { OutboxDispatcher } from './outbox-dispatcher.ts';

interface ReceivedMessage {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
}

/** A real SMTP server on a random loopback port that keeps what it receives. */
class CapturingSmtpServer {
  readonly received: ReceivedMessage[] = [];
  /** How many of the next messages to refuse with a temporary failure. */
  refuseNext = 0;
  /** While set, each message is kept as received but its reply waits for this promise. */
  holdReplies: Promise<void> | undefined;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (this.refuseNext > 0) {
          this.refuseNext--;
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        this.received.push(
          parseMessage(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        await this.holdReplies;
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): ReceivedMessage[] {
    return this.received.filter((message) => message.to.includes(address));
  }
}

function parseMessage(raw: string, to: string[]): ReceivedMessage {
  const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => headers.match(new RegExp(`^${name}: *(.*)$`, 'im'))?.[1]?.trim() ?? '';
  let text = bodyParts.join('\n\n');
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) {
    text = text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return { to, messageId: header('Message-ID'), subject: header('Subject'), text };
}

async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

let smtp: CapturingSmtpServer;
let smtpUrl: string;
let database: DatabaseHandle;
/** An app that does not send by itself, so that each test decides which dispatchers run. */
let app: FastifyInstance;

beforeAll(async () => {
  smtp = new CapturingSmtpServer();
  smtpUrl = await smtp.start();
  database = await createTestDatabase(inject('testDatabase'));
  app = await buildApp({ config: testConfig({ SMTP_URL: smtpUrl }), database });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.stop();
});

beforeEach(() => {
  smtp.refuseNext = 0;
});

const newDispatcher = () =>
  new OutboxDispatcher(database.db, new SmtpMailer(smtpUrl, 'Shuttle <hello@shuttle.ng>'), app.log);

let sequence = 0;
const address = (label: string) => `${label}-${process.pid}-${++sequence}@example.ng`;

const queue = (to: string, subject = 'Your ride tomorrow') =>
  new OutboxRepository(database.db).enqueue({ to, subject, text: `Hello from ${subject}` });

async function outboxRow(id: string) {
  const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) throw new Error(`No outbox row ${id}`);
  return row;
}

describe('the app with its dispatcher running', () => {
  let sendingApp: FastifyInstance;
  beforeAll(async () => {
    sendingApp = await buildApp({ config: testConfig({ SMTP_URL: smtpUrl }), database, sendMail: true });
    await sendingApp.ready();
  });
  afterAll(() => sendingApp?.close());

  it('sends the verification email of a new rider, with the outbox id as Message-ID', async () => {
    const rider = await registerRider(sendingApp);
    const message = await waitFor(() => smtp.to(rider.email)[0], 'the verification email');
    expect(message.subject).toBe('Verify your Shuttle account');
    const code = message.text.match(/Your verification code is (\d{6})\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(`/verification/${code}-${rider.id}`);

    const [row] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, rider.email));
    expect(message.messageId).toBe(`<${row?.id}@shuttle.ng>`);
    await waitFor(async () => ((await outboxRow(row?.id ?? '')).sentAt ? true : undefined), 'sent_at');

    const verified = await sendingApp.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/verify`,
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
  });
});

describe('email over SMTP', () => {
  it('has no development mailbox while SMTP is configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/dev/mailbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('keeps an email the server refused and sends it on a later round', async () => {
    const to = address('refused');
    const id = await queue(to);
    smtp.refuseNext = 1;
    const dispatcher = newDispatcher();
    expect(await dispatcher.drain()).toBe(0);
    const refused = await outboxRow(id);
    expect(refused.sentAt).toBeNull();
    expect(refused.lastError).toContain('Mailbox busy');
    expect(smtp.to(to)).toHaveLength(0);

    // Its claim lapses after a minute; a later round then sends it.
    await database.db
      .update(outboxEmails)
      .set({ lockedUntil: new Date(0) })
      .where(eq(outboxEmails.id, id));
    expect(await dispatcher.drain()).toBe(1);
    expect(smtp.to(to)).toHaveLength(1);
    expect((await outboxRow(id)).sentAt).not.toBeNull();
  });
});

describe('R12: the process dies between commit and sending', () => {
  it('a committed email that no one sent is sent once by the next dispatcher', async () => {
    const to = address('after-crash');
    // Committed by a request whose process died before its dispatcher ran.
    const id = await queue(to, 'Booking confirmed');
    const restarted = newDispatcher();
    expect(await restarted.drain()).toBe(1);
    expect(await restarted.drain()).toBe(0);
    expect(await newDispatcher().drain()).toBe(0);
    expect(smtp.to(to).map((message) => message.messageId)).toEqual([`<${id}@shuttle.ng>`]);
  });

  it('an email claimed by a dispatcher that died is sent once its claim lapses', async () => {
    const to = address('claimed-then-crashed');
    const id = await queue(to);
    const [claimed] = await new OutboxRepository(database.db).claim(100, new Date());
    expect(claimed?.id).toBe(id);
    // While the dead dispatcher's claim holds, nobody else takes the email.
    expect(await newDispatcher().drain()).toBe(0);
    await database.db
      .update(outboxEmails)
      .set({ lockedUntil: new Date(0) })
      .where(eq(outboxEmails.id, id));
    expect(await newDispatcher().drain()).toBe(1);
    expect(smtp.to(to).map((message) => message.messageId)).toEqual([`<${id}@shuttle.ng>`]);
  });

  it('two dispatchers draining at once send each email once', async () => {
    const to = Array.from({ length: 30 }, () => address('parallel'));
    const ids = await Promise.all(to.map((recipient) => queue(recipient)));
    const [first, second] = await Promise.all([newDispatcher().drain(), newDispatcher().drain()]);
    expect(first + second).toBe(30);

    const received = to.flatMap((recipient) => smtp.to(recipient));
    expect(received).toHaveLength(30);
    expect(new Set(received.map((message) => message.messageId))).toEqual(
      new Set(ids.map((id) => `<${id}@shuttle.ng>`)),
    );
    const rows = await database.db
      .select({ attempts: outboxEmails.attempts, sentAt: outboxEmails.sentAt })
      .from(outboxEmails)
      .where(inArray(outboxEmails.id, ids));
    expect(rows.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
  });
});

describe('a process that stops while the outbox holds a backlog', () => {
  it('ends its drain after the batch in hand and leaves the rest to the next dispatcher', async () => {
    const to = Array.from({ length: 45 }, () => address('backlog'));
    for (const recipient of to) await queue(recipient);
    const stopping = newDispatcher();
    // The stop comes while the first email waits for its reply, however fast the rest would go.
    let replyToAll = () => {};
    smtp.holdReplies = new Promise((resolve) => {
      replyToAll = resolve;
    });
    const draining = stopping.drain();
    const received = () => to.filter((recipient) => smtp.to(recipient).length > 0).length;
    await waitFor(() => received() || undefined, 'the first email of the backlog');
    await stopping.stop();
    replyToAll();
    smtp.holdReplies = undefined;
    // One batch of 20 was claimed before the stop; it is finished, the next is not claimed.
    expect(await draining).toBe(20);
    expect(received()).toBe(20);

    expect(await newDispatcher().drain()).toBe(25);
    expect(received()).toBe(45);
  });
});
