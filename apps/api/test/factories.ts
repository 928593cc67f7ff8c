import { randomUUID } from 'node:crypto';
import { type Executor, sessions, type User, users, wallets } from '@shuttle/db';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/features/accounts/passwords.ts';

export const DEFAULT_PASSWORD = 'correct horse battery';
let defaultHash: Promise<string> | undefined;
const hashOfDefaultPassword = () => {
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
};

let sequence = 0;
const unique = () => `${process.pid}-${Date.now()}-${++sequence}`;

export interface RiderOverrides {
  fname?: string;
  email?: string;
  password?: string;
  verified?: boolean;
  corporateId?: number | null;
  role?: User['role'];
}

/** A rider with a personal wallet, written straight to the database. */
export async function createRider(db: Executor, overrides: RiderOverrides = {}): Promise<User> {
  const passwordHash = overrides.password
    ? await hashPassword(overrides.password)
    : await hashOfDefaultPassword();
  const [user] = await db
    .insert(users)
    .values({
      fname: overrides.fname ?? 'Ada',
      lname: 'Okafor',
      email: overrides.email ?? `rider-${unique()}@example.ng`,
      phone: '08031234567',
      cityId: 1,
      corporateId: overrides.corporateId ?? null,
      role: overrides.role ?? 'rider',
      passwordHash,
      verifiedAt: overrides.verified ? new Date() : null,
      tokensValidAfter: new Date(0),
    })
    .returning();
  if (!user) throw new Error('createRider: no row');
  await db.insert(wallets).values({ userId: user.id });
  return user;
}

/** A bearer header for the rider, through a real session row, as login would make it. */
export async function authHeader(
  app: FastifyInstance,
  user: Pick<User, 'id'>,
): Promise<{ authorization: string }> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + 3600_000);
  await app.deps.db.insert(sessions).values({ id: sessionId, userId: user.id, expiresAt });
  return { authorization: `Bearer ${await app.tokens.sign(user as User, sessionId, expiresAt)}` };
}
