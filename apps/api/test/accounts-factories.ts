import { desc, eq, type OutboxEmail, outboxEmails } from '@shuttle/db';
import type { FastifyInstance } from 'fastify';

let sequence = 0;

const REGISTERED_PASSWORD = 'okada-rider-77';

export interface RegisteredRider {
  id: number;
  email: string;
  password: string;
  token: string;
  authorization: { authorization: string };
}

/** Registers a rider through `POST /v1/users`, as the form does, and returns its session. */
export async function registerRider(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  remoteAddress?: string,
): Promise<RegisteredRider> {
  const body = {
    fname: 'Chidi',
    lname: 'Eze',
    email: `chidi-${process.pid}-${Date.now()}-${++sequence}@example.ng`,
    phone: '08031234567',
    city_id: 1,
    password: REGISTERED_PASSWORD,
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/v1/users',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 201) {
    throw new Error(`registerRider: ${response.statusCode} ${response.body}`);
  }
  const user = response.json<{ id: number; token: { token: string } }>();
  return {
    id: user.id,
    email: body.email,
    password: body.password,
    token: user.token.token,
    authorization: { authorization: `Bearer ${user.token.token}` },
  };
}

/**
 * Every email queued for `to`, newest first, straight from the outbox table, once the work
 * that requests left running has finished.
 */
export async function emailsTo(app: FastifyInstance, to: string): Promise<OutboxEmail[]> {
  await app.deps.background.idle();
  return app.deps.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to))
    .orderBy(desc(outboxEmails.createdAt));
}

async function newestEmailTo(app: FastifyInstance, to: string, subject: RegExp): Promise<OutboxEmail> {
  const email = (await emailsTo(app, to)).find((candidate) => subject.test(candidate.subject));
  if (!email) throw new Error(`No email "${subject}" to ${to}`);
  return email;
}

/** The code of the newest verification email, read from its `/verification/{code}-{id}` link. */
export async function latestVerificationCode(app: FastifyInstance, to: string): Promise<string> {
  const email = await newestEmailTo(app, to, /Verify your Shuttle account/);
  const code = email.textBody.match(/\/verification\/(\d{6})-\d+/)?.[1];
  if (!code) throw new Error('The verification email has no link');
  return code;
}

/** The token of the newest reset email, read from its `/password/{token}` link. */
export async function latestResetToken(app: FastifyInstance, to: string): Promise<string> {
  const email = await newestEmailTo(app, to, /Reset your Shuttle password/);
  const token = email.textBody.match(/\/password\/([\w-]+)/)?.[1];
  if (!token) throw new Error('The reset email has no link');
  return token;
}

let addressSequence = 0;
/**
 * A different client address per call: the per-IP rate limits of the public account routes
 * would otherwise count a whole test file as one very busy visitor.
 */
export const nextClientAddress = () => {
  addressSequence++;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
};

/** A six-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
